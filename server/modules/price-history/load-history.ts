// GET /api/cells/{id}/history and /api/offers/{id}/history: whoever may see the unit (its complex, building and
// section open to them, or theirs to manage) or the offer (server/policies/visibility.ts) reads its records, oldest first.
import type { FastifyRequest } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { Kind } from '#shared/enums.ts';
import type { TPricePoint } from '#shared/schemas/price-history.ts';
import { priceHistoryTexts } from '#shared/texts/price-history.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cells, pavilions, priceHistory, sections } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import {
  findVisibleObject,
  findVisibleOffer,
  managesObject,
  resolveAccess,
} from '../../policies/visibility.ts';

const pointFields = {
  at: priceHistory.at,
  price: priceHistory.price,
  squarePrice: priceHistory.squarePrice,
  status: priceHistory.status,
};

async function pointsOf(db: DbOrTx, where: ReturnType<typeof eq>): Promise<TPricePoint[]> {
  const rows = await db
    .select(pointFields)
    .from(priceHistory)
    .where(where)
    .orderBy(asc(priceHistory.at), asc(priceHistory.id));
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

const unitNotFound = () => new AppError('NotFound', priceHistoryTexts.errors.unitNotFound);

export async function loadCellHistory(
  db: DbOrTx,
  request: FastifyRequest,
  cellId: number,
  snapshot: string | undefined,
): Promise<TPricePoint[]> {
  const [cell] = await db
    .select({
      objectId: cells.objectId,
      disabled: cells.disabled,
      published: pavilions.published,
      sectionPublished: sections.published,
    })
    .from(cells)
    .innerJoin(sections, eq(sections.id, cells.sectionId))
    .innerJoin(pavilions, eq(pavilions.id, cells.pavilionId))
    .where(eq(cells.id, cellId));
  // Unknown ids go through the same access check, so a stranger cannot tell them from hidden ones.
  const access = await resolveAccess(db, request, snapshot, { kind: Kind.realty, id: cell?.objectId ?? 0 });
  if (!cell) throw unitNotFound();
  const object = await findVisibleObject(db, cell.objectId, access);
  const open = cell.published && cell.sectionPublished && !cell.disabled;
  if (!open && !managesObject(access, object)) throw unitNotFound();
  return pointsOf(db, eq(priceHistory.cellId, cellId));
}

export async function loadOfferHistory(
  db: DbOrTx,
  request: FastifyRequest,
  offerId: number,
  snapshot: string | undefined,
): Promise<TPricePoint[]> {
  const access = await resolveAccess(db, request, snapshot, { kind: Kind.offer, id: offerId });
  const offer = await findVisibleOffer(db, offerId, access);
  return pointsOf(db, eq(priceHistory.offerId, offer.id));
}
