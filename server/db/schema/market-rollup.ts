// «Рынок» (issue 27, decision 045): the market's closed months, materialised by the daily rollup job. Rows are per
// section so that reads apply the catalogue's visibility of today (a section hidden since the rollup drops out at
// once); the current month is never stored, it is counted live.
import { date, index, integer, numeric, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';
import { pgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { objects } from './objects.ts';
import { sections } from './chess.ts';

export const marketMonths = pgTable(
  'market_months',
  {
    /** The first day of a Moscow calendar month. */
    month: date({ mode: 'string' }).notNull(),
    sectionId: integer()
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    objectId: integer()
      .notNull()
      .references(() => objects.id, { onDelete: 'cascade' }),
    /** Layout (cells.cnt_apart): the market counts flats only. */
    layout: smallint().notNull(),
    /** Units on sale at the month's end, their м², and their ₽/м² (those with a price). */
    onSale: integer().notNull(),
    areaOnSale: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull(),
    squarePrices: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Units that became sold in the month. */
    sold: integer().notNull(),
    /** Units whose first record is in the month (put on sale for the first time). */
    launched: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.sectionId, t.layout] }), index().on(t.objectId, t.month)],
);

/** One row: how far the rollup got (the last price_history id it saw, and when it ran). */
export const marketRollupState = pgTable('market_rollup_state', {
  id: smallint().primaryKey().default(1),
  historyId: integer().notNull().default(0),
  /** The first month not rolled up yet (the current month when it ran). */
  openMonth: date({ mode: 'string' }),
  rolledAt: timestamp({ withTimezone: true }),
});
