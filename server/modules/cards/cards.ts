// Loads complex and resale-offer cards for any list (search, map, favourites, collections, snapshots) in a few queries.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CellStatus, Kind, OfferStatus, type TKind } from '#shared/enums.ts';
import type { TObjectCard } from '#shared/schemas/object.ts';
import type { TOfferCard } from '#shared/schemas/offer.ts';
import type { TImage } from '#shared/schemas/common.ts';
import { offerTitle } from '#shared/offer-title.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  builders,
  cells,
  favorites,
  images,
  objectBuilders,
  objectImages,
  objects,
  offerImages,
  offers,
  pavilions,
  regions,
  sections,
  subregions,
  type UserRow,
} from '../../db/schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { canWatchCommission } from '../../policies.ts';
import { presentImage } from '../../storage/images.ts';
import { isNewComplexSql } from '../realty/new-complex.ts';

/** How many photos a card carries for its preview overlay. */
export const CARD_IMAGES = 5;

/** Per-object figures over the units matching a filter; without it the stored aggregates are used. */
export interface Relevance {
  count: number;
  priceFrom: number | null;
  priceTo: number | null;
  areaFrom: number | null;
  areaTo: number | null;
  squarePriceFrom: number | null;
}

const parentSub = alias(subregions, 'parent_subregion');

const placeColumns = {
  subregionId: subregions.id,
  subregionName: subregions.name,
  parentId: parentSub.id,
  parentName: parentSub.name,
  regionId: regions.id,
  regionName: regions.name,
};

type Place = {
  subregionId: number | null;
  subregionName: string | null;
  parentId: number | null;
  parentName: string | null;
  regionId: number | null;
  regionName: string | null;
};

function presentPlace(p: Place) {
  return {
    region: p.regionId != null ? { id: p.regionId, name: p.regionName ?? '' } : null,
    subregion:
      p.subregionId != null
        ? {
            id: p.subregionId,
            name: p.subregionName ?? '',
            parent: p.parentId != null ? { id: p.parentId, name: p.parentName ?? '' } : null,
          }
        : null,
  };
}

/** Which of these items the viewer has in favourites. */
export async function favoriteIds(
  db: DbOrTx,
  viewer: UserRow | null,
  kind: TKind,
  ids: number[],
): Promise<Set<number>> {
  if (!viewer || ids.length === 0) return new Set();
  const rows = await db
    .select({ id: favorites.itemId })
    .from(favorites)
    .where(and(eq(favorites.userId, viewer.id), eq(favorites.kind, kind), inArray(favorites.itemId, ids)));
  return new Set(rows.map((r) => r.id));
}

/** The first photos of each owner (complex or offer), in their sort order. */
export async function firstImages(
  db: DbOrTx,
  storage: Storage,
  kind: TKind,
  ownerIds: number[],
  limit: number,
): Promise<Map<number, TImage[]>> {
  const result = new Map<number, TImage[]>();
  if (ownerIds.length === 0) return result;
  const join = kind === Kind.realty ? objectImages : offerImages;
  const ownerColumn = kind === Kind.realty ? objectImages.objectId : offerImages.offerId;
  const ranked = db
    .select({
      ownerId: sql<number>`${ownerColumn}`.as('owner_id'),
      imageId: sql<number>`${join.imageId}`.as('image_id'),
      rank: sql<number>`row_number() over (partition by ${ownerColumn} order by ${join.sort}, ${join.imageId})`.as(
        'rank',
      ),
    })
    .from(join)
    .where(inArray(ownerColumn, ownerIds))
    .as('ranked');
  const rows = await db
    .select({ ownerId: ranked.ownerId, image: images })
    .from(ranked)
    .innerJoin(images, eq(images.id, ranked.imageId))
    .where(sql`${ranked.rank} <= ${limit}`)
    .orderBy(ranked.ownerId, ranked.rank);
  for (const row of rows) {
    const list = result.get(row.ownerId) ?? [];
    list.push(presentImage(storage, row.image));
    result.set(row.ownerId, list);
  }
  return result;
}

/**
 * Complexes with a unit on promotion that the public can buy: on sale, in a published section of a published
 * building. Their cards carry isAction like a complex-wide promotion, as the search's isAction filter finds them.
 */
export async function promotedObjectIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: cells.objectId })
    .from(cells)
    .innerJoin(sections, and(eq(sections.id, cells.sectionId), eq(sections.published, true)))
    .innerJoin(pavilions, and(eq(pavilions.id, cells.pavilionId), eq(pavilions.published, true)))
    .where(
      and(
        inArray(cells.objectId, ids),
        eq(cells.isAction, true),
        eq(cells.disabled, false),
        inArray(cells.status, [CellStatus.sale, CellStatus.assignment]),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/**
 * Cards in the order of `ids`; ids that do not exist are skipped. Visibility is the caller's business. `now` (the
 * app's clock) decides isNew.
 */
export async function loadObjectCards(
  db: DbOrTx,
  storage: Storage,
  ids: number[],
  viewer: UserRow | null,
  now: Date,
  relevance?: Map<number, Relevance>,
): Promise<TObjectCard[]> {
  if (ids.length === 0) return [];
  const isNew = isNewComplexSql(objects, now);
  const [rows, photos, builderRows, favs, promoted] = await Promise.all([
    db
      .select({ o: objects, isNew, ...placeColumns })
      .from(objects)
      .leftJoin(subregions, eq(subregions.id, objects.subregionId))
      .leftJoin(parentSub, eq(parentSub.id, subregions.parentId))
      .leftJoin(regions, eq(regions.id, subregions.regionId))
      .where(inArray(objects.id, ids)),
    firstImages(db, storage, Kind.realty, ids, CARD_IMAGES),
    db
      .select({ objectId: objectBuilders.objectId, id: builders.id, name: builders.name })
      .from(objectBuilders)
      .innerJoin(builders, eq(builders.id, objectBuilders.builderId))
      .where(inArray(objectBuilders.objectId, ids))
      .orderBy(objectBuilders.objectId, objectBuilders.sort),
    favoriteIds(db, viewer, Kind.realty, ids),
    promotedObjectIds(db, ids),
  ]);
  const showCommission = canWatchCommission(viewer);
  const byId = new Map(rows.map((r) => [r.o.id, r]));
  const cards: TObjectCard[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    const o = row.o;
    const rel = relevance?.get(id);
    const pics = photos.get(id) ?? [];
    cards.push({
      id: o.id,
      isOffer: false,
      isFavorite: favs.has(o.id),
      published: o.published,
      title: o.title,
      type: o.type,
      image: pics[0] ?? null,
      images: pics,
      price: rel ? rel.priceFrom : o.priceFrom,
      priceTo: rel ? rel.priceTo : o.priceTo,
      area: rel ? rel.areaFrom : o.areaFrom,
      areaTo: rel ? rel.areaTo : o.areaTo,
      squarePrice: rel ? rel.squarePriceFrom : o.squarePriceFrom,
      address: o.address,
      ...presentPlace(row),
      latitude: o.latitude,
      longitude: o.longitude,
      dateBuild: o.dateBuild,
      isFinished: o.isFinished,
      isAction: o.isAction || promoted.has(o.id),
      relevantCount: rel ? rel.count : o.saleCount,
      saleCount: o.saleCount,
      flatsCount: o.flatsCount,
      cntApart: o.cntApart,
      houseClass: o.houseClass,
      features: o.features,
      isNew: Boolean(row.isNew),
      builders: builderRows.filter((b) => b.objectId === o.id).map((b) => ({ id: b.id, name: b.name })),
      commission: showCommission ? { percent: o.commission, text: o.commissionText } : null,
    });
  }
  return cards;
}

/** Offer cards in the order of `ids`; ids that do not exist are skipped. Visibility is the caller's business. */
export async function loadOfferCards(
  db: DbOrTx,
  storage: Storage,
  ids: number[],
  viewer: UserRow | null,
): Promise<TOfferCard[]> {
  if (ids.length === 0) return [];
  const [rows, photos, favs] = await Promise.all([
    db
      .select({ f: offers, objectTitle: objects.title, ...placeColumns })
      .from(offers)
      .leftJoin(objects, eq(objects.id, offers.objectId))
      .leftJoin(subregions, eq(subregions.id, offers.subregionId))
      .leftJoin(parentSub, eq(parentSub.id, subregions.parentId))
      .leftJoin(regions, eq(regions.id, subregions.regionId))
      .where(inArray(offers.id, ids)),
    firstImages(db, storage, Kind.offer, ids, CARD_IMAGES),
    favoriteIds(db, viewer, Kind.offer, ids),
  ]);
  const showCommission = canWatchCommission(viewer);
  const byId = new Map(rows.map((r) => [r.f.id, r]));
  const cards: TOfferCard[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    const f = row.f;
    const pics = photos.get(id) ?? [];
    cards.push({
      id: f.id,
      isOffer: true,
      isFavorite: favs.has(f.id),
      published: f.status === OfferStatus.active,
      status: f.status,
      title: offerTitle(f),
      image: pics[0] ?? null,
      images: pics,
      price: f.price,
      area: f.area,
      squarePrice: f.price != null && f.area ? Math.round(f.price / f.area) : null,
      cntApart: f.cntApart,
      roomType: f.roomType,
      floor: f.floor,
      floorsTotal: f.floorsTotal,
      interior: f.interior,
      address: f.address,
      ...presentPlace(row),
      latitude: f.latitude,
      longitude: f.longitude,
      isAction: f.isAction,
      object:
        f.objectId != null && row.objectTitle != null ? { id: f.objectId, title: row.objectTitle } : null,
      createdAt: f.createdAt.toISOString(),
      updatedAt: f.updatedAt.toISOString(),
      commission: showCommission ? { type: f.commissionType, price: f.commissionPrice } : null,
    });
  }
  return cards;
}
