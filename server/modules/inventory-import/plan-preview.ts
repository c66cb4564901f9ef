// The dry run's plans: how many units name one, how many distinct images, how many are not stored for the complex
// yet; and the archive's images kept in private storage until the apply (only those not stored already). Images
// kept for dry runs of the complex that were never applied within a day are removed here too.
import { and, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { IMPORT_LIMITS } from '#shared/inventory-import.ts';
import type { TImportPreview } from '#shared/schemas/inventory-import.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  importPlanFiles,
  importPlanImages,
  inventoryImports,
  type TStoredImportRow,
} from '../../db/schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import type { TImportPlan } from './plan-import.ts';
import type { TGridCell } from './complex-state.ts';
import type { TPlanFile } from './plan-refs.ts';

const HOUR = 3_600_000;

export async function storedPlanKeys(db: DbOrTx, objectId: number, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: importPlanImages.key })
    .from(importPlanImages)
    .where(
      and(
        eq(importPlanImages.objectId, objectId),
        eq(importPlanImages.state, 'stored'),
        inArray(importPlanImages.key, keys),
      ),
    );
  return new Set(rows.map((r) => r.key));
}

/** Units whose plan an apply sets: new ones naming a plan, found ones naming another than the one set. */
export function plansToSet(plan: TImportPlan, cells: readonly TGridCell[]): number {
  const byId = new Map(cells.map((c) => [c.id, c]));
  let count = plan.newSections.reduce((n, s) => n + s.units.filter((u) => u.unit.planKey).length, 0);
  for (const w of [...plan.creates, ...plan.updates, ...plan.kept])
    if (w.unit.planKey && w.unit.planKey !== byId.get(w.cellId)?.planAppliedKey) count += 1;
  return count;
}

export async function summarisePlans(
  db: DbOrTx,
  objectId: number,
  units: readonly TStoredImportRow[],
): Promise<TImportPreview['plans'] & { keys: string[]; stored: Set<string> }> {
  const keys = [...new Set(units.map((u) => u.planKey).filter((k): k is string => Boolean(k)))];
  const stored = await storedPlanKeys(db, objectId, keys);
  return {
    units: units.filter((u) => u.planKey).length,
    images: keys.length,
    toStore: keys.length - stored.size,
    keys,
    stored,
  };
}

const stagedKey = (importId: string, key: string) => `private/import-plans/${importId}/${key.slice(7)}`;

export async function stagePlanFiles(
  db: DbOrTx,
  storage: Storage,
  run: { id: string; objectId: number; now: Date },
  files: readonly TPlanFile[],
): Promise<void> {
  await pruneStagedPlans(db, storage, run.objectId, run.now);
  for (const file of files) {
    const storageKey = stagedKey(run.id, file.key);
    await storage.put(storageKey, file.data);
    await db
      .insert(importPlanFiles)
      .values({ importId: run.id, key: file.key, name: file.name.slice(0, 200), storageKey })
      .onConflictDoNothing();
  }
}

/** Kept images of the complex's dry runs that can no longer be applied (applied, failed, or a day old). */
export async function pruneStagedPlans(db: DbOrTx, storage: Storage, objectId: number, now: Date) {
  const stale = await db
    .select({
      importId: importPlanFiles.importId,
      key: importPlanFiles.key,
      storageKey: importPlanFiles.storageKey,
    })
    .from(importPlanFiles)
    .innerJoin(inventoryImports, eq(inventoryImports.id, importPlanFiles.importId))
    .where(
      and(
        eq(inventoryImports.objectId, objectId),
        or(
          ne(inventoryImports.state, 'preview'),
          lt(
            inventoryImports.createdAt,
            sql`${new Date(now.getTime() - IMPORT_LIMITS.previewHours * HOUR).toISOString()}::timestamptz`,
          ),
        ),
        // An applied import's files wait for their download (plan-channel.ts removes them).
        sql`not exists (select 1 from import_plan_images p where p.object_id = ${objectId}
              and p.key = ${importPlanFiles.key} and p.state = 'pending')`,
      ),
    );
  for (const file of stale) {
    await storage.remove(file.storageKey);
    await db
      .delete(importPlanFiles)
      .where(and(eq(importPlanFiles.importId, file.importId), eq(importPlanFiles.key, file.key)));
  }
}
