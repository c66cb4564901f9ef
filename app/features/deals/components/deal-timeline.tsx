// The deal's history, oldest first: who did what and when, from → to, with the stage's number, amount or reason.
import { formatDateTime, formatPrice } from '#shared/format.ts';
import type { TDealStage } from '#shared/deals.ts';
import type { TDealEvent } from '#shared/schemas/deals.ts';
import { dealTexts } from '#shared/texts/deals.ts';
import stateList from '#app/styles/state-list.module.css';
import styles from './deals.module.css';

const stageTitle = (value: string | null) => (value ? (dealTexts.stage[value as TDealStage] ?? value) : '');

function line(event: TDealEvent): string {
  const d = event.data ?? {};
  switch (event.kind) {
    case 'opened':
      return dealTexts.event.opened;
    case 'stage': {
      const head =
        event.from === event.to && event.to === 'registration'
          ? dealTexts.registered
          : `${stageTitle(event.from)} → ${stageTitle(event.to)}`;
      const extra = [d.number, typeof d.amount === 'number' ? formatPrice(d.amount) : null, d.reason]
        .filter((x) => x != null && x !== '')
        .join(', ');
      return extra ? `${head}: ${extra}` : head;
    }
    case 'price':
      return `${dealTexts.event.price}: ${formatPrice(Number(event.from))} → ${formatPrice(Number(event.to))}`;
    case 'buyer':
      return `${dealTexts.event.buyer}: ${event.from ?? '—'} → ${event.to ?? '—'}`;
    case 'document':
      return `${dealTexts.event.document} «${String(d.name ?? '')}» — ${stageTitle(event.to)}`;
    default:
      return dealTexts.event[event.kind];
  }
}

export function DealTimeline({ events }: { events: TDealEvent[] }) {
  return (
    <ol className={styles.list} aria-label={dealTexts.screen.timeline}>
      {events.map((event) => (
        <li key={event.id} className={styles.event}>
          <span>{line(event)}</span>
          {event.data?.comment ? <span>{String(event.data.comment)}</span> : null}
          <span className={stateList.muted}>
            {formatDateTime(event.at)}
            {event.by ? ` · ${event.by.name}` : ''}
          </span>
        </li>
      ))}
    </ol>
  );
}
