// Unit cards (a flat of a chessboard in a collection or a sent link): its complex, building, section, floor, number,
// layout, area, price, status, and its plan, or its floor's when it has none (typical floors share one).
import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { TUnitCard } from '#shared/schemas/collections-live.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cells, images, objects, pavilions, rows, sections } from '../../db/schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { presentImage } from '../../storage/images.ts';

/** SQL: the unit is open to everyone (published complex, building and section; not a disabled grid place). */
export const isPublicUnit = (): SQL =>
  sql`(not ${cells.disabled} and ${objects.published} and ${pavilions.published} and ${sections.published})`;

/** Cards in the order of `ids`; units that no longer exist are skipped. Visibility is the caller's business. */
export async function loadUnitCards(db: DbOrTx, storage: Storage, ids: number[]): Promise<TUnitCard[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({
      cell: cells,
      plan: images,
      objectTitle: objects.title,
      pavilionName: pavilions.name,
      sectionName: sections.name,
      published: isPublicUnit(),
    })
    .from(cells)
    .innerJoin(objects, eq(objects.id, cells.objectId))
    .innerJoin(pavilions, eq(pavilions.id, cells.pavilionId))
    .innerJoin(sections, eq(sections.id, cells.sectionId))
    .leftJoin(images, eq(images.id, cells.planImageId))
    .where(inArray(cells.id, ids));
  const sectionIds = [...new Set(found.filter((f) => !f.plan).map((f) => f.cell.sectionId))];
  const floorPlans =
    sectionIds.length === 0
      ? []
      : await db
          .select({ sectionId: rows.sectionId, bbox: rows.bbox, plan: images })
          .from(rows)
          .innerJoin(images, eq(images.id, rows.planImageId))
          .where(and(inArray(rows.sectionId, sectionIds), isNotNull(rows.planImageId)));
  const byId = new Map(found.map((f) => [f.cell.id, f]));
  return ids.flatMap((id) => {
    const f = byId.get(id);
    if (!f) return [];
    const { cell } = f;
    const bottom = cell.bbox[2]! - 1;
    const plan =
      f.plan ??
      floorPlans.find((r) => r.sectionId === cell.sectionId && r.bbox[0]! <= bottom && bottom < r.bbox[2]!)
        ?.plan ??
      null;
    const squarePrice =
      cell.squarePrice ?? (cell.price != null && cell.area ? Math.round(cell.price / cell.area) : null);
    return [
      {
        id: cell.id,
        objectId: cell.objectId,
        objectTitle: f.objectTitle,
        pavilionName: f.pavilionName,
        sectionId: cell.sectionId,
        sectionName: f.sectionName,
        floor: cell.floor,
        number: cell.number,
        cntApart: cell.cntApart,
        area: cell.area,
        price: cell.price,
        squarePrice,
        status: cell.status,
        plan: plan ? presentImage(storage, plan) : null,
        published: Boolean(f.published),
      },
    ];
  });
}

/** The units among `ids` a client may open, in the order given. */
export async function publicUnitIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: cells.id })
    .from(cells)
    .innerJoin(objects, eq(objects.id, cells.objectId))
    .innerJoin(pavilions, eq(pavilions.id, cells.pavilionId))
    .innerJoin(sections, eq(sections.id, cells.sectionId))
    .where(and(inArray(cells.id, ids), isPublicUnit()));
  const open = new Set(found.map((r) => r.id));
  return ids.filter((id) => open.has(id));
}
