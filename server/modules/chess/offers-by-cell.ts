// Resale offers on a chessboard's units as the board shows them, grouped by unit in offer-id order; commission only
// for those who may see it. The loaded board and the viewer's own part over a cached one use the same.
import { and, eq, type SQL } from 'drizzle-orm';
import type { TChessViewOffer } from '#shared/schemas/realty.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cells, offers, users, type OfferRow, type UserRow } from '../../db/schema/index.ts';
import { canWatchCommission } from '../../policies.ts';

export function offersByCell(
  rows: readonly { offer: OfferRow; ownerName: string | null }[],
  viewer: UserRow | null,
): Map<number, TChessViewOffer[]> {
  const showCommission = canWatchCommission(viewer);
  const byCell = new Map<number, TChessViewOffer[]>();
  for (const { offer, ownerName } of [...rows].sort((a, b) => a.offer.id - b.offer.id)) {
    const list = byCell.get(offer.cellId!) ?? [];
    list.push({
      id: offer.id,
      ownerId: offer.userId,
      area: offer.area,
      price: offer.price,
      commission: showCommission ? { type: offer.commissionType, price: offer.commissionPrice } : null,
      status: offer.status,
      ownerName,
    });
    byCell.set(offer.cellId!, list);
  }
  return byCell;
}

/** The offers on a section's units that `which` lets through, each with its owner's name. */
export function sectionOffers(db: DbOrTx, sectionId: number, which: SQL | undefined) {
  return db
    .select({ offer: offers, ownerName: users.name })
    .from(offers)
    .innerJoin(cells, eq(cells.id, offers.cellId))
    .innerJoin(users, eq(users.id, offers.userId))
    .where(and(eq(cells.sectionId, sectionId), which));
}
