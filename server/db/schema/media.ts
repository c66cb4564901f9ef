import { pgTable, text, integer, index } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { id, createdAt } from './columns.ts';

/**
 * An uploaded or generated image, stored as s, m, l, xl webp variants under storageKey.
 * Images are attached through join tables (object_images, offer_images) or as plans of rows and cells;
 * an image attached nowhere is a temporary upload.
 */
export const images = pgTable(
  'images',
  {
    id: id(),
    uploaderId: integer().references(() => users.id, { onDelete: 'set null' }),
    storageKey: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.uploaderId)],
);

export type ImageRow = typeof images.$inferSelect;
