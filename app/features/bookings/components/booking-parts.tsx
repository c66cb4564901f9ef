// The pieces both lists draw: the state's badge, the hold's live countdown and the history, folded by default.
import { useState } from 'react';
import type { TBookingKind, TBookingState } from '#shared/bookings.ts';
import { formatDateTime } from '#shared/format.ts';
import type { TBooking } from '#shared/schemas/bookings.ts';
import { bookingTexts } from '#shared/texts/bookings.ts';
import { ClockIcon } from '#app/components/ui/icons.tsx';
import { useCountdown } from '#app/lib/use-countdown.ts';
import { stateTitle, stateTone } from '../lib/booking-view.ts';
import { formatTimeLeft } from '../lib/time-left.ts';
import styles from './bookings.module.css';

const t = bookingTexts.list;
const MINUTE = 60_000;

export function StateBadge({ kind, state }: { kind: TBookingKind; state: TBookingState }) {
  return (
    <span className={styles.badge} data-tone={stateTone(state)} data-testid="booking-state">
      {stateTitle(kind, state)}
    </span>
  );
}

/** «осталось 2 д 5 ч», moved on each minute. */
export function TimeLeft({ expiresAt }: { expiresAt: string }) {
  const seconds = useCountdown(new Date(expiresAt).getTime(), MINUTE);
  return (
    <span className={styles.timeLeft} data-lapsed={seconds === 0 || undefined} data-testid="time-left">
      <ClockIcon size={14} />
      {formatTimeLeft(seconds)}
    </span>
  );
}

export function BookingHistory({ booking }: { booking: Pick<TBooking, 'kind' | 'events'> }) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.history}>
      <button
        type="button"
        className={styles.historyToggle}
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? t.hideHistory : `${t.history} (${booking.events.length})`}
      </button>
      {open && (
        <ol className={styles.timeline}>
          {booking.events.map((event, i) => (
            <li key={i} className={styles.event}>
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              <span>
                {event.from ? `${stateTitle(booking.kind, event.from)} → ` : ''}
                <strong>{stateTitle(booking.kind, event.to)}</strong>
              </span>
              <span className={styles.eventBy}>{event.by?.name || bookingTexts.system}</span>
              {event.reason && <span className={styles.eventReason}>{event.reason}</span>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
