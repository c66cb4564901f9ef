// Reading price_history in the market-data tests: a unit's or an offer's records, oldest first.
import { asc, eq } from 'drizzle-orm';
import { priceHistory } from '../../db/schema/index.ts';
import type { TestContext } from '../app.ts';

export async function historyOf(t: TestContext, item: { cellId: number } | { offerId: number }) {
  const where =
    'cellId' in item ? eq(priceHistory.cellId, item.cellId) : eq(priceHistory.offerId, item.offerId);
  return t.db.select().from(priceHistory).where(where).orderBy(asc(priceHistory.id));
}

/** The records' moving parts, for compact expectations. */
export const movesOf = (rows: Awaited<ReturnType<typeof historyOf>>) =>
  rows.map((r) => ({
    cause: r.cause,
    prevPrice: r.prevPrice,
    price: r.price,
    prevStatus: r.prevStatus,
    status: r.status,
  }));
