// «Компания»: the caller's company (a switch when they are in a builder's company and an agency), its profile with
// the logo, members and invites. An agent without an agency founds one here; anyone else with no company reads how
// to get into one.
import { useSearchParams } from 'react-router';
import { CompanyKind, CompanyRole } from '#shared/companies.ts';
import { Role } from '#shared/enums.ts';
import type { TUser } from '#shared/schemas/user.ts';
import { companyKindTitles, companyTexts } from '#shared/texts/companies.ts';
import { companiesMenuTexts } from '#shared/texts/companies-menu.ts';
import { Button, ButtonLink } from '#app/components/ui/button.tsx';
import { paths } from '#app/lib/paths.ts';
import { integrationTexts } from '#shared/texts/integrations.ts';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { BuildingIcon } from '#app/components/ui/icons.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { useCompany, useCompanyMembers, useMyCompanies } from '#app/resources/companies.ts';
import { canManage } from '../lib/options.ts';
import { CompanyHeader } from './company-logo.tsx';
import { CompanyProfileForm } from './company-profile-form.tsx';
import { CreateAgencyForm } from './create-agency-form.tsx';
import { InviteForm } from './invite-form.tsx';
import { MembersList } from './members-list.tsx';
import styles from './company.module.css';

export function CompanyScreen({ user }: { user: TUser }) {
  const [params, setParams] = useSearchParams();
  const mine = useMyCompanies();
  const isAgent = user.group === Role.agent;

  if (mine.isPending) return <PageSpinner />;
  if (mine.isError) return <EmptyState tone="danger" title={companyTexts.loadFailed} />;

  const list = mine.data;
  const hasAgency = list.some((c) => c.company.kind === CompanyKind.agency);
  const creating = params.get('create') === 'agency' || (list.length === 0 && isAgent);
  const asked = Number(params.get('company'));
  const current = creating ? null : (list.find((c) => c.company.id === asked) ?? list[0] ?? null);
  const pick = (next: Record<string, string>) => setParams(next, { replace: true });

  return (
    <div className={styles.screen}>
      {(list.length > 1 || (isAgent && !hasAgency && list.length > 0)) && (
        <div className={styles.switch} role="tablist" aria-label={companyTexts.title}>
          {list.map(({ company }) => (
            <button
              key={company.id}
              type="button"
              role="tab"
              aria-selected={current?.company.id === company.id}
              className={styles.switchTab}
              onClick={() => pick({ company: String(company.id) })}
            >
              <span className={styles.switchKind}>{companyKindTitles[company.kind]}</span>
              <span className={styles.switchName}>{company.name}</span>
            </button>
          ))}
          {isAgent && !hasAgency && (
            <button
              type="button"
              role="tab"
              aria-selected={creating}
              className={styles.switchTab}
              onClick={() => pick({ create: 'agency' })}
            >
              <span className={styles.switchName}>{companiesMenuTexts.createAgency}</span>
            </button>
          )}
        </div>
      )}
      {creating && isAgent && !hasAgency ? (
        <CreateAgencyForm onCreated={(company) => pick({ company: String(company.id) })} />
      ) : current ? (
        <CompanyView key={current.company.id} companyId={current.company.id} meId={user.id} />
      ) : (
        <EmptyState
          icon={<BuildingIcon size={40} />}
          title={companyTexts.noCompany}
          text={companyTexts.noCompanyHint}
        />
      )}
    </div>
  );
}

function CompanyView({ companyId, meId }: { companyId: number; meId: number }) {
  const company = useCompany(companyId);
  const members = useCompanyMembers(companyId);
  const [, setParams] = useSearchParams();

  if (company.isPending || members.isPending) return <PageSpinner />;
  if (company.isError || members.isError) {
    return (
      <EmptyState
        tone="danger"
        title={companyTexts.loadFailed}
        action={
          <Button
            variant="secondary"
            onClick={() => void Promise.all([company.refetch(), members.refetch()])}
          >
            {companyTexts.retry}
          </Button>
        }
      />
    );
  }
  const editable = canManage(company.data);
  return (
    <div className={styles.layout}>
      <div className={styles.column}>
        <CompanyHeader company={company.data} editable={editable} />
        {editable && (
          <ButtonLink variant="secondary" to={paths.companyIntegrations({ company: companyId })}>
            {integrationTexts.title}
          </ButtonLink>
        )}
        <CompanyProfileForm company={company.data} editable={editable} />
      </div>
      <div className={styles.column}>
        {editable && (
          <InviteForm
            companyId={companyId}
            kind={company.data.kind}
            ownerMayInvite={company.data.role === CompanyRole.owner || company.data.role === null}
          />
        )}
        <MembersList
          company={company.data}
          members={members.data.members}
          invites={members.data.invites}
          meId={meId}
          editable={editable}
          onLeft={() => setParams({}, { replace: true })}
        />
      </div>
    </div>
  );
}
