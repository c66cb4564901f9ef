// The comparison's columns: offers and units with the facts of their complex, loaded in a few queries, in the
// order asked. Items the viewer may not open (a unit of an unpublished section, someone's inactive offer) and
// items that are gone are left out.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { CompareKind, type TCompareKind } from '#shared/compare.ts';
import { isOnSale, Kind, OfferStatus } from '#shared/enums.ts';
import { offerTitle } from '#shared/offer-title.ts';
import type { TCompareItem } from '#shared/schemas/compare.ts';
import { fill } from '#shared/texts/ru.ts';
import { compareTexts } from '#shared/texts/compare.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  cells,
  images,
  objects,
  offers,
  pavilions,
  sections,
  type ObjectRow,
  type UserRow,
} from '../../db/schema/index.ts';
import { isAdmin } from '../../policies.ts';
import { memberOfSql } from '../../policies/companies.ts';
import { presentImage } from '../../storage/images.ts';
import type { Storage } from '../../storage/storage.ts';
import { firstImages } from '../cards/cards.ts';
import { unitPlanImageId } from '../cards/unit-plan.ts';

export interface CompareRef {
  kind: TCompareKind;
  itemId: number;
}

type Complex = Pick<
  ObjectRow,
  | 'id'
  | 'title'
  | 'dateBuild'
  | 'isFinished'
  | 'houseClass'
  | 'material'
  | 'distanceSea'
  | 'parking'
  | 'payments'
>;

const complexColumns = {
  id: objects.id,
  title: objects.title,
  dateBuild: objects.dateBuild,
  isFinished: objects.isFinished,
  houseClass: objects.houseClass,
  material: objects.material,
  distanceSea: objects.distanceSea,
  parking: objects.parking,
  payments: objects.payments,
};

/** What a unit or an offer takes from its complex; a loose offer has none of it. */
function complexFacts(complex: Complex | null) {
  return {
    objectId: complex?.id ?? null,
    houseClass: complex?.houseClass ?? null,
    material: complex?.material ?? null,
    distanceSea: complex?.distanceSea ?? null,
    parking: complex?.parking ?? [],
    payments: complex?.payments ?? [],
  };
}

const squarePriceOf = (price: number | null, area: number | null) =>
  price != null && area ? Math.round(price / area) : null;

async function loadOffers(db: DbOrTx, storage: Storage, ids: number[], viewer: UserRow) {
  const result = new Map<number, TCompareItem>();
  if (ids.length === 0) return result;
  const [rows, photos] = await Promise.all([
    db
      .select({ offer: offers, complex: complexColumns })
      .from(offers)
      .leftJoin(objects, eq(objects.id, offers.objectId))
      .where(inArray(offers.id, ids)),
    firstImages(db, storage, Kind.offer, ids, 1),
  ]);
  for (const { offer, complex } of rows) {
    // The owner keeps an offer they took off the search; others see active ones only.
    if (offer.status !== OfferStatus.active && offer.userId !== viewer.id) continue;
    result.set(offer.id, {
      kind: CompareKind.offer,
      itemId: offer.id,
      title: offerTitle(offer),
      place: complex?.title ?? offer.address,
      sectionId: null,
      image: photos.get(offer.id)?.[0] ?? null,
      available: offer.status === OfferStatus.active,
      status: offer.status,
      price: offer.price,
      squarePrice: squarePriceOf(offer.price, offer.area),
      area: offer.area,
      floor: offer.floor,
      floors: offer.floorsTotal,
      layout: offer.cntApart,
      interior: offer.interior,
      dateBuild: complex?.dateBuild ?? null,
      isFinished: complex ? complex.isFinished : null,
      ...complexFacts(complex?.id != null ? complex : null),
    });
  }
  return result;
}

async function loadUnits(db: DbOrTx, storage: Storage, ids: number[], viewer: UserRow) {
  const result = new Map<number, TCompareItem>();
  if (ids.length === 0) return result;
  const planId = unitPlanImageId();
  const rows = await db
    .select({
      cell: cells,
      complex: complexColumns,
      manages: memberOfSql(viewer, objects.companyId).mapWith(Boolean),
      open: sql<boolean>`(${objects.published} and ${pavilions.published} and ${sections.published})`,
      sectionDate: sections.dateBuild,
      sectionFinished: sections.isFinished,
      pavilionDate: pavilions.dateBuild,
      pavilionFinished: pavilions.isFinished,
      floors: sql<number | null>`(select max(c2.floor) from cells c2
        where c2.section_id = ${cells.sectionId} and not c2.disabled)`,
      plan: images,
    })
    .from(cells)
    .innerJoin(sections, eq(sections.id, cells.sectionId))
    .innerJoin(pavilions, eq(pavilions.id, cells.pavilionId))
    .innerJoin(objects, eq(objects.id, cells.objectId))
    .leftJoin(images, eq(images.id, planId))
    .where(and(inArray(cells.id, ids), eq(cells.disabled, false)));
  // A unit without a plan shows its complex's cover.
  const unplanned = [...new Set(rows.filter((r) => !r.plan).map((r) => r.complex.id))];
  const covers = await firstImages(db, storage, Kind.realty, unplanned, 1);
  for (const row of rows) {
    const { cell, complex } = row;
    if (!row.open && !(row.manages || isAdmin(viewer))) continue;
    const kind = offerTitle({ title: null, cntApart: cell.cntApart, roomType: null, area: null });
    result.set(cell.id, {
      kind: CompareKind.unit,
      itemId: cell.id,
      title: cell.number ? fill(compareTexts.unit.title, kind, cell.number) : kind,
      place: complex.title,
      sectionId: cell.sectionId,
      image: row.plan ? presentImage(storage, row.plan) : (covers.get(complex.id)?.[0] ?? null),
      available: isOnSale(cell.status),
      status: cell.status,
      price: cell.price,
      squarePrice: cell.squarePrice ?? squarePriceOf(cell.price, cell.area),
      area: cell.area,
      floor: cell.floor,
      floors: row.floors,
      layout: cell.cntApart,
      interior: cell.interior,
      dateBuild: row.sectionDate ?? row.pavilionDate ?? complex.dateBuild,
      isFinished: row.sectionFinished || row.pavilionFinished || complex.isFinished,
      ...complexFacts(complex),
    });
  }
  return result;
}

export async function loadCompareItems(
  db: DbOrTx,
  storage: Storage,
  refs: readonly CompareRef[],
  viewer: UserRow,
): Promise<TCompareItem[]> {
  const idsOf = (kind: TCompareKind) => refs.filter((r) => r.kind === kind).map((r) => r.itemId);
  const [offerItems, unitItems] = await Promise.all([
    loadOffers(db, storage, idsOf(CompareKind.offer), viewer),
    loadUnits(db, storage, idsOf(CompareKind.unit), viewer),
  ]);
  return refs.flatMap((ref) => {
    const item = (ref.kind === CompareKind.offer ? offerItems : unitItems).get(ref.itemId);
    return item ? [item] : [];
  });
}
