// A saved filter's conditions as the columns of filter_predicates, read with the search's own helpers (bounds
// rounded as atLeast/atMost round them, the text's pattern and prefix query, a quarter's first day), so the one
// statement of match-sql.ts asks of every filter exactly what the search asks of it (docs/filter.md).
import { and, asc, eq, gt, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import { Market } from '#shared/enums.ts';
import { ZSearchFilter, type TSearchFilter } from '#shared/schemas/filter.ts';
import type { DbOrTx } from '../../db/client.ts';
import { filterPredicates, filters } from '../../db/schema/index.ts';
import { containsPattern, prefixTsText } from '../../core/sql.ts';
import { ringBox } from '#shared/polygon.ts';
import { quarterStart } from '../search/filter-sql.ts';
import { flatRing } from '../search/polygon-sql.ts';

/** Raise when the reading changes: the job rewrites rows of an older revision. */
export const PREDICATE_REV = 2;

export type PredicateRow = typeof filterPredicates.$inferInsert;

const list = (values: readonly number[] | undefined) => (values?.length ? [...values] : null);
const value = <T>(v: T | undefined | null): T | null => (v === undefined ? null : v);

/** The columns of one filter; a stored filter that no longer reads matches nothing (market 0). */
export function predicateOf(filterId: number, stored: unknown): PredicateRow {
  const parsed = ZSearchFilter.safeParse(stored);
  if (!parsed.success) return { filterId, rev: PREDICATE_REV, market: 0 };
  const f: TSearchFilter = parsed.data;
  const text = f.title || null;
  return {
    filterId,
    rev: PREDICATE_REV,
    market: f.market ?? Market.primary,
    titleLike: text && containsPattern(text),
    titleTs: text && prefixTsText(text),
    objectId: value(f.objectId),
    // The search reads offerId on the secondary market only.
    offerId: f.market === Market.secondary ? value(f.offerId) : null,
    builderId: value(f.builderId),
    regionId: value(f.regionId),
    subregions: list(f.subregions),
    priceFrom: f.priceFrom == null ? null : Math.ceil(f.priceFrom),
    priceTo: f.priceTo == null ? null : Math.floor(f.priceTo),
    squarePriceFrom: value(f.squarePriceFrom),
    squarePriceTo: value(f.squarePriceTo),
    areaFrom: value(f.areaFrom),
    areaTo: value(f.areaTo),
    cntApart: list(f.cntApart),
    houseClass: list(f.class),
    houseType: list(f.type),
    structure: value(f.structure),
    interior: list(f.interior),
    dateBuildFrom: f.dateBuildFrom ? quarterStart(f.dateBuildFrom) : null,
    dateBuildBefore: f.dateBuildTo ? quarterStart(f.dateBuildTo, true) : null,
    isFinished: value(f.isFinished),
    noDeadlineShift: !!f.noDeadlineShift,
    escrow: !!f.escrow,
    isAction: !!f.isAction,
    isNew: !!f.isNew,
    features: list(f.features),
    payments: list(f.payments),
    parking: list(f.parking),
    territory: list(f.territory),
    material: list(f.material),
    distanceSeaTo: f.distanceSeaTo == null ? null : Math.floor(f.distanceSeaTo),
    ceilingHeightFrom: value(f.ceilingHeightFrom),
    floorFrom: value(f.floorFrom),
    floorTo: value(f.floorTo),
    south: f.bounds ? f.bounds[0][0] : null,
    west: f.bounds ? f.bounds[0][1] : null,
    north: f.bounds ? f.bounds[1][0] : null,
    east: f.bounds ? f.bounds[1][1] : null,
    polygons: f.polygons?.length
      ? f.polygons.map((ring) => {
          const b = ringBox(ring);
          return { box: [b.south, b.west, b.north, b.east], ring: flatRing(ring) };
        })
      : null,
    nearSchool: f.near?.school ?? null,
    nearKindergarten: f.near?.kindergarten ?? null,
    nearSea: f.near?.sea ?? null,
  };
}

/** Writes (or rewrites) the predicates of these filters. */
export async function writePredicates(
  db: DbOrTx,
  rows: readonly { id: number; filter: unknown }[],
): Promise<void> {
  const BATCH = 500;
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    await db.delete(filterPredicates).where(
      inArray(
        filterPredicates.filterId,
        batch.map((r) => r.id),
      ),
    );
    await db.insert(filterPredicates).values(batch.map((r) => predicateOf(r.id, r.filter)));
  }
}

/** Filters read per step of refreshStalePredicates. */
export const STALE_BATCH = 1000;

/**
 * Subscribed filters without a predicate of the current revision (saved before this reader, or written by a seed
 * or a benchmark straight into the table) get one: the job calls this before it matches. A thousand at a time by
 * id, so a new revision over a national 200,000 filters never holds them all in memory.
 */
export async function refreshStalePredicates(db: DbOrTx): Promise<number> {
  let after = 0;
  let total = 0;
  for (;;) {
    const stale = await db
      .select({ id: filters.id, filter: filters.filter })
      .from(filters)
      .leftJoin(filterPredicates, eq(filterPredicates.filterId, filters.id))
      .where(
        and(
          gt(filters.id, after),
          ne(filters.notify, 'off'),
          or(isNull(filterPredicates.filterId), lt(filterPredicates.rev, PREDICATE_REV)),
        ),
      )
      .orderBy(asc(filters.id))
      .limit(STALE_BATCH);
    await writePredicates(db, stale);
    total += stale.length;
    if (stale.length < STALE_BATCH) return total;
    after = stale.at(-1)!.id;
  }
}
