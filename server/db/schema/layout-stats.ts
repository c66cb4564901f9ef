// A complex's units on sale per layout (issue 29): how many, and the ranges of their prices, kept by
// refreshObjectStats in the same statement as the complex's own figures, so they are never stale. The search reads
// them instead of the units when they answer its filter exactly (server/modules/search/layout-stats-sql.ts): the
// whole country's «2–3 комнаты до 15 млн» is then a look-up over a few rows per complex, not 574,000 units.
import { bigint, index, integer, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { pgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { TLayout } from '#shared/enums.ts';
import { objects } from './objects.ts';

/**
 * One row per complex and layout with at least one unit a search counts: a dwelling on sale, not disabled, in a
 * published section of a published building (filter-sql.ts `unitBase`). Prices are over those units with a price;
 * the «action» columns over those marked as on promotion.
 */
export const objectLayoutStats = pgTable(
  'object_layout_stats',
  {
    objectId: integer()
      .notNull()
      .references(() => objects.id, { onDelete: 'cascade' }),
    cntApart: smallint().$type<TLayout>().notNull(),
    units: integer().notNull(),
    priceFrom: bigint({ mode: 'number' }),
    priceTo: bigint({ mode: 'number' }),
    /** The lowest ₽/м² (stored, else price / area) of the units with a price: the «от» a square-price sort reads. */
    squarePriceFrom: bigint({ mode: 'number' }),
    actionUnits: integer().notNull(),
    actionPriceFrom: bigint({ mode: 'number' }),
    actionPriceTo: bigint({ mode: 'number' }),
    actionSquarePriceFrom: bigint({ mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.objectId, t.cntApart] }),
    // Layouts and a price range over the whole country: a range per layout, the complex ids from the index alone.
    index('object_layout_stats_price_idx').on(
      t.cntApart,
      t.priceFrom,
      t.objectId,
      t.priceTo,
      t.squarePriceFrom,
    ),
    index('object_layout_stats_action_idx')
      .on(t.objectId, t.cntApart, t.actionPriceFrom, t.actionPriceTo, t.actionSquarePriceFrom)
      .where(sql`${t.actionUnits} > 0`),
  ],
);
