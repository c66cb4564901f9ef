// The dry run: the rows read and checked, compared with the complex (plan-import.ts), and kept as a `preview`
// import for its apply. Nothing of the complex is written.
import type { TImportSource } from '#shared/inventory-import.ts';
import { IMPORT_LIMITS } from '#shared/inventory-import.ts';
import type { TImportCounts, TImportPreview } from '#shared/schemas/inventory-import.ts';
import type { DbOrTx } from '../../db/client.ts';
import { inventoryImports } from '../../db/schema/index.ts';
import { checkRows } from './check-row.ts';
import { loadComplexState } from './complex-state.ts';
import { planImport, type TImportPlan } from './plan-import.ts';
import type { TRawRow } from './raw-row.ts';
import { importTexts } from '#shared/texts/inventory-import.ts';
import { refuseFile } from './raw-row.ts';
import type { Storage } from '../../storage/storage.ts';
import { plansToSet, stagePlanFiles, summarisePlans } from './plan-preview.ts';
import { resolvePlans } from './plan-refs.ts';
import type { TPlanArchive } from './read-archive.ts';

export interface TImportInput {
  objectId: number;
  byUserId: number | null;
  scheduleId?: number | null;
  source: TImportSource;
  fileName: string | null;
  feedUrl: string | null;
  rows: AsyncIterable<TRawRow>;
  /** The ZIP's plan images, when the table came in one. */
  archive?: TPlanArchive | null;
  /** Where the archive's plans wait for the apply. */
  storage?: Storage;
  now: Date;
}

export const countsOf = (plan: TImportPlan, problems: number): TImportCounts => ({
  create: plan.creates.length + plan.newSections.reduce((n, s) => n + s.units.length, 0),
  update: plan.updates.length,
  remove: plan.removes.length,
  keep: plan.keeps,
  conflicts: plan.conflicts.length,
  problems,
});

export async function previewImport(db: DbOrTx, input: TImportInput): Promise<TImportPreview> {
  const checked = await checkRows(input.rows);
  if (checked.total === 0) throw refuseFile(importTexts.errors.empty);
  const refs = await resolvePlans(checked.units, {
    archive: input.archive ?? null,
    fromFeed: input.source !== 'file',
  });
  const state = await loadComplexState(db, input.objectId);
  const plan = planImport(state, checked.units, { removeMissing: input.source !== 'yrl' });
  const problems = [...checked.problems, ...refs.problems, ...plan.problems].sort((a, b) => a.row - b.row);
  const counts = countsOf(plan, problems.length);
  const plans = await summarisePlans(db, input.objectId, checked.units);
  // A file that changes only plans (or names plans not stored yet) is worth applying too.
  const plansChange = plans.toStore > 0 || plansToSet(plan, state.cells) > 0;
  const canApply =
    problems.length === 0 && (counts.create + counts.update + counts.remove > 0 || plansChange);
  const [saved] = await db
    .insert(inventoryImports)
    .values({
      objectId: input.objectId,
      byUserId: input.byUserId,
      scheduleId: input.scheduleId ?? null,
      source: input.source,
      fileName: input.fileName,
      feedUrl: input.feedUrl,
      state: problems.length ? 'failed' : 'preview',
      rows: canApply ? checked.units : null,
      fingerprint: state.fingerprint,
      counts,
      error: problems.length ? (problems[0]?.message ?? null) : null,
      createdAt: input.now,
    })
    .returning({ id: inventoryImports.id });
  const staged = refs.files.filter((f) => !plans.stored.has(f.key));
  if (canApply && staged.length && input.storage)
    await stagePlanFiles(
      db,
      input.storage,
      { id: saved!.id, objectId: input.objectId, now: input.now },
      staged,
    );
  return {
    importId: saved!.id,
    objectId: input.objectId,
    source: input.source,
    fileName: input.fileName,
    rows: checked.total,
    create: counts.create,
    update: counts.update,
    remove: counts.remove,
    keep: counts.keep,
    sections: plan.sections,
    firstRows: plan.firstRows,
    conflicts: plan.conflicts,
    problems: problems.slice(0, IMPORT_LIMITS.problems),
    problemsTotal: problems.length,
    plans: { units: plans.units, images: plans.images, toStore: plans.toStore },
    canApply,
  };
}
