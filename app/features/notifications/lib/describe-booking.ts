// The deals loop's notifications (Booking*, the booking as payload) in Russian: the unit, the complex, the date or
// the reason, and the screen to open: the agent's «Мои брони», or the builder's «Брони и заявки». Apart from
// describe.ts, which the shell loads, so the bookings' words come with the panel.
import { NotificationType } from '#shared/enums.ts';
import { formatDayTime } from '#shared/format.ts';
import type { TBooking } from '#shared/schemas/bookings.ts';
import type { TNotification } from '#shared/schemas/notification.ts';
import { bookingTexts } from '#shared/texts/bookings.ts';
import { fill } from '#shared/texts/ru.ts';
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

function line(type: string, b: TBooking): { text: string; tone: NotificationTone } {
  const request = b.kind === 'request';
  const unit = b.unit.number ?? '—';
  const at = (template: string, third = '') => fill(template, unit, b.objectTitle, third);
  switch (type) {
    case NotificationType.bookingRequested:
      return { text: at(request ? n.RequestReceived : n.BookingRequested), tone: 'info' };
    case NotificationType.bookingConfirmed:
      return { text: at(n.BookingConfirmed, formatDayTime(b.expiresAt)), tone: 'success' };
    case NotificationType.bookingDeclined: {
      const reason = [...b.events].reverse().find((e) => e.to === 'declined')?.reason ?? '';
      return { text: at(n.BookingDeclined, reason), tone: 'danger' };
    }
    case NotificationType.bookingExpiring:
      return { text: at(n.BookingExpiring), tone: 'warning' };
    case NotificationType.bookingExpired:
      return { text: at(n.BookingExpired), tone: 'warning' };
    case NotificationType.bookingCancelled:
      return { text: at(request ? n.RequestCancelled : n.BookingCancelled), tone: 'warning' };
    default: {
      const state = (request ? bookingTexts.requestState : bookingTexts.state)[b.state] ?? '';
      return {
        text: at(request ? n.RequestClosed : n.BookingClosed, state),
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
  const mine = viewerId != null && booking.agent?.id === viewerId;
  return {
    ...line(notification.type, booking),
    link: mine
      ? { to: paths.myBookings(), label: n.openMine }
      : { to: paths.builderBookings(), label: n.openBuilder },
  };
}
