// The viewer's own resale offers in a complex, for the object page (laid over its shared part).
import { and, desc, eq, ne } from 'drizzle-orm';
import { OfferStatus } from '#shared/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';

export function ownOffersIn(db: DbOrTx, objectId: number, userId: number) {
  return db
    .select({
      id: offers.id,
      status: offers.status,
      price: offers.price,
      area: offers.area,
      cellId: offers.cellId,
    })
    .from(offers)
    .where(
      and(
        eq(offers.objectId, objectId),
        eq(offers.userId, userId),
        // Archived offers are the owner's history, not something to act on from the object page.
        ne(offers.status, OfferStatus.archive),
      ),
    )
    .orderBy(desc(offers.updatedAt), desc(offers.id));
}
