// «Подборки агентства»: for the agency's head (owner or manager), the links every agent sent, newest first, with
// what each brought back, filtered by agent. The agent filter's choices come with the list itself.
import { useState } from 'react';
import { companyPublicTexts } from '#shared/texts/company-public.ts';
import { fill } from '#shared/texts/ru.ts';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { FolderIcon } from '#app/components/ui/icons.tsx';
import { PagedList } from '#app/components/ui/paged-list.tsx';
import { PageTitle } from '#app/components/ui/screen-container.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { fileUrl } from '#app/lib/api-origin.ts';
import { useAgencyLinks, useUserAgency } from '#app/resources/user-agency.ts';
import { AgencyLinkCard } from './agency-link-card.tsx';
import stateList from '#app/styles/state-list.module.css';
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
  const members = query.data?.pages[0]?.members ?? [];
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
      <div className={stateList.filters}>
        <Select
          label={t.filter}
          value={memberId}
          onChange={setMemberId}
          options={options}
          placeholder={t.allMembers}
          className={styles.memberSelect}
        />
      </div>
      <PagedList
        query={query}
        label={t.title}
        render={(link) => <AgencyLinkCard link={link} showAgent={memberId == null} />}
        itemKey={(link) => link.id}
        empty={{ icon: <FolderIcon size={36} />, title: memberId == null ? t.empty : t.emptyMember }}
        failure={{ title: t.loadError, retry: t.retry }}
        className={styles.list}
      />
    </>
  );
}
