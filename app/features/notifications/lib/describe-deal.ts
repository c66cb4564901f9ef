// Deals' notifications (Deal*, TDealNotice as payload) in Russian: the unit, the complex, the buyer or the stage, and
// the deal to open — the agent's read-only page, or the builder's (the stall reminder, a colleague's move).
import type { TDealNotice } from '#shared/deals.ts';
import type { TNotification } from '#shared/schemas/notification.ts';
import { dealTexts } from '#shared/texts/deals.ts';
import { dealNotificationTexts as n } from '#shared/texts/notifications.ts';
import { fill } from '#shared/texts/ru.ts';
import { unitLabel } from '#shared/texts/units.ts';
import { paths } from '#app/lib/paths.ts';
import type { NotificationTone, NotificationView } from './describe.ts';

const TONES: Record<string, NotificationTone> = {
  DealOpened: 'success',
  DealStage: 'info',
  DealDocument: 'info',
  DealStalled: 'warning',
  DealCancelled: 'danger',
};

function noticeOf(payload: unknown): TDealNotice | null {
  const p = payload as Partial<TDealNotice> | null;
  return p && typeof p.dealId === 'number' && typeof p.objectTitle === 'string' ? (p as TDealNotice) : null;
}

/** null for any other notification; `agent`: the reader is an agent (their deals live under the cabinet). */
export function describeDeal(
  notification: Pick<TNotification, 'type' | 'data'>,
  agent: boolean,
): NotificationView | null {
  if (!notification.type.startsWith('Deal')) return null;
  const deal = noticeOf(notification.data?.payload);
  const template = (n as Record<string, string>)[notification.type];
  if (!deal || !template) return null;
  const unit = unitLabel('flat', deal.unitNumber);
  const builder = notification.type === 'DealStalled' || !agent;
  return {
    text: fill(template, unit, deal.objectTitle, deal.buyerName, dealTexts.stage[deal.stage] ?? deal.stage),
    tone: TONES[notification.type] ?? 'info',
    link: { to: builder ? paths.builderDeal(deal.dealId) : paths.myDeal(deal.dealId), label: n.openDeal },
  };
}
