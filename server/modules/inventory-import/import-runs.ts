// The log of a complex's imports (newest first) and one import found for its apply, both through the complex's
// access: another company's import is NotFound.
import { desc, eq } from 'drizzle-orm';
import type { TImportRun } from '#shared/schemas/inventory-import.ts';
import type { DbOrTx } from '../../db/client.ts';
import { inventoryImports, users, type InventoryImportRow, type UserRow } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { importableObject } from './access.ts';

const LOG_SIZE = 50;

export function presentRun(row: InventoryImportRow, by: string | null): TImportRun {
  return {
    id: row.id,
    objectId: row.objectId,
    source: row.source,
    fileName: row.fileName,
    feedUrl: row.feedUrl,
    state: row.state,
    scheduled: row.scheduleId !== null,
    counts: row.counts,
    error: row.error,
    plans: row.plans,
    by,
    createdAt: row.createdAt.toISOString(),
    appliedAt: row.appliedAt?.toISOString() ?? null,
  };
}

export async function listRuns(db: DbOrTx, user: UserRow, objectId: number): Promise<TImportRun[]> {
  await importableObject(db, user, objectId);
  const rows = await db
    .select({ run: inventoryImports, by: users.name })
    .from(inventoryImports)
    .leftJoin(users, eq(users.id, inventoryImports.byUserId))
    .where(eq(inventoryImports.objectId, objectId))
    .orderBy(desc(inventoryImports.createdAt))
    .limit(LOG_SIZE);
  return rows.map((r) => presentRun(r.run, r.by ?? null));
}

export async function findRun(db: DbOrTx, user: UserRow, importId: string): Promise<InventoryImportRow> {
  const [row] = await db.select().from(inventoryImports).where(eq(inventoryImports.id, importId));
  if (!row) throw notFound();
  await importableObject(db, user, row.objectId);
  return row;
}
