// Optimistic locking of editable rows (decision 018): the check and the bump are one statement,
// `update … set version = version + 1 where id = $1 and version = $2 returning version`, run inside the write's
// transaction, so no other write slips between them and a refusal leaves nothing half-written.
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { conflict } from '../errors.ts';
import { queryRows } from './sql.ts';

type TVersioned = PgTable & { id: PgColumn; version: PgColumn };

/** `version = version + 1`, for a `set` that changes the row in the same statement. */
export const nextVersion = (table: TVersioned): SQL => sql`${table.version} + 1`;

/** The `where` part that refuses a stale edit; no check when the client did not say what it was based on. */
export const atVersion = (table: TVersioned, expected: number | undefined): SQL | undefined =>
  expected === undefined ? undefined : sql`${table.version} = ${expected}`;

/**
 * Bumps the row's version when `expected` (if given) is still its version, and answers the new one; a row that is
 * there (the caller has read it) with another version is a 409 with `stale`.
 */
export async function bumpVersion(
  db: DbOrTx,
  table: TVersioned,
  id: number,
  expected: number | undefined,
  stale: string,
): Promise<number> {
  const check = atVersion(table, expected);
  const [row] = await queryRows<{ version: number }>(
    db,
    sql`update ${table} set version = ${nextVersion(table)}
        where ${table.id} = ${id}${check ? sql` and ${check}` : sql``}
        returning version`,
  );
  if (!row) throw conflict(stale);
  return Number(row.version);
}

/** The answer of `update … returning` that matched no row, after the caller made sure the row exists. */
export function refuseStale<T>(row: T | undefined, stale: string): T {
  if (row === undefined) throw conflict(stale);
  return row;
}

/** The section holding a unit: any change inside a section moves its version on. */
export async function bumpSectionOfCell(db: DbOrTx, cellId: number): Promise<void> {
  await db.execute(
    sql`update sections set version = version + 1
        where id = (select section_id from cells where cells.id = ${cellId})`,
  );
}
