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
  (t) => [primaryKey({ columns: [t.companyId, t.filterId, t.cntApart, t.band] }), index().on(t.filterId)],
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
});
