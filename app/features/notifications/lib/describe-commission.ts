// Commissions' notifications (Commission*, TCommissionNotice as payload) in Russian: the complex and unit, the sum or
// the dispute's comment, and the screen to open: the agent's «Вознаграждения» or the builder's «Вознаграждения
// агентам» (the builder hears of a reconciliation; a dispute reaches whichever side did not open it).
import type { TCommissionNotice } from '#shared/deals.ts';
import { formatPrice } from '#shared/format.ts';
import type { TNotification } from '#shared/schemas/notification.ts';
import { commissionNotificationTexts as n } from '#shared/texts/notifications.ts';
import { fill } from '#shared/texts/ru.ts';
import { paths } from '#app/lib/paths.ts';
import type { NotificationTone, NotificationView } from './describe.ts';

export const isCommissionNotice = (type: string) => type.startsWith('Commission');

const TONES: Record<string, NotificationTone> = {
  CommissionAccrued: 'success',
  CommissionReconcile: 'info',
  CommissionApproved: 'success',
  CommissionPaid: 'success',
  CommissionDisputed: 'danger',
};

function noticeOf(payload: unknown): TCommissionNotice | null {
  const p = payload as Partial<TCommissionNotice> | null;
  return p && typeof p.commissionId === 'number' && typeof p.objectTitle === 'string'
    ? (p as TCommissionNotice)
    : null;
}

/** null for any other notification. `builderSide`: the viewer answers for the builder (not the commission's agent). */
export function describeCommission(
  notification: Pick<TNotification, 'type' | 'data'>,
  builderSide = false,
): NotificationView | null {
  if (!isCommissionNotice(notification.type)) return null;
  const notice = noticeOf(notification.data?.payload);
  const template = (n as Record<string, string>)[notification.type];
  if (!notice || !template) return null;
  const where = notice.unitNumber ? `${notice.objectTitle}, № ${notice.unitNumber}` : notice.objectTitle;
  const builder = notification.type === 'CommissionReconcile' || builderSide;
  return {
    text: fill(template, where, formatPrice(notice.amount), notice.comment ?? ''),
    tone: TONES[notification.type] ?? 'info',
    link: builder
      ? { to: paths.builderCommissions(), label: n.openBuilder }
      : { to: paths.myCommissions(), label: n.openMine },
  };
}
