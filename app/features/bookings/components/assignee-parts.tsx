// Who answers a booking on the builder's side: «Назначена вам», the manager's name, or — while nobody has it — how
// long it has waited («Не разобрана 2 ч 15 мин», the owner told once it waited past the company's limit).
import { isOpenBooking } from '#shared/bookings.ts';
import type { TBooking } from '#shared/schemas/bookings.ts';
import { bookingTexts } from '#shared/texts/bookings.ts';
import { fill } from '#shared/texts/ru.ts';
import { ClockIcon, UserIcon } from '#app/components/ui/icons.tsx';
import { formatWaited } from '../lib/time-left.ts';
import { useElapsed } from '../lib/use-elapsed.ts';
import styles from './bookings.module.css';

const t = bookingTexts.list;

function Waiting({ booking }: { booking: TBooking }) {
  const seconds = useElapsed(new Date(booking.createdAt).getTime());
  return (
    <span className={styles.waiting} data-testid="booking-unassigned">
      <ClockIcon size={14} />
      {fill(t.unassignedFor, formatWaited(seconds))}
      {booking.escalatedAt && ` · ${t.escalated}`}
    </span>
  );
}

export function AssigneeTag({ booking, viewerId }: { booking: TBooking; viewerId: number | null }) {
  if (booking.assignee) {
    const mine = booking.assignee.id === viewerId;
    return (
      <span className={styles.assignee} data-mine={mine || undefined} data-testid="booking-assignee">
        <UserIcon size={14} />
        {mine ? t.assignedToYou : `${t.assignee}: ${booking.assignee.name}`}
      </span>
    );
  }
  return booking.state === 'requested' && isOpenBooking(booking.state) ? <Waiting booking={booking} /> : null;
}
