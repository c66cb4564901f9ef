// Plan images of imported units (issue 26): each distinct source of a complex — a URL from the file or a feed, or an
// image from the uploaded ZIP by its content hash — downloaded and stored once, then set on every unit naming it.
// Images from a ZIP wait in private storage between the dry run and the apply (`import_plan_files`).
import { index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, cascadeRef, createdAt, id } from './columns.ts';
import { inventoryImports } from './imports.ts';
import { images } from './media.ts';
import { objects } from './objects.ts';

export type TPlanImageState = 'pending' | 'stored' | 'failed';

export const importPlanImages = pgTable(
  'import_plan_images',
  {
    id: id(),
    objectId: cascadeRef(() => objects.id),
    /** The URL as written, or `sha256:<hex>` of a file from the archive. */
    key: text().notNull(),
    imageId: integer().references(() => images.id, { onDelete: 'set null' }),
    state: text().$type<TPlanImageState>().notNull(),
    /** Why it failed, in Russian («адрес не отвечает»). */
    error: text(),
    createdAt: createdAt(),
    doneAt: at(),
  },
  (t) => [uniqueIndex('import_plan_images_key_idx').on(t.objectId, t.key), index().on(t.imageId)],
);

export const importPlanFiles = pgTable(
  'import_plan_files',
  {
    importId: uuid()
      .notNull()
      .references(() => inventoryImports.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    /** The file's name in the archive, for the log. */
    name: text().notNull(),
    storageKey: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.key] }), index().on(t.key)],
);

export type ImportPlanImageRow = typeof importPlanImages.$inferSelect;
