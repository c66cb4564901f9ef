// The deals loop's notifications (Booking*, the booking as payload) in Russian: the unit, the complex, the date or
// the reason, and the screen to open: the agent's «Мои брони», the buyer's «Мои заявки», or the builder's «Брони и
// заявки». A request has its own words in every state; the unit's kind gives its noun. Apart from
// describe.ts, which the shell loads, so the bookings' words come with the panel.
import { NotificationType } from '#shared/enums.ts';
import { formatDayTime } from '#shared/format.ts';
import type { TBooking } from '#shared/schemas/bookings.ts';
import type { TNotification } from '#shared/schemas/notification.ts';
import { bookingTexts } from '#shared/texts/bookings.ts';
import { fill } from '#shared/texts/ru.ts';
import { unitLabel, type TUnitForm } from '#shared/texts/units.ts';
import { paths } from '#app/lib/paths.ts';
import type { NotificationTone, NotificationView } from './describe.ts';

const n = bookingTexts.notifications;

export const isBookingNotice = (type: string) => type.startsWith('Booking');

function bookingOf(payload: unknown): TBooking | null {
  const b = payload as Partial<TBooking> | null;
  return b && typeof b.id === 'number' && b.unit && typeof b.objectTitle === 'string'
    ? (b as TBooking)
    : null;
}

/** The builder's last step was the one extension (confirmed → confirmed), not the first confirmation. */
const wasExtended = (b: TBooking) => {
  const last = b.events.at(-1);
  return b.extended && last?.from === 'confirmed' && last.to === 'confirmed';
};

function line(type: string, b: TBooking): { text: string; tone: NotificationTone } {
  const request = b.kind === 'request';
  const at = (template: string, third = '', form: TUnitForm = 'inline') =>
    fill(template, unitLabel(b.unit.kind, b.unit.number, form), b.objectTitle, third);
  const reason = () => [...b.events].reverse().find((e) => e.to === 'declined')?.reason ?? '';
  switch (type) {
    case NotificationType.bookingRequested:
      return { text: at(request ? n.RequestReceived : n.BookingRequested), tone: 'info' };
    case NotificationType.bookingAssigned:
      return { text: at(request ? n.RequestAssigned : n.BookingAssigned), tone: 'info' };
    case NotificationType.bookingEscalated:
      return { text: at(request ? n.RequestEscalated : n.BookingEscalated), tone: 'warning' };
    case NotificationType.bookingConfirmed:
      if (request) return { text: at(n.RequestTaken), tone: 'success' };
      return {
        text: at(wasExtended(b) ? n.BookingExtended : n.BookingConfirmed, formatDayTime(b.expiresAt)),
        tone: 'success',
      };
    case NotificationType.bookingDeclined:
      return { text: at(request ? n.RequestDeclined : n.BookingDeclined, reason()), tone: 'danger' };
    case NotificationType.bookingExpiring:
      return { text: at(n.BookingExpiring, '', 'genitive'), tone: 'warning' };
    case NotificationType.bookingExpired:
      return { text: at(n.BookingExpired, '', 'genitive'), tone: 'warning' };
    case NotificationType.bookingCancelled:
      return { text: at(request ? n.RequestCancelled : n.BookingCancelled), tone: 'warning' };
    default: {
      const state = (request ? bookingTexts.requestState : bookingTexts.state)[b.state] ?? '';
      return {
        text: request ? at(n.RequestClosed, state, 'accusative') : at(n.BookingClosed, state, 'genitive'),
        tone: b.state === 'sold' ? 'success' : 'info',
      };
    }
  }
}

/** null for any other notification. */
export function describeBooking(
  notification: Pick<TNotification, 'type' | 'data'>,
  viewerId: number | null,
): NotificationView | null {
  if (!isBookingNotice(notification.type)) return null;
  const booking = bookingOf(notification.data?.payload);
  if (!booking) return null;
  // The builder's side hears of assignments and escalations even of their own request.
  const builderSide =
    notification.type === NotificationType.bookingAssigned ||
    notification.type === NotificationType.bookingEscalated;
  const mine = !builderSide && viewerId != null && booking.agent?.id === viewerId;
  return {
    ...line(notification.type, booking),
    link: mine
      ? { to: paths.myBookings(), label: booking.kind === 'request' ? n.openMineRequests : n.openMine }
      : { to: paths.builderBookings(), label: n.openBuilder },
  };
}
