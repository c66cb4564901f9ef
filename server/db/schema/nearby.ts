// What is near a complex (issue 28): places from an OpenStreetMap extract (`npm run admin -- import-osm`) and, per
// complex, the nearest place of each kind, computed when points are imported or the complex moves, so the complex
// page's «Рядом» and the filter's «Школа до 500 м» read one indexed row instead of measuring at request time.
import { bigint, doublePrecision, index, integer, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { pgTable } from 'drizzle-orm/pg-core';
import type { TInfraKind } from '#shared/nearby.ts';
import { objects } from './objects.ts';
import { id, updatedAt } from './columns.ts';

export type TOsmType = 'node' | 'way' | 'relation';

export const infraPoints = pgTable(
  'infra_points',
  {
    id: id(),
    /** OpenStreetMap's element: node, way or relation and its id (negative in the shipped demo sample). */
    osmType: text().$type<TOsmType>().notNull(),
    osmId: bigint({ mode: 'number' }).notNull(),
    kind: text().$type<TInfraKind>().notNull(),
    /** OSM's `name` (null when it has none; the page names it by its kind). */
    name: text(),
    /** A node's place, or a way's or relation's centre. */
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex().on(t.osmType, t.osmId), index().on(t.kind, t.latitude, t.longitude)],
);

export const objectNearby = pgTable(
  'object_nearby',
  {
    objectId: integer()
      .notNull()
      .references(() => objects.id, { onDelete: 'cascade' }),
    kind: text().$type<TInfraKind>().notNull(),
    pointId: integer()
      .notNull()
      .references(() => infraPoints.id, { onDelete: 'cascade' }),
    /** Straight-line metres, rounded. */
    distanceM: integer().notNull(),
    /** The complex's place the distance was measured from: a row from another place is stale. */
    fromLatitude: doublePrecision().notNull(),
    fromLongitude: doublePrecision().notNull(),
  },
  (t) => [primaryKey({ columns: [t.objectId, t.kind] }), index().on(t.kind, t.distanceM)],
);

export type InfraPointRow = typeof infraPoints.$inferSelect;
export type NewInfraPointRow = typeof infraPoints.$inferInsert;
