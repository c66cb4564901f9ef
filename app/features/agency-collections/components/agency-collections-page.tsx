// «Подборки агентства»: for the agency's head (owner or manager), the links every agent sent, newest first, with
// what each brought back, filtered by agent. The agent filter's choices come with the list itself.
import { useState } from 'react';
import { companyPublicTexts } from '#shared/texts/company-public.ts';
import { fill } from '#shared/texts/ru.ts';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { AlertIcon, FolderIcon } from '#app/components/ui/icons.tsx';
import { PageTitle } from '#app/components/ui/screen-container.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { useLoadMore } from '#app/hooks/use-load-more.ts';
import { errorText, isAbort } from '#app/lib/api-error.ts';
import { fileUrl } from '#app/lib/api-origin.ts';
import { useAgencyLinks, useUserAgency } from '#app/resources/user-agency.ts';
import { AgencyLinkCard } from './agency-link-card.tsx';
import styles from './agency-collections.module.css';

const t = companyPublicTexts.agencyCollections;

export function AgencyCollectionsPage() {
  const mine = useUserAgency();
  const agency = mine.data?.agency ?? null;
  if (mine.isPending) {
    return (
      <div className={styles.loading}>
        <Spinner size={28} />
      </div>
    );
  }
  if (!agency || !agency.heads) {
    return (
      <>
        <PageTitle title={t.title} />
        <EmptyState icon={<FolderIcon size={36} />} title={agency ? t.notHead : t.noAgency} tone="neutral" />
      </>
    );
  }
  return <AgencyLinks agencyId={agency.id} name={agency.name} logoUrl={agency.logoUrl} />;
}

function AgencyLinks({
  agencyId,
  name,
  logoUrl,
}: {
  agencyId: number;
  name: string;
  logoUrl: string | null;
}) {
  const [memberId, setMemberId] = useState<number | null>(null);
  const query = useAgencyLinks(agencyId, memberId);
  const links = query.data?.pages.flatMap((page) => page.data) ?? [];
  const members = query.data?.pages[0]?.members ?? [];
  const failed = query.isError && !isAbort(query.error);
  const loading = query.isPending || query.isFetchingNextPage;
  const sentinel = useLoadMore<HTMLDivElement>(
    () => void query.fetchNextPage(),
    !failed && !loading && query.hasNextPage,
    query.data?.pages.length ?? 0,
  );
  const options = members.map((m) => ({ value: m.id, title: m.current ? m.name : fill(t.former, m.name) }));
  return (
    <>
      <PageTitle
        title={t.title}
        subtitle={
          <span className={styles.lead}>
            {logoUrl && <img className={styles.logo} src={fileUrl(logoUrl)} alt="" />}
            <span className={styles.agencyName}>{name}</span>
          </span>
        }
      />
      <div className={styles.filters}>
        <Select
          label={t.filter}
          value={memberId}
          onChange={setMemberId}
          options={options}
          placeholder={t.allMembers}
          className={styles.memberSelect}
        />
      </div>
      {links.length > 0 && (
        <ul className={styles.list} aria-label={t.title}>
          {links.map((link) => (
            <li key={link.id}>
              <AgencyLinkCard link={link} showAgent={memberId == null} />
            </li>
          ))}
        </ul>
      )}
      {!loading && !failed && links.length === 0 && (
        <EmptyState
          icon={<FolderIcon size={36} />}
          title={memberId == null ? t.empty : t.emptyMember}
          tone="neutral"
        />
      )}
      {loading && (
        <div className={styles.loading}>
          <Spinner size={28} />
        </div>
      )}
      {failed && (
        <EmptyState
          tone="danger"
          icon={<AlertIcon size={36} />}
          title={t.loadError}
          text={errorText(query.error)}
          action={
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t.retry}
            </Button>
          }
        />
      )}
      <div ref={sentinel} aria-hidden="true" />
    </>
  );
}
