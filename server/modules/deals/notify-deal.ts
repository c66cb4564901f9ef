// The deal's notices: the agent hears of the builder's moves (opened, a stage, a document, a cancellation), the
// builder's manager of the stall reminder. Every party not told gets a bare DealsChanged push, so an open deal page,
// board or «Мои сделки» follows without a reload; all pushes run after the transaction commits.
import { and, eq, inArray } from 'drizzle-orm';
import type { TDealNotice } from '#shared/deals.ts';
import { PrivateEvent } from '#shared/realtime.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companyMembers, objects, users, type DealRow } from '../../db/schema/index.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { builderSide } from '../bookings/notify-booking.ts';
import { notify } from '../notifications/notify.ts';

export type DealNoticeType = 'DealOpened' | 'DealStage' | 'DealDocument' | 'DealStalled' | 'DealCancelled';

export async function dealNotice(db: DbOrTx, deal: DealRow, byUserId: number | null): Promise<TDealNotice> {
  const [object] = await db
    .select({ title: objects.title })
    .from(objects)
    .where(eq(objects.id, deal.objectId));
  const [by] =
    byUserId != null
      ? await db.select({ name: users.name, phone: users.phone }).from(users).where(eq(users.id, byUserId))
      : [];
  return {
    dealId: deal.id,
    objectTitle: object?.title ?? '',
    unitNumber: deal.unitNumber,
    stage: deal.stage,
    buyerName: deal.buyerName,
    by: by ? (by.name ?? by.phone ?? null) : null,
  };
}

/** Everyone who reads the deal: its agent, their agency's heads, the builder's manager or answering members. */
export async function dealParties(db: DbOrTx, deal: DealRow): Promise<number[]> {
  const people = new Set<number>();
  if (deal.agentId != null) people.add(deal.agentId);
  if (deal.agencyId != null) {
    const heads = await db
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .where(
        and(eq(companyMembers.companyId, deal.agencyId), inArray(companyMembers.role, ['owner', 'manager'])),
      );
    for (const h of heads) people.add(h.userId);
  }
  for (const id of await builderSide(db, { objectId: deal.objectId, assigneeId: null })) people.add(id);
  if (deal.assigneeId != null) people.add(deal.assigneeId);
  return [...people];
}

export async function notifyDeal(
  db: DbOrTx,
  realtime: Realtime,
  deal: DealRow,
  notices: { userId: number | null | undefined; type: DealNoticeType }[],
  byUserId: number | null,
  now: Date,
): Promise<(() => void)[]> {
  const pushes: (() => void)[] = [];
  const told = new Set<number>();
  const payload = notices.length > 0 ? await dealNotice(db, deal, byUserId) : null;
  for (const { userId, type } of notices) {
    // Nobody is told of their own move.
    if (!userId || userId === byUserId || told.has(userId)) continue;
    told.add(userId);
    pushes.push(await notify(db, realtime, userId, type, payload!, now));
  }
  const watchers = (await dealParties(db, deal)).filter((id) => !told.has(id));
  pushes.push(() => {
    for (const userId of watchers) realtime.toUser(userId, PrivateEvent.DealsChanged, { id: deal.id });
  });
  return pushes;
}
