// The apply: one transaction per complex. The complex's row is locked (imports of one complex queue up), its
// chessboard read again and compared with what the dry run saw (a change since is 409), the plan made again from the
// kept rows, and written: new sections, units filled, updated and removed, price history with cause `import` from
// the states before, the complex's figures refreshed, the plans queued (plan-queue.ts). Any failure rolls it all
// back.
import { and, eq, sql } from 'drizzle-orm';
import { IMPORT_LIMITS } from '#shared/inventory-import.ts';
import { importTexts } from '#shared/texts/inventory-import.ts';
import type { DbOrTx } from '../../db/client.ts';
import { inventoryImports, objects, sections, type InventoryImportRow } from '../../db/schema/index.ts';
import { conflict } from '../../errors.ts';
import { recordChanges, recordNew, type TPriceState } from '../price-history/record.ts';
import { refreshObjectStats } from '../realty/refresh-object-stats.ts';
import { loadComplexState } from './complex-state.ts';
import { createSections } from './create-sections.ts';
import { planImport } from './plan-import.ts';
import { countsOf } from './preview-import.ts';
import { queuePlans } from './plan-queue.ts';
import { removeUnits, writeKeys, writeUnits } from './write-units.ts';

const HOUR = 3_600_000;

export async function applyImport(
  db: DbOrTx,
  run: InventoryImportRow,
  byUserId: number | null,
  now: Date,
): Promise<InventoryImportRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${objects} where id = ${run.objectId} for update`);
    const [current] = await tx
      .select()
      .from(inventoryImports)
      .where(eq(inventoryImports.id, run.id))
      .for('update');
    if (!current || current.state !== 'preview' || !current.rows)
      throw conflict(importTexts.errors.notPreview);
    if (now.getTime() - current.createdAt.getTime() > IMPORT_LIMITS.previewHours * HOUR)
      throw conflict(importTexts.errors.expired);
    const state = await loadComplexState(tx, run.objectId);
    if (state.fingerprint !== current.fingerprint) throw conflict(importTexts.errors.stale);
    const plan = planImport(state, current.rows, { removeMissing: current.source !== 'yrl' });
    if (plan.problems.length) throw conflict(importTexts.errors.stale);

    const cellsById = new Map(state.cells.map((c) => [c.id, c]));
    const before: TPriceState[] = [
      ...plan.creates,
      ...plan.updates,
      ...plan.removes.map((cellId) => ({ cellId })),
    ]
      .map(({ cellId }) => cellsById.get(cellId)!)
      .map((c) => ({ id: c.id, price: c.price, squarePrice: c.squarePrice, status: c.status }));
    const change = { cause: 'import' as const, byUserId, at: now };

    const created = await createSections(tx, run.objectId, plan.newSections);
    await writeUnits(tx, [...plan.creates, ...plan.updates]);
    await removeUnits(tx, plan.removes);
    await recordNew(tx, 'cell', created, change);
    await recordChanges(tx, 'cell', before, change);
    // An open editor of a touched section holds its version: moved on, its next save is refused as stale.
    const touched = new Set(
      [...plan.creates, ...plan.updates].map((w) => cellsById.get(w.cellId)!.sectionId),
    );
    for (const id of plan.removes) touched.add(cellsById.get(id)!.sectionId);
    if (touched.size)
      await tx.execute(sql`
        update ${sections} set version = version + 1, updated_at = now()
        where id = any(${`{${[...touched].join(',')}}`}::int[])
      `);
    await refreshObjectStats(tx, run.objectId);
    // Plans named by found units that keep everything else are written too; their images come after the commit.
    await writeKeys(tx, plan.kept);
    const plans = await queuePlans(tx, run, current.rows, byUserId ?? current.byUserId, now);

    const [applied] = await tx
      .update(inventoryImports)
      .set({
        state: 'applied',
        rows: null,
        appliedAt: now,
        counts: countsOf(plan, 0),
        plans,
        byUserId: byUserId ?? current.byUserId,
      })
      .where(and(eq(inventoryImports.id, run.id), eq(inventoryImports.state, 'preview')))
      .returning();
    return applied!;
  });
}
