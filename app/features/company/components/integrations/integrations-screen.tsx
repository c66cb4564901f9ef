// «Интеграции» of the company chosen on «Компания» (?company=), for its owner and members with `settings`: webhooks
// with their delivery log beside API keys; docs/webhooks.md explains the signature.
import { useSearchParams } from 'react-router';
import { integrationTexts as t } from '#shared/texts/integrations.ts';
import { companyTexts } from '#shared/texts/companies.ts';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { useCompany, useMyCompanies } from '#app/resources/companies.ts';
import { canManage } from '../../lib/options.ts';
import { ApiKeysCard } from './api-keys-card.tsx';
import { CrmCard } from './crm-card.tsx';
import { WebhooksCard } from './webhooks-card.tsx';
import text from '#app/styles/text.module.css';
import styles from './integrations.module.css';

export function IntegrationsScreen() {
  const [params] = useSearchParams();
  const mine = useMyCompanies();
  const asked = Number(params.get('company'));
  const id = mine.data
    ? ((mine.data.find((c) => c.company.id === asked) ?? mine.data[0])?.company.id ?? null)
    : null;
  const company = useCompany(id);

  if (mine.isPending || (id !== null && company.isPending)) return <PageSpinner />;
  if (mine.isError || company.isError) return <EmptyState tone="danger" title={companyTexts.loadFailed} />;
  if (id === null || !company.data) return <EmptyState title={companyTexts.noCompany} />;
  if (!canManage(company.data)) return <EmptyState title={t.noAccess} />;
  return (
    <div className={styles.layout}>
      <div className={styles.list}>
        <p className={text.note}>{t.intro}</p>
        <WebhooksCard companyId={id} />
        {company.data.kind === 'builder' && <CrmCard companyId={id} />}
      </div>
      <ApiKeysCard companyId={id} />
    </div>
  );
}
