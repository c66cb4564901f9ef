import { sql } from 'drizzle-orm';
import { pgTable, text, integer, doublePrecision, index, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { cascadeRef, id } from './columns.ts';
import { nameVector, tsvector } from './search-text.ts';

export const regions = pgTable('regions', {
  id: id(),
  name: text().notNull(),
  /** The region's centre (its capital), from the shipped data (npm run admin -- import-regions). */
  latitude: doublePrecision(),
  longitude: doublePrecision(),
  sort: integer().notNull().default(0),
});

/** Districts of a region; a subregion may sit inside another (PRODUCT: subregion with parent). */
export const subregions = pgTable(
  'subregions',
  {
    id: id(),
    regionId: cascadeRef(() => regions.id),
    parentId: integer().references((): AnyPgColumn => subregions.id, { onDelete: 'set null' }),
    name: text().notNull(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    sort: integer().notNull().default(0),
    searchText: tsvector().generatedAlwaysAs(nameVector('name')),
  },
  (t) => [
    index().on(t.regionId),
    index().on(t.parentId),
    index('subregions_search_text_idx').using('gin', t.searchText),
    index('subregions_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);
