// POST /api/objects/{id}/chess/{sectionId}: one section's chessboard for buyers, with relevance and offers per unit.
import { and, eq, ne, or } from 'drizzle-orm';
import { OfferStatus } from '#shared/enums.ts';
import { bestMortgage, wholeRoubles } from '#shared/mortgage.ts';
import type { TSearchFilter } from '#shared/schemas/filter.ts';
import type { TChessView } from '#shared/schemas/realty.ts';
import type { TBbox } from '#shared/chessboard/types.ts';
import { realtyTexts } from '#shared/texts/realty.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cells, cols, images, offers, pavilions, rows, sections } from '../../db/schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { presentImage } from '../../storage/images.ts';
import { cellData } from './cell-data.ts';
import { AppError } from '../../errors.ts';
import { findVisibleObject, managesObject, type Access } from '../../policies/visibility.ts';
import { openBookingsOf } from '../bookings/open-bookings.ts';
import { effectiveState } from '../bookings/present-booking.ts';
import { listPrograms, programTerms } from '../mortgage/programs.ts';
import { relevanceTest } from './cell-relevance.ts';
import { offersByCell, sectionOffers } from './offers-by-cell.ts';

const bboxOf = (b: number[]): [number, number, number, number] => [b[0]!, b[1]!, b[2]!, b[3]!];
const byBbox = (a: { bbox: TBbox }, b: { bbox: TBbox }) => a.bbox[0] - b.bbox[0] || a.bbox[1] - b.bbox[1];

export async function loadChessView(
  db: DbOrTx,
  storage: Storage,
  ids: { objectId: number; sectionId: number },
  access: Access,
  filter: TSearchFilter,
  now: Date,
): Promise<TChessView> {
  const viewer = access.preview ? null : access.viewer;
  const sectionId = ids.sectionId;
  // One round: everything is read by the ids asked for while the complex's visibility is checked, and nothing is
  // answered before the check has passed.
  const [object, [found], rowRows, colRows, cellRows, offerRows, bookingRows, programRows] =
    await Promise.all([
      findVisibleObject(db, ids.objectId, access),
      db
        .select({ section: sections, pavilion: pavilions })
        .from(sections)
        .innerJoin(pavilions, eq(pavilions.id, sections.pavilionId))
        .where(and(eq(sections.id, sectionId), eq(sections.objectId, ids.objectId))),
      db
        .select({ row: rows, plan: images })
        .from(rows)
        .leftJoin(images, eq(images.id, rows.planImageId))
        .where(eq(rows.sectionId, sectionId)),
      db.select().from(cols).where(eq(cols.sectionId, sectionId)),
      db
        .select({ cell: cells, plan: images })
        .from(cells)
        .leftJoin(images, eq(images.id, cells.planImageId))
        .where(eq(cells.sectionId, sectionId)),
      // A preview shows no one's offers; a viewer sees active ones and their own that are still in play.
      viewer
        ? sectionOffers(
            db,
            sectionId,
            or(
              eq(offers.status, OfferStatus.active),
              and(eq(offers.userId, viewer.id), ne(offers.status, OfferStatus.archive)),
            ),
          )
        : Promise.resolve([]),
      // Open bookings, for the agent who holds one and for the builder: «до 28.11, 15:00» on the unit.
      viewer ? openBookingsOf(db, sectionId) : Promise.resolve([]),
      // «Платёж в месяц до …» needs the programs; the card's «Ипотека от …» computes the same on the client.
      filter.monthlyPayment != null ? listPrograms(db) : Promise.resolve([]),
    ]);
  const drafts = managesObject(access, object);
  if (!found || (!drafts && !(found.section.published && found.pavilion.published))) {
    throw new AppError('NotFound', realtyTexts.errors.sectionNotFound);
  }
  const { section, pavilion } = found;

  const bookingByCell = new Map(
    bookingRows
      .filter((b) => drafts || b.agentId === viewer?.id)
      .map((b) => [
        b.cellId!,
        {
          id: b.id,
          state: effectiveState(b, now),
          expiresAt: b.expiresAt?.toISOString() ?? null,
          mine: b.agentId === viewer?.id,
        },
      ]),
  );

  const offersOnCell = offersByCell(offerRows, viewer);

  const programs = programRows.map(programTerms);
  const relevant = relevanceTest(filter, {
    isAction: object.isAction,
    monthlyPayment: (price) => {
      const best = bestMortgage(price, programs, object.payments);
      return best ? wholeRoubles(best.figures.monthly) : null;
    },
    dateBuild: section.dateBuild ?? pavilion.dateBuild,
    isFinished: section.isFinished || pavilion.isFinished,
  });
  let relevantCount = 0;
  const cellList = cellRows.map(({ cell, plan }) => {
    const isRelevant = relevant(cell);
    if (isRelevant) relevantCount++;
    return {
      id: cell.id,
      bbox: bboxOf(cell.bbox),
      disabled: cell.disabled,
      data: cellData(cell, plan ? presentImage(storage, plan) : null, isRelevant),
      offers: offersOnCell.get(cell.id) ?? [],
      booking: bookingByCell.get(cell.id) ?? null,
    };
  });

  return {
    id: section.id,
    name: section.name,
    published: section.published,
    rowsCount: section.rowsCount,
    colsCount: section.colsCount,
    objectId: object.id,
    bookingEnabled: object.bookingEnabled,
    bookingHoldHours: object.bookingHoldHours,
    payments: object.payments,
    pavilionId: pavilion.id,
    pavilionName: pavilion.name,
    dateBuild: section.dateBuild ?? pavilion.dateBuild,
    isFinished: section.isFinished || pavilion.isFinished,
    rows: rowRows
      .map(({ row, plan }) => ({
        id: row.id,
        bbox: bboxOf(row.bbox),
        disabled: row.disabled,
        type: row.type,
        name: row.name,
        plan: plan ? presentImage(storage, plan) : null,
      }))
      .sort(byBbox),
    cols: colRows
      .map((col) => ({ id: col.id, bbox: bboxOf(col.bbox), disabled: col.disabled, name: col.name }))
      .sort(byBbox),
    cells: cellList.sort(byBbox),
    relevantCount,
  };
}
