// The booking agreement's notice (AgreementSigned, payload TAgreementNotice) in Russian: the buyer, the unit and the
// complex; it opens the agent's «Брони» or the builder's «Брони и заявки» by the side it was sent to.
import type { TAgreementNotice } from '#shared/deals.ts';
import type { TNotification } from '#shared/schemas/notification.ts';
import { agreementNotificationTexts as n } from '#shared/texts/notifications.ts';
import { fill } from '#shared/texts/ru.ts';
import { paths } from '#app/lib/paths.ts';
import type { NotificationView } from './describe.ts';

function noticeOf(payload: unknown): TAgreementNotice | null {
  const p = payload as Partial<TAgreementNotice> | null;
  return p && typeof p.bookingId === 'number' && typeof p.buyerName === 'string'
    ? (p as TAgreementNotice)
    : null;
}

/** null for any other notification. */
export function describeAgreement(
  notification: Pick<TNotification, 'type' | 'data'>,
): NotificationView | null {
  if (notification.type !== 'AgreementSigned') return null;
  const notice = noticeOf(notification.data?.payload);
  if (!notice) return null;
  const builder = notice.side === 'builder';
  return {
    text: fill(n.AgreementSigned, notice.buyerName, notice.objectTitle, notice.unitNumber ?? '—'),
    tone: 'success',
    link: builder
      ? { to: paths.builderBookings(), label: n.openBuilder }
      : { to: paths.myBookings(), label: n.openMine },
  };
}
