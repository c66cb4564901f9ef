// «Вознаграждения»: the agent's commissions, newest first, by state, with the totals of their part («К выплате»,
// «Выплачено»); each with its terms, split, dates, thread, the act and «Запросить сверку» while it is due. An agency
// head sees the agency's, with the agency's and the agents' parts and a member filter. The builder's moves show live.
import { useState } from 'react';
import type { TCommissionState } from '#shared/deals.ts';
import { commissionTexts } from '#shared/texts/commissions.ts';
import { PageTitle } from '#app/components/ui/screen-container.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { paths } from '#app/lib/paths.ts';
import { useLiveCommissions, useMyCommissions } from '#app/resources/commissions.ts';
import { CommissionCard } from './commission-card.tsx';
import { CommissionList, StateChips } from './commission-list.tsx';
import { CommissionTotals } from './commission-totals.tsx';
import { ReconcileButton } from './reconcile-sheet.tsx';
import stateList from '#app/styles/state-list.module.css';
import styles from './commissions.module.css';

const t = commissionTexts.screen;

export function MyCommissionsPage() {
  const [state, setState] = useState<TCommissionState | null>(null);
  const [member, setMember] = useState<number | null>(null);
  useLiveCommissions();
  const query = useMyCommissions({ state: state ?? undefined, member: member ?? undefined });
  const first = query.data?.pages[0];
  const members = first?.members ?? [];
  const head = first?.agency != null;
  return (
    <>
      <PageTitle title={commissionTexts.title} />
      {first && <CommissionTotals totals={first.totals} view={head && member == null ? 'agency' : 'agent'} />}
      <div className={stateList.filters}>
        {head && (
          <Select
            label={t.member}
            value={member}
            onChange={setMember}
            options={members.map((m) => ({ value: m.id, title: m.name }))}
            placeholder={t.allMembers}
            className={styles.select}
          />
        )}
        <StateChips value={state} onChange={setState} />
      </div>
      <CommissionList
        query={query}
        label={commissionTexts.title}
        empty={state || member ? { title: t.empty } : { title: t.empty, text: t.emptyHint }}
        render={(c) => (
          <CommissionCard
            commission={c}
            side="agent"
            showAgent={head}
            dealHref={paths.myDeal(c.deal.id)}
            actions={<ReconcileButton commission={c} />}
          />
        )}
      />
    </>
  );
}
