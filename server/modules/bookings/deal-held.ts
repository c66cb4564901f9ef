// A booking a deal was opened from is the deal's: the deal releases or sells it (server/modules/deals), not the
// booking's own actions, so the unit never loses its hold under an open deal.
import { eq } from 'drizzle-orm';
import { dealTexts } from '#shared/texts/deals.ts';
import type { DbOrTx } from '../../db/client.ts';
import { deals } from '../../db/schema/index.ts';
import { conflict } from '../../errors.ts';

export async function refuseUnderDeal(db: DbOrTx, bookingId: number): Promise<void> {
  const [deal] = await db.select({ id: deals.id }).from(deals).where(eq(deals.bookingId, bookingId));
  if (deal) throw conflict(dealTexts.errors.bookingHasDeal);
}
