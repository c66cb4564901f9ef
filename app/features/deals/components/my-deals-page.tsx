// «Мои сделки»: the agent's deals, newest first, by stage; an agency's head sees the agency's, one agent's with the
// member filter. Read-only: the builder moves them, and each move arrives live.
import { useState } from 'react';
import type { TDealStage } from '#shared/deals.ts';
import { dealTexts } from '#shared/texts/deals.ts';
import { PageTitle } from '#app/components/ui/screen-container.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { paths } from '#app/lib/paths.ts';
import { useMyDeals } from '#app/resources/deals.ts';
import { DealList } from './deal-list.tsx';
import { StageChips } from './stage-chips.tsx';
import stateList from '#app/styles/state-list.module.css';
import styles from './deals.module.css';

const t = dealTexts.screen;

export function MyDealsPage() {
  const [stage, setStage] = useState<TDealStage | null>(null);
  const [member, setMember] = useState<number | null>(null);
  const query = useMyDeals({ stage: stage ?? undefined, member: member ?? undefined });
  const first = query.data?.pages[0];
  const members = first?.members ?? [];
  return (
    <>
      <PageTitle title={dealTexts.myTitle} />
      <div className={stateList.filters}>
        {(members.length > 0 || member !== null) && (
          <Select
            label={t.agent}
            value={member}
            onChange={setMember}
            options={members.map((m) => ({ value: m.id, title: m.name }))}
            placeholder={t.allMembers}
            className={styles.select}
          />
        )}
        <StageChips value={stage} onChange={setStage} totals={first?.totals} />
      </div>
      <DealList query={query} label={dealTexts.myTitle} link={paths.myDeal} empty={{ title: t.myEmpty }} />
    </>
  );
}
