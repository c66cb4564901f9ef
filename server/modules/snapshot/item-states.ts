// The state of a link's items as a client would judge them: a unit's and an offer's price and status, a complex's
// lowest price and units on sale, and whether each is still on offer. Taken when a link is sent (the baseline) and
// on every read (now).
import { eq, inArray, sql } from 'drizzle-orm';
import { isOnSale, Kind } from '#shared/enums.ts';
import { offerTitle } from '#shared/offer-title.ts';
import type { TItemState } from '#shared/schemas/collections-live.ts';
import { fill } from '#shared/texts/ru.ts';
import { liveTexts } from '#shared/texts/collections-live.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cells, objects, offers, pavilions, sections } from '../../db/schema/index.ts';
import { idsOfKind, itemKey, type ItemRef } from '../cards/list-cards.ts';
import { isPublicUnit } from '../cards/unit-cards.ts';
import { isPublicObject, isPublicOffer } from '../../policies/visibility.ts';

/**
 * SQL: the complex's latest construction report of a published building (issue 28), 0 when none. The complex's
 * column is named with its table: a one-table select would write a bare "id", which the subquery would take as its own.
 */
const latestProgress = sql<number>`(select coalesce(max(r.id), 0)::int from progress_reports r
  join pavilions rp on rp.id = r.pavilion_id where r.object_id = "objects"."id" and rp.published)`;

export interface ItemNow extends TItemState {
  available: boolean;
}

export const unitTitle = (number: string | null, objectTitle: string) =>
  `${number ? fill(liveTexts.unit.title, number) : liveTexts.unit.untitled}, ${objectTitle}`;

/** The items that still exist, keyed by `itemKey`. */
export async function itemStates(db: DbOrTx, items: readonly ItemRef[]): Promise<Map<string, ItemNow>> {
  const objectIds = idsOfKind(items, Kind.realty);
  const offerIds = idsOfKind(items, Kind.offer);
  const unitIds = idsOfKind(items, Kind.unit);
  const [complexRows, offerRows, unitRows] = await Promise.all([
    objectIds.length === 0
      ? []
      : db
          .select({ o: objects, open: isPublicObject(), progress: latestProgress })
          .from(objects)
          .where(inArray(objects.id, objectIds)),
    offerIds.length === 0
      ? []
      : db.select({ f: offers, open: isPublicOffer() }).from(offers).where(inArray(offers.id, offerIds)),
    unitIds.length === 0
      ? []
      : db
          .select({
            cell: cells,
            objectTitle: objects.title,
            shifts: objects.deadlineShifts,
            progress: latestProgress,
            open: isPublicUnit(),
          })
          .from(cells)
          .innerJoin(objects, eq(objects.id, cells.objectId))
          .innerJoin(pavilions, eq(pavilions.id, cells.pavilionId))
          .innerJoin(sections, eq(sections.id, cells.sectionId))
          .where(inArray(cells.id, unitIds)),
  ]);
  const states = new Map<string, ItemNow>();
  const put = (state: ItemNow) => states.set(itemKey(state), state);
  for (const { o, open, progress } of complexRows) {
    put({
      kind: Kind.realty,
      id: o.id,
      title: o.title,
      price: o.priceFrom,
      status: null,
      onSale: o.saleCount,
      objectId: o.id,
      shifts: o.deadlineShifts,
      progress: Number(progress),
      available: Boolean(open),
    });
  }
  for (const { f, open } of offerRows) {
    put({
      kind: Kind.offer,
      id: f.id,
      title: offerTitle(f),
      price: f.price,
      status: f.status,
      onSale: null,
      objectId: f.objectId,
      available: Boolean(open),
    });
  }
  for (const { cell, objectTitle, shifts, progress, open } of unitRows) {
    put({
      kind: Kind.unit,
      id: cell.id,
      title: unitTitle(cell.number, objectTitle),
      price: cell.price,
      status: cell.status,
      onSale: null,
      objectId: cell.objectId,
      shifts,
      progress: Number(progress),
      available: Boolean(open) && isOnSale(cell.status),
    });
  }
  return states;
}

/** The baseline kept with a link: the state without the availability, which a read works out again. */
export const baselineOf = ({ available: _available, ...state }: ItemNow): TItemState => state;
