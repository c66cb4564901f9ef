// The sites a builder allows to frame a complex's chessboard widget (decision 027): /embed/{id} sends them as its
// CSP frame-ancestors. Per complex, since a complex usually has its own site.
import { pgTable, text, primaryKey } from 'drizzle-orm/pg-core';
import { objects } from './objects.ts';
import { cascadeRef, createdAt } from './columns.ts';

export const embedOrigins = pgTable(
  'embed_origins',
  {
    objectId: cascadeRef(() => objects.id),
    /** As browsers write an origin: https://host[:port], lower case. */
    origin: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.objectId, t.origin] })],
);

export type EmbedOriginRow = typeof embedOrigins.$inferSelect;
