// Column helpers shared by the schema files.
import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const at = () => timestamp({ withTimezone: true });
/** A bbox: row start, column start, row end, column end (zero-based, ends exclusive; see shared/chessboard). */
export const bbox = () => integer().array().notNull();
/** A row's owner: deleting it deletes the row. */
export const cascadeRef = (column: () => AnyPgColumn) =>
  integer().notNull().references(column, { onDelete: 'cascade' });

/** Optimistic lock of an editable row: an update based on an older version is refused (decision 018). */
export const version = () => integer().notNull().default(1);
