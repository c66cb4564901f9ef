// A signed booking agreement moves the booking's deal from `booking` to `agreement` (issue 25), in the signing's
// transaction, with the event both sides' timelines show. A deal already further on, or none yet, is left alone.
import { and, eq, sql } from 'drizzle-orm';
import { DealEventKind, DealStage } from '#shared/deals.ts';
import type { DbOrTx } from '../../db/client.ts';
import { dealEvents, deals, type DealRow } from '../../db/schema/index.ts';
import { moscowDay } from '../../core/moscow-day.ts';
import { emitDealStage } from '../webhooks/domain-events.ts';

/** The deal when it moved, else null. */
export async function moveDealOnSigning(
  tx: DbOrTx,
  bookingId: number,
  byUserId: number | null,
  now: Date,
): Promise<DealRow | null> {
  const [deal] = await tx
    .update(deals)
    .set({
      stage: DealStage.agreement,
      agreementDate: moscowDay(now),
      stageAt: now,
      stallWarnedAt: null,
      version: sql`${deals.version} + 1`,
      updatedAt: now,
    })
    .where(and(eq(deals.bookingId, bookingId), eq(deals.stage, DealStage.booking)))
    .returning();
  if (!deal) return null;
  await emitDealStage(tx, deal, DealStage.booking, now);
  await tx.insert(dealEvents).values({
    dealId: deal.id,
    at: now,
    byUserId,
    kind: DealEventKind.stage,
    fromValue: DealStage.booking,
    toValue: DealStage.agreement,
    data: { signedBy: 'sms' },
  });
  return deal;
}

/** The booking's deal, if one was opened (for the notice's link). */
export async function dealOfBooking(db: DbOrTx, bookingId: number): Promise<number | null> {
  const [deal] = await db.select({ id: deals.id }).from(deals).where(eq(deals.bookingId, bookingId));
  return deal?.id ?? null;
}
