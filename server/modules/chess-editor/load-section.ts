// A section with its whole chessboard as the back-office editor reads it (ZBackofficeSection).
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { OfferStatus } from '#shared/enums.ts';
import type { TBackofficeSection, TChessCellOffer } from '#shared/schemas/chess.ts';
import type { TImage } from '#shared/schemas/common.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  cells,
  cols,
  images,
  objects,
  offers,
  pavilions,
  rows,
  sections,
  type UserRow,
} from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { canWatchCommission } from '../../policies.ts';
import { presentImage } from '../../storage/images.ts';
import { cellData } from '../chess/cell-data.ts';
import type { Storage } from '../../storage/storage.ts';

type TBbox = [number, number, number, number];
const bboxOf = (value: number[]) => value.slice(0, 4) as TBbox;

const planRef = { id: images.id, storageKey: images.storageKey };

export async function loadSection(
  db: DbOrTx,
  storage: Storage,
  sectionId: number,
  viewer: UserRow,
): Promise<TBackofficeSection> {
  const [head] = await db
    .select({
      section: sections,
      pavilion: { id: pavilions.id, name: pavilions.name, published: pavilions.published },
      object: { id: objects.id, title: objects.title },
    })
    .from(sections)
    .innerJoin(pavilions, eq(pavilions.id, sections.pavilionId))
    .innerJoin(objects, eq(objects.id, sections.objectId))
    .where(eq(sections.id, sectionId));
  if (!head) throw notFound();
  const plan = (ref: { id: number; storageKey: string } | null): TImage | null =>
    ref ? presentImage(storage, ref) : null;

  const [rowList, colList, cellList, offerList] = await Promise.all([
    db
      .select({ row: rows, plan: planRef })
      .from(rows)
      .leftJoin(images, eq(images.id, rows.planImageId))
      .where(eq(rows.sectionId, sectionId))
      .orderBy(asc(rows.id)),
    db.select().from(cols).where(eq(cols.sectionId, sectionId)).orderBy(asc(cols.id)),
    db
      .select({ cell: cells, plan: planRef })
      .from(cells)
      .leftJoin(images, eq(images.id, cells.planImageId))
      .where(eq(cells.sectionId, sectionId))
      .orderBy(asc(cells.id)),
    db
      .select({
        id: offers.id,
        cellId: offers.cellId,
        ownerId: offers.userId,
        area: offers.area,
        price: offers.price,
        commissionType: offers.commissionType,
        commissionPrice: offers.commissionPrice,
      })
      .from(offers)
      .where(
        and(eq(offers.sectionId, sectionId), isNotNull(offers.cellId), eq(offers.status, OfferStatus.active)),
      )
      .orderBy(asc(offers.id)),
  ]);

  const commission = canWatchCommission(viewer);
  const offersByCell = new Map<number, TChessCellOffer[]>();
  for (const o of offerList) {
    const list = offersByCell.get(o.cellId!) ?? [];
    list.push({
      id: o.id,
      ownerId: o.ownerId,
      area: o.area,
      price: o.price,
      commission: commission ? { type: o.commissionType, price: o.commissionPrice } : null,
    });
    offersByCell.set(o.cellId!, list);
  }

  const { section } = head;
  return {
    id: section.id,
    name: section.name,
    version: section.version,
    published: section.published,
    rowsCount: section.rowsCount,
    colsCount: section.colsCount,
    pavilionId: section.pavilionId,
    objectId: section.objectId,
    dateBuild: section.dateBuild,
    isFinished: section.isFinished,
    pavilion: head.pavilion,
    object: head.object,
    rows: rowList
      .map(({ row, plan: image }) => ({
        id: row.id,
        version: row.version,
        bbox: bboxOf(row.bbox),
        disabled: row.disabled,
        type: row.type,
        name: row.name,
        plan: plan(image),
      }))
      .sort((a, b) => a.bbox[0] - b.bbox[0]),
    cols: colList
      .map((col) => ({
        id: col.id,
        version: col.version,
        bbox: bboxOf(col.bbox),
        disabled: col.disabled,
        name: col.name,
      }))
      .sort((a, b) => a.bbox[1] - b.bbox[1]),
    cells: cellList
      .map(({ cell, plan: image }) => ({
        id: cell.id,
        version: cell.version,
        bbox: bboxOf(cell.bbox),
        disabled: cell.disabled,
        data: cellData(cell, plan(image), true),
        offers: offersByCell.get(cell.id) ?? [],
      }))
      .sort((a, b) => a.bbox[0] - b.bbox[0] || a.bbox[1] - b.bbox[1]),
  };
}
