// Saved-filter alerts (docs/decisions/024-filter-alerts.md): the queue of changes still to match, each subscribed
// filter's conditions as columns (one join matches them all), the open notification a filter's matches fold into,
// and the daily digest's pending items and per-user sending day.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import type { TFilterMatchItem } from '#shared/filter-alerts.ts';
import { cascadeRef, createdAt, id, at } from './columns.ts';
import { objects } from './objects.ts';
import { pavilions, sections } from './chess.ts';
import { priceHistory } from './market.ts';
import { filters, notifications, users } from './users.ts';

/** What a queued change is: a price_history row, or a section, building or complex that was published. */
/** `deadline`: a published building's handover moved to another quarter (deadline-history/record.ts). */
export type TAlertSource = 'history' | 'section' | 'pavilion' | 'complex' | 'deadline';

/**
 * Changes not matched yet. price_history rows arrive by a trigger in their own transaction; publications are
 * written by the publishing transactions. The job deletes what it matched in the transaction that writes the
 * notifications, so a row is matched once, and a row of a transaction still open is simply not seen yet.
 */
export const filterAlertQueue = pgTable('filter_alert_queue', {
  id: id(),
  source: text().$type<TAlertSource>().notNull(),
  historyId: integer().references(() => priceHistory.id, { onDelete: 'cascade' }),
  objectId: integer().references(() => objects.id, { onDelete: 'cascade' }),
  pavilionId: integer().references(() => pavilions.id, { onDelete: 'cascade' }),
  sectionId: integer().references(() => sections.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

const ids = () => integer().array();

/**
 * filter_predicates.units_only: every condition match-sql.ts checks on a complex is unset, except its place,
 * class and id, which the units' rows carry. Raw column names: a generated column reads its own row.
 */
export const unitsOnlyFlag =
  sql.raw(`title_like is null and title_ts is null and offer_id is null and builder_id is null
  and house_type is null and structure is null and date_build_from is null and date_build_before is null
  and is_finished is null and not no_deadline_shift and not escrow and not is_new and features is null
  and payments is null and parking is null and territory is null and material is null and distance_sea_to is null
  and ceiling_height_from is null and south is null and polygons is null and near_school is null
  and near_kindergarten is null and near_sea is null`);
const smallintList = () => smallint().array();

/**
 * A saved filter's conditions, read once from its JSON with the search's own helpers (predicate.ts); null means
 * the filter does not set the field. `rev` is the reading's revision: a newer reader rewrites older rows.
 */
export const filterPredicates = pgTable(
  'filter_predicates',
  {
    filterId: integer()
      .primaryKey()
      .references(() => filters.id, { onDelete: 'cascade' }),
    rev: smallint().notNull(),
    market: smallint().notNull(),
    titleLike: text(),
    titleTs: text(),
    objectId: integer(),
    offerId: integer(),
    builderId: integer(),
    regionId: integer(),
    subregions: ids(),
    priceFrom: bigint({ mode: 'number' }),
    priceTo: bigint({ mode: 'number' }),
    squarePriceFrom: numeric({ mode: 'number' }),
    squarePriceTo: numeric({ mode: 'number' }),
    areaFrom: numeric({ mode: 'number' }),
    areaTo: numeric({ mode: 'number' }),
    cntApart: smallintList(),
    houseClass: smallintList(),
    houseType: smallintList(),
    structure: smallint(),
    interior: smallintList(),
    dateBuildFrom: date(),
    dateBuildBefore: date(),
    isFinished: boolean(),
    /** «Без переносов срока». */
    noDeadlineShift: boolean().notNull().default(false),
    /** «Эскроу»: a moderator confirmed the complex's escrow bank. */
    escrow: boolean().notNull().default(false),
    isAction: boolean().notNull().default(false),
    isNew: boolean().notNull().default(false),
    features: smallintList(),
    payments: smallintList(),
    parking: smallintList(),
    territory: smallintList(),
    material: smallintList(),
    distanceSeaTo: bigint({ mode: 'number' }),
    ceilingHeightFrom: numeric({ mode: 'number' }),
    floorFrom: integer(),
    floorTo: integer(),
    south: numeric({ mode: 'number' }),
    west: numeric({ mode: 'number' }),
    north: numeric({ mode: 'number' }),
    east: numeric({ mode: 'number' }),
    /** Drawn areas (decision 047): [{box: [s, w, n, e], ring: [lat, lng, lat, lng, …]}], for kv_in_ring. */
    polygons: jsonb().$type<{ box: [number, number, number, number]; ring: number[] }[]>(),
    /** «Рядом» (issue 28): metres to the nearest school, kindergarten, beach (object_nearby). */
    nearSchool: integer(),
    nearKindergarten: integer(),
    nearSea: integer(),
    /**
     * Nothing about the complex besides its place, class or id (unitsOnlyFlag): the job matches such filters
     * against the batch's units directly, grouped by identical predicates (match-shapes.ts), without the per
     * (filter, complex) checks.
     */
    unitsOnly: boolean().generatedAlwaysAs(unitsOnlyFlag),
  },
  (t) => [
    index().on(t.market, t.objectId),
    // The filters of a changed complex's place (match-sql.ts candidates): its region, its districts, or anywhere.
    index().on(t.market, t.regionId),
    index('filter_predicates_districts_idx')
      .using('gin', t.subregions)
      .where(sql`${t.regionId} is null`),
    index('filter_predicates_anywhere_idx')
      .on(t.market)
      .where(sql`${t.regionId} is null and ${t.subregions} is null`),
    // The same three probes over the filters with complex conditions only: a changed unit's complex is checked
    // against those alone (the others go by shape).
    index('filter_predicates_complex_region_idx')
      .on(t.market, t.regionId)
      .where(sql`not ${t.unitsOnly}`),
    index('filter_predicates_complex_districts_idx')
      .using('gin', t.subregions)
      .where(sql`${t.regionId} is null and not ${t.unitsOnly}`),
    index('filter_predicates_complex_anywhere_idx')
      .on(t.market)
      .where(sql`${t.regionId} is null and ${t.subregions} is null and not ${t.unitsOnly}`),
  ],
);

/** The FilterMatch notification a filter's new matches join while it is younger than the fold window. */
export const filterAlertFolds = pgTable('filter_alert_folds', {
  filterId: integer()
    .primaryKey()
    .references(() => filters.id, { onDelete: 'cascade' }),
  notificationId: cascadeRef(() => notifications.id),
  openedAt: at().notNull(),
});

/** Matches of «Раз в день» filters waiting for the next digest: one row per filter and job run. */
export const filterDigestBatches = pgTable(
  'filter_digest_batches',
  {
    id: id(),
    userId: cascadeRef(() => users.id),
    filterId: cascadeRef(() => filters.id),
    items: jsonb().$type<TFilterMatchItem[]>().notNull(),
    /** Matches in the batch, including those beyond the items kept. */
    count: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId, t.id)],
);

/** The Moscow day a user's digest was last sent: at most one a day. */
export const filterDigestSends = pgTable('filter_digest_sends', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sentOn: date().notNull(),
  sentAt: at()
    .notNull()
    .default(sql`now()`),
});
