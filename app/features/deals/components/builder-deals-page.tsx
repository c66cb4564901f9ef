// «Сделки»: the builder company's deals as a board (a column per stage with its count and sum of prices, summed by
// the server) or a list, filtered by complex, manager, agency and the period it was opened. On a phone the board
// shows one column at a time. Moves on either side arrive live (DealsChanged refreshes every deals query).
import { useState } from 'react';
import { DEAL_STAGES, type TDealStage } from '#shared/deals.ts';
import { formatPriceShort } from '#shared/format.ts';
import { dealTexts } from '#shared/texts/deals.ts';
import { fill } from '#shared/texts/ru.ts';
import { ComplexFilter } from '#app/components/complex-filter/complex-filter.tsx';
import { DateInput } from '#app/components/ui/date-input.tsx';
import { PageTitle } from '#app/components/ui/screen-container.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { StateChips } from '#app/components/ui/state-chips.tsx';
import { paths } from '#app/lib/paths.ts';
import { useBackofficeDeals, type BackofficeDealsFilter } from '#app/resources/deals.ts';
import { isoDay } from '../lib/deal-view.ts';
import { DealList } from './deal-list.tsx';
import { StageChips } from './stage-chips.tsx';
import stateList from '#app/styles/state-list.module.css';
import styles from './deals.module.css';

const t = dealTexts.screen;
const VIEWS = [
  { value: 'board' as const, title: t.board },
  { value: 'list' as const, title: t.list },
];
type View = 'board' | 'list';

export function BuilderDealsPage() {
  const [view, setView] = useState<View>('board');
  const [objectId, setObjectId] = useState<number | null>(null);
  const [assignee, setAssignee] = useState<number | null>(null);
  const [agencyId, setAgencyId] = useState<number | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [stage, setStage] = useState<TDealStage | null>(null);
  const [chosen, setChosen] = useState<TDealStage | null>(null);
  const filter: BackofficeDealsFilter = {
    objectId: objectId ?? undefined,
    assignee: assignee ?? undefined,
    agencyId: agencyId ?? undefined,
    from: isoDay(from) || undefined,
    to: isoDay(to) || undefined,
  };
  const all = useBackofficeDeals({ ...filter, stage: view === 'list' ? (stage ?? undefined) : undefined });
  const first = all.data?.pages[0];
  // On a phone the board opens on the first stage that has deals.
  const column = chosen ?? first?.totals.find((x) => x.count > 0)?.stage ?? 'booking';
  return (
    <>
      <PageTitle title={dealTexts.title} />
      <div className={stateList.filters}>
        <ComplexFilter
          label={t.complex}
          placeholder={t.allComplexes}
          value={objectId}
          onChange={setObjectId}
          className={styles.select}
        />
        <Select
          label={t.manager}
          value={assignee}
          onChange={setAssignee}
          options={(first?.members ?? []).map((m) => ({ value: m.id, title: m.name }))}
          placeholder={t.allManagers}
          className={styles.select}
        />
        <Select
          label={t.agency}
          value={agencyId}
          onChange={setAgencyId}
          options={(first?.agencies ?? []).map((a) => ({ value: a.id, title: a.name }))}
          placeholder={t.allAgencies}
          className={styles.select}
        />
        <DateInput label={t.from} value={from} onChange={setFrom} className={styles.date} />
        <DateInput label={t.to} value={to} onChange={setTo} className={styles.date} />
      </div>
      <StateChips
        value={view}
        onChange={(v) => setView(v ?? 'board')}
        options={VIEWS}
        label={dealTexts.title}
        all={false}
        className={styles.views}
      />
      {view === 'list' ? (
        <>
          <div className={stateList.filters}>
            <StageChips value={stage} onChange={setStage} totals={first?.totals} />
          </div>
          <DealList
            query={all}
            label={dealTexts.title}
            link={paths.builderDeal}
            empty={{ title: t.empty, text: t.emptyHint }}
          />
        </>
      ) : (
        <>
          <StageChips
            value={column}
            onChange={(value) => setChosen(value ?? 'booking')}
            totals={first?.totals}
            all={false}
            className={styles.boardChips}
          />
          <div className={styles.board} data-testid="deal-board">
            {DEAL_STAGES.map((s) => {
              const total = first?.totals.find((x) => x.stage === s);
              return (
                <BoardColumn
                  key={s}
                  stage={s}
                  filter={filter}
                  active={column === s}
                  summary={fill(t.columnTotal, total?.count ?? 0, formatPriceShort(total?.sum ?? 0))}
                />
              );
            })}
          </div>
        </>
      )}
    </>
  );
}

function BoardColumn({
  stage,
  filter,
  active,
  summary,
}: {
  stage: TDealStage;
  filter: BackofficeDealsFilter;
  active: boolean;
  summary: string;
}) {
  const query = useBackofficeDeals({ ...filter, stage });
  const none = query.data?.pages[0]?.data.length === 0;
  return (
    <section
      className={styles.column}
      data-active={active}
      aria-label={dealTexts.stage[stage]}
      data-stage={stage}
    >
      <div className={styles.columnHead}>
        <span className={styles.columnTitle}>{dealTexts.stage[stage]}</span>
        <span className={stateList.muted}>{summary}</span>
      </div>
      {none ? (
        <p className={stateList.muted}>{t.emptyColumn}</p>
      ) : (
        <DealList
          query={query}
          label={dealTexts.stage[stage]}
          link={paths.builderDeal}
          empty={{ title: t.empty }}
          compact
        />
      )}
    </section>
  );
}
