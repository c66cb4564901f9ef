// The feed schedules' job: due schedules are claimed in one short transaction under the job's advisory lock (one
// run across nodes; a claimed schedule's next run moves a period on, so no node takes it twice), then each feed is
// downloaded, checked and applied like a builder's dry run and apply. A failure (the feed, its rows, a conflict)
// is logged as a failed run, kept on the schedule and told to the builder (ImportFailed).
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { PERIOD_MS } from '#shared/inventory-import.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Cache } from '../../core/cache/cache.ts';
import { CATALOG, objectVersion } from '../../core/cache/names.ts';
import { IMPORT_SCHEDULE_LOCK } from '../../core/workflow-locks.ts';
import { importSchedules, inventoryImports, objects, type ImportScheduleRow } from '../../db/schema/index.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { AppError, ValidationFailed } from '../../errors.ts';
import { applyImport } from './apply-import.ts';
import { fetchFeed } from './fetch-feed.ts';
import { notifyImportFailed } from './notify-import.ts';
import { previewImport } from './preview-import.ts';
import { readFeed } from './read-source.ts';

/** Schedules run per pass; the next pass takes the rest. */
const BATCH = 20;

export interface ImportJobDeps {
  db: DbOrTx;
  realtime: Realtime;
  now: Date;
  allowPrivate: boolean;
  cache?: Cache;
  /** Tests hand a feed in without a network. */
  fetch?: (url: string) => Promise<Buffer>;
}

export interface ImportJobResult {
  ran: boolean;
  applied: number[];
  failed: number[];
}

async function claimDue(db: DbOrTx, now: Date): Promise<ImportScheduleRow[] | null> {
  return db.transaction(async (tx) => {
    const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(${IMPORT_SCHEDULE_LOCK}) as locked`);
    if ((locked as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked !== true) return null;
    const due = await tx
      .select()
      .from(importSchedules)
      .where(lte(importSchedules.nextRunAt, now))
      .orderBy(asc(importSchedules.nextRunAt))
      .limit(BATCH)
      .for('update');
    for (const s of due)
      await tx
        .update(importSchedules)
        .set({ nextRunAt: new Date(now.getTime() + PERIOD_MS[s.period]), lastRunAt: now })
        .where(eq(importSchedules.id, s.id));
    return due;
  });
}

/** A refusal's words for the log and the notice: the first Russian text it carries. */
export function reasonOf(error: unknown): string {
  if (error instanceof ValidationFailed) return Object.values(error.errors).flat()[0] ?? error.message;
  if (error instanceof AppError) return error.message;
  return 'внутренняя ошибка сервера';
}

async function runOne(deps: ImportJobDeps, schedule: ImportScheduleRow): Promise<boolean> {
  const { db, now } = deps;
  try {
    const data = await (deps.fetch ?? ((url) => fetchFeed(url, deps.allowPrivate)))(schedule.feedUrl);
    const preview = await previewImport(db, {
      objectId: schedule.objectId,
      byUserId: null,
      scheduleId: schedule.id,
      source: schedule.format,
      fileName: null,
      feedUrl: schedule.feedUrl,
      rows: readFeed(data, schedule.format),
      now,
    });
    if (preview.problemsTotal > 0) throw new ValidationFailed({ feed: [preview.problems[0]!.message] });
    if (preview.canApply) {
      const [run] = await db.select().from(inventoryImports).where(eq(inventoryImports.id, preview.importId));
      await applyImport(db, run!, null, now);
      await deps.cache?.bump([CATALOG, objectVersion(schedule.objectId)]);
    }
    await db.update(importSchedules).set({ lastError: null }).where(eq(importSchedules.id, schedule.id));
    return true;
  } catch (error) {
    const reason = reasonOf(error);
    // A run that failed before its rows were read still shows in the log.
    const [logged] = await db
      .select({ id: inventoryImports.id })
      .from(inventoryImports)
      .where(and(eq(inventoryImports.scheduleId, schedule.id), eq(inventoryImports.createdAt, now)));
    if (logged)
      await db
        .update(inventoryImports)
        .set({ state: 'failed', error: reason, rows: null })
        .where(eq(inventoryImports.id, logged.id));
    else
      await db.insert(inventoryImports).values({
        objectId: schedule.objectId,
        scheduleId: schedule.id,
        source: schedule.format,
        feedUrl: schedule.feedUrl,
        state: 'failed',
        fingerprint: '',
        counts: { create: 0, update: 0, remove: 0, keep: 0, conflicts: 0, problems: 0 },
        error: reason,
        createdAt: now,
      });
    await db.update(importSchedules).set({ lastError: reason }).where(eq(importSchedules.id, schedule.id));
    const [object] = await db
      .select({ title: objects.title, ownerId: objects.ownerId })
      .from(objects)
      .where(eq(objects.id, schedule.objectId));
    if (object) await notifyImportFailed(deps, schedule, object.title, reason, object.ownerId);
    return false;
  }
}

export async function runImportSchedules(deps: ImportJobDeps): Promise<ImportJobResult> {
  const due = await claimDue(deps.db, deps.now);
  if (due === null) return { ran: false, applied: [], failed: [] };
  const result: ImportJobResult = { ran: true, applied: [], failed: [] };
  for (const schedule of due)
    ((await runOne(deps, schedule)) ? result.applied : result.failed).push(schedule.id);
  return result;
}
