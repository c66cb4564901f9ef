// «Срок сдачи переносился 2 раза: IV кв. 2025 → II кв. 2026 → IV кв. 2026» on the complex page, per building where
// the buildings' dates moved, with each change's date. Asked for only when the complex has moved (its card says so).
import { countOf, formatDateLong, formatQuarter } from '#shared/format.ts';
import { deadlineHistoryTexts as t } from '#shared/texts/deadline-history.ts';
import { fill } from '#shared/texts/ru.ts';
import { useDeadlineHistory } from '#app/resources/deadline-history.ts';
import page from '#app/styles/object-page.module.css';
import { whenQueries } from '../price-history/when-queries.tsx';
import { deadlineChains } from './deadline-chains.ts';
import styles from './deadline-history.module.css';

interface Props {
  objectId: number;
  shifts: number;
  /** A sent link's key: the client's view of a collection. */
  snapshot?: string;
}

function DeadlineHistoryLoaded({ objectId, shifts, snapshot }: Props) {
  const query = useDeadlineHistory(objectId, shifts > 0, snapshot);
  const data = query.data;
  if (!data || data.moves.length === 0) return null;
  const chains = deadlineChains(data.moves);
  return (
    <section id="realty-deadline" className={styles.history} aria-labelledby="realty-deadline-title">
      <h2 id="realty-deadline-title" className={page.sectionTitle}>
        {t.title}
      </h2>
      <ul className={styles.chains}>
        {chains.map((chain) => (
          <li key={chain.pavilionId ?? 'complex'} className={styles.chain}>
            {chain.building && <span className={styles.building}>{chain.building}</span>}
            {chain.shifts > 0
              ? fill(t.shifted, countOf(chain.shifts, t.times), chain.quarters.join(' → '))
              : chain.quarters.join(' → ')}
          </li>
        ))}
      </ul>
      <ol className={styles.timeline}>
        {data.moves.map((move, i) => (
          <li key={i} className={styles.move} data-later={move.later}>
            <time dateTime={move.at} className={styles.when}>
              {formatDateLong(move.at)}
            </time>
            <span>
              {move.building ? `${move.building}: ` : ''}
              {fill(t.move, formatQuarter(move.from), formatQuarter(move.to))}
              {!move.later && formatQuarter(move.from) !== formatQuarter(move.to) ? ` (${t.earlier})` : ''}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export const DeadlineHistory = whenQueries(DeadlineHistoryLoaded);
