// The inventory import (issue 26, decision 042): each dry run and its apply, the feeds synchronised on a schedule,
// and what an import knows of a unit beyond the chessboard (its id in the builder's own system).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TCellStatus, TLayout } from '#shared/enums.ts';
import type { TFeedFormat, TImportSource, TImportState, TSchedulePeriod } from '#shared/inventory-import.ts';
import type { TImportCounts } from '#shared/schemas/inventory-import.ts';
import { cells } from './chess.ts';
import { at, cascadeRef, createdAt, id } from './columns.ts';
import { objects } from './objects.ts';
import { users } from './users.ts';

export const importSchedules = pgTable(
  'import_schedules',
  {
    id: id(),
    objectId: cascadeRef(() => objects.id),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    feedUrl: text().notNull(),
    format: text().$type<TFeedFormat>().notNull(),
    period: text().$type<TSchedulePeriod>().notNull(),
    nextRunAt: at().notNull(),
    lastRunAt: at(),
    lastError: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.objectId), index().on(t.nextRunAt)],
);

/** One parsed row kept between the dry run and its apply. */
export interface TStoredImportRow {
  row: number;
  building: string;
  section: string;
  floor: number;
  number: string;
  rooms: TLayout | null;
  area: number | null;
  price: number | null;
  status: TCellStatus;
  layout: string | null;
  plan: string | null;
  externalId: string | null;
  /** The plan's image source (server/modules/inventory-import/plan-refs.ts): its URL or `sha256:<hex>` of a file. */
  planKey?: string | null;
}

/** The plan images of an applied import: distinct images, how many are stored and failed, the failures. */
export interface TImportPlansLog {
  total: number;
  stored: number;
  failed: number;
  issues: string[];
}

export const inventoryImports = pgTable(
  'inventory_imports',
  {
    id: uuid().primaryKey().defaultRandom(),
    objectId: cascadeRef(() => objects.id),
    byUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    scheduleId: integer().references(() => importSchedules.id, { onDelete: 'set null' }),
    source: text().$type<TImportSource>().notNull(),
    fileName: text(),
    feedUrl: text(),
    state: text().$type<TImportState>().notNull(),
    /** The rows read, until applied (then dropped: the chessboard holds them). */
    rows: jsonb().$type<TStoredImportRow[]>(),
    /** The complex's units as the dry run saw them: an apply after a change is refused. */
    fingerprint: text().notNull(),
    counts: jsonb().$type<TImportCounts>().notNull(),
    error: text(),
    /** Plan images after the apply (downloaded by the outbox's `import-plans` channel). */
    plans: jsonb().$type<TImportPlansLog>(),
    createdAt: createdAt(),
    appliedAt: at(),
  },
  (t) => [index().on(t.objectId, t.createdAt)],
);

/** A unit's keys from the builder's system: the external id a re-import matches by, the layout's name, the plan. */
export const unitImportKeys = pgTable(
  'unit_import_keys',
  {
    cellId: integer()
      .primaryKey()
      .references(() => cells.id, { onDelete: 'cascade' }),
    objectId: cascadeRef(() => objects.id),
    externalId: text(),
    layoutName: text(),
    planRef: text(),
    /** The plan image's source (URL or `sha256:<hex>`), and the one last set on the unit: they differ until set. */
    planKey: text(),
    planAppliedKey: text(),
  },
  (t) => [
    uniqueIndex('unit_import_keys_external_idx')
      .on(t.objectId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    index().on(t.objectId, t.planKey),
  ],
);

export type ImportScheduleRow = typeof importSchedules.$inferSelect;
export type InventoryImportRow = typeof inventoryImports.$inferSelect;
