// Builder analytics' demand signals, materialised (issue 27, decision 044): which saved filters match which layout and
// price band of each builder company's units on sale. One row per company, filter, layout and band, with the
// company's complexes where it matched: the table is bounded by filters × groups per company, not by complexes, and a
// report for one complex or all of them reads the company's rows. The analytics job refreshes it; reads add what
// changed since (filters saved later, complexes whose units moved) live.
import { index, integer, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { filters } from './users.ts';
import { cascadeRef } from './columns.ts';

export const analyticsDemandMatches = pgTable(
  'analytics_demand_matches',
  {
    companyId: cascadeRef(() => companies.id),
    /** A deleted filter leaves at once. */
    filterId: cascadeRef(() => filters.id),
    /** The buyer behind the filter: only ever counted. */
    userId: integer().notNull(),
    cntApart: smallint().notNull(),
    /** Index into ANALYTICS_PRICE_BANDS. */
    band: smallint().notNull(),
    /** The company's complexes with a matching unit in the group. */
    objectIds: integer().array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.filterId, t.cntApart, t.band] }),
    index().on(t.filterId),
    // A buyer of a filter saved after the job: already counted in the stored group? (demand-counts.ts)
    index().on(t.companyId, t.userId),
  ],
);

/**
 * The report's own figures, stored at its grain (distinct counts do not add up across complexes): per company and
 * scope (0 = all its complexes, else one complex), layout and band, the matching filters and their buyers.
 */
export const analyticsDemandCounts = pgTable(
  'analytics_demand_counts',
  {
    companyId: cascadeRef(() => companies.id),
    scope: integer().notNull(),
    cntApart: smallint().notNull(),
    band: smallint().notNull(),
    filters: integer().notNull(),
    buyers: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.scope, t.cntApart, t.band] })],
);

/**
 * «Спрос без предложения» stored per scope: the saved filters placed in the scope's districts that matched none of
 * its units, by rooms × budget (band -1 = no budget). Kept per filter and buyer so the read counts distinct over them
 * and the filters saved since; a deleted filter leaves at once.
 */
export const analyticsDemandUnmet = pgTable(
  'analytics_demand_unmet',
  {
    companyId: cascadeRef(() => companies.id),
    scope: integer().notNull(),
    filterId: cascadeRef(() => filters.id),
    userId: integer().notNull(),
    cntApart: smallint().notNull(),
    band: smallint().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.scope, t.filterId, t.cntApart, t.band] }),
    index().on(t.filterId),
  ],
);

/**
 * Per company: the cursors its matches were computed at (price_history and filters ids) and when. The job refreshes a
 * company whose units moved since, or whose matches are from an earlier Moscow day (a complex's own fields may have
 * changed), oldest first within a time budget per run.
 */
export const analyticsDemandState = pgTable('analytics_demand_state', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  historyId: integer().notNull(),
  filterId: integer().notNull(),
  matchedAt: timestamp({ withTimezone: true }).notNull(),
  /** The company's complexes when matched: the stored «all complexes» counts hold for this set only. */
  objectIds: integer().array().notNull().default([]),
  /** Stored match rows when matched: fewer now means a matched filter was deleted, so the counts are stale. */
  matches: integer().notNull().default(0),
});
