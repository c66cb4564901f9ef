// Loads complex and resale-offer cards for any list (search, map, favourites, collections, snapshots) in a few queries.
import {
  and,
  eq,
  fillPlaceholders,
  inArray,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CellStatus, Kind, OfferStatus, type TKind } from '#shared/enums.ts';
import type { TObjectCard } from '#shared/schemas/object.ts';
import type { TOfferCard } from '#shared/schemas/offer.ts';
import type { TImage } from '#shared/schemas/common.ts';
import { offerTitle } from '#shared/offer-title.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  cells,
  favorites,
  images,
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
import { isNewComplexSql, newComplexSince } from './new-complex.ts';

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

/** SQL: the first `limit` photos of the owner as [[image id, storage key], …] in their sort order. */
function firstPhotosSql(kind: TKind, ownerId: SQLWrapper, limit: number): SQL {
  const [table, column] =
    kind === Kind.realty ? ['object_images', 'object_id'] : ['offer_images', 'offer_id'];
  return sql`(select coalesce(json_agg(json_build_array(p.image_id, i.storage_key) order by p.sort, p.image_id),
      '[]'::json)
    from (select x.image_id, x.sort from ${sql.raw(table)} x where x.${sql.raw(column)} = ${ownerId}
      order by x.sort, x.image_id limit ${limit}) p
    join images i on i.id = p.image_id)`;
}

const presentPhotos = (storage: Storage, photos: [number, string][]): TImage[] =>
  photos.map(([id, storageKey]) => presentImage(storage, { id, storageKey }));

/** SQL: the viewer (an id, or a placeholder of one) has the item in favourites (false for a guest). */
function isFavoriteSql(viewer: UserRow | Placeholder | null, kind: TKind, itemId: SQLWrapper): SQL<boolean> {
  if (!viewer) return sql<boolean>`false`;
  const id = 'id' in viewer ? viewer.id : viewer;
  return sql<boolean>`exists (select 1 from favorites fv where fv.user_id = ${id}
    and fv.kind = ${kind} and fv.item_id = ${itemId})`;
}

/** SQL: the complex has a unit on promotion the public can buy (promotedObjectIds for one complex). */
const isPromotedSql = (objectId: typeof objects.id) => sql<boolean>`exists (select 1 from cells c
  join sections s on s.id = c.section_id and s.published
  join pavilions p on p.id = c.pavilion_id and p.published
  where c.object_id = ${objectId} and c.is_action and not c.disabled
    and c.status in (${CellStatus.sale}, ${CellStatus.assignment}))`;

/** SQL: the complex's builders as [{id, name}] in their order. */
const buildersSql = (objectId: typeof objects.id) => sql<{ id: number; name: string }[]>`(select
    coalesce(json_agg(json_build_object('id', b.id, 'name', b.name) order by ob.sort), '[]'::json)
  from object_builders ob join builders b on b.id = ob.builder_id where ob.object_id = ${objectId})`;

/** The complex's own columns a card shows: not its description, characteristics or charges (a page reads 20). */
const cardColumns = {
  id: objects.id,
  published: objects.published,
  title: objects.title,
  type: objects.type,
  priceFrom: objects.priceFrom,
  priceTo: objects.priceTo,
  areaFrom: objects.areaFrom,
  areaTo: objects.areaTo,
  squarePriceFrom: objects.squarePriceFrom,
  address: objects.address,
  latitude: objects.latitude,
  longitude: objects.longitude,
  dateBuild: objects.dateBuild,
  deadlineShifts: objects.deadlineShifts,
  isFinished: objects.isFinished,
  isAction: objects.isAction,
  saleCount: objects.saleCount,
  flatsCount: objects.flatsCount,
  cntApart: objects.cntApart,
  houseClass: objects.houseClass,
  features: objects.features,
  commission: objects.commission,
  commissionText: objects.commissionText,
};

/**
 * The one statement of a page of complex cards: the complex, its place, first photos, builders, promotion and the
 * viewer's favourite flag, for the placeholders `ids`, `since` (newComplexSince) and, with `forViewer`, `viewer`.
 */
function objectCardsSelect(db: DbOrTx, forViewer: boolean) {
  return db
    .select({
      o: cardColumns,
      isNew: isNewComplexSql(objects, sql.placeholder('since')),
      ...placeColumns,
      photos: sql<[number, string][]>`${firstPhotosSql(Kind.realty, objects.id, CARD_IMAGES)}`,
      builders: buildersSql(objects.id),
      isFavorite: isFavoriteSql(forViewer ? sql.placeholder('viewer') : null, Kind.realty, objects.id),
      promoted: isPromotedSql(objects.id),
    })
    .from(objects)
    .leftJoin(subregions, eq(subregions.id, objects.subregionId))
    .leftJoin(parentSub, eq(parentSub.id, subregions.parentId))
    .leftJoin(regions, eq(regions.id, subregions.regionId))
    .where(sql`${objects.id} = any(${sql.placeholder('ids')}::int[])`);
}

type CardsStatement = ReturnType<ReturnType<typeof objectCardsSelect>['prepare']>;
/**
 * The statement prepared once per database (PostgreSQL then keeps its plan per connection: a page of cards is
 * planned once, not per request), for a guest and for a viewer.
 */
const cardsStatements = new WeakMap<DbOrTx, { guest?: CardsStatement; viewer?: CardsStatement }>();

const cardsKey = (forViewer: boolean) => (forViewer ? 'viewer' : 'guest');
const cardsStatementName = (forViewer: boolean) => `object_cards_${cardsKey(forViewer)}`;

function cardsStatement(db: DbOrTx, forViewer: boolean): CardsStatement {
  let byViewer = cardsStatements.get(db);
  if (!byViewer) cardsStatements.set(db, (byViewer = {}));
  return (byViewer[cardsKey(forViewer)] ??= objectCardsSelect(db, forViewer).prepare(
    cardsStatementName(forViewer),
  ));
}

/** The name, text and values of objectCardsQuery's statement, for the benchmark's anchor (the same SQL). */
export function objectCardsSql(db: DbOrTx, ids: number[], viewer: UserRow | null, now: Date) {
  const query = objectCardsSelect(db, !!viewer).toSQL();
  return {
    name: cardsStatementName(!!viewer),
    text: query.sql,
    values: fillPlaceholders(query.params, cardsValues(ids, viewer, now)),
  };
}

const cardsValues = (ids: number[], viewer: UserRow | null, now: Date) => ({
  ids,
  since: newComplexSince(now),
  ...(viewer ? { viewer: viewer.id } : {}),
});

export function objectCardsQuery(db: DbOrTx, ids: number[], viewer: UserRow | null, now: Date) {
  return cardsStatement(db, !!viewer).execute(cardsValues(ids, viewer, now));
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
  const rows = await objectCardsQuery(db, ids, viewer, now);
  const showCommission = canWatchCommission(viewer);
  const byId = new Map(rows.map((r) => [r.o.id, r]));
  const cards: TObjectCard[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    const o = row.o;
    const rel = relevance?.get(id);
    const pics = presentPhotos(storage, row.photos);
    cards.push({
      id: o.id,
      isOffer: false,
      isFavorite: Boolean(row.isFavorite),
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
      deadlineShifts: o.deadlineShifts,
      isFinished: o.isFinished,
      isAction: o.isAction || Boolean(row.promoted),
      relevantCount: rel ? rel.count : o.saleCount,
      saleCount: o.saleCount,
      flatsCount: o.flatsCount,
      cntApart: o.cntApart,
      houseClass: o.houseClass,
      features: o.features,
      isNew: Boolean(row.isNew),
      builders: row.builders.map((b) => ({ id: b.id, name: b.name })),
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
  const rows = await db
    .select({
      f: offers,
      objectTitle: objects.title,
      ...placeColumns,
      photos: sql<[number, string][]>`${firstPhotosSql(Kind.offer, offers.id, CARD_IMAGES)}`,
      isFavorite: isFavoriteSql(viewer, Kind.offer, offers.id),
    })
    .from(offers)
    .leftJoin(objects, eq(objects.id, offers.objectId))
    .leftJoin(subregions, eq(subregions.id, offers.subregionId))
    .leftJoin(parentSub, eq(parentSub.id, subregions.parentId))
    .leftJoin(regions, eq(regions.id, subregions.regionId))
    .where(inArray(offers.id, ids));
  const showCommission = canWatchCommission(viewer);
  const byId = new Map(rows.map((r) => [r.f.id, r]));
  const cards: TOfferCard[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    const f = row.f;
    const pics = presentPhotos(storage, row.photos);
    cards.push({
      id: f.id,
      isOffer: true,
      isFavorite: Boolean(row.isFavorite),
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
