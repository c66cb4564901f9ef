// The outbox's `import-plans` channel: one plan source of an applied import, downloaded (download-plan.ts) or read
// from the archive's kept copy, checked by its magic bytes and stored once for the complex (storeImage: four webp
// variants), then set on every unit naming it. A source that cannot be had (no answer, 404, not a picture, a private
// address) is marked failed and written to the import's log in Russian («План кв. 12: адрес не отвечает»); the item is
// done, the import is not failed, and a re-import with the same source tries it again. Trouble of our own (the
// database, the storage) is retried by the outbox.
import { and, eq, sql } from 'drizzle-orm';
import { IMPORT_LIMITS } from '#shared/inventory-import.ts';
import { importTexts } from '#shared/texts/inventory-import.ts';
import { fill } from '#shared/texts/ru.ts';
import type { Cache } from '../../core/cache/cache.ts';
import { CATALOG, objectVersion } from '../../core/cache/names.ts';
import { queryRows } from '../../core/sql.ts';
import type { DbOrTx } from '../../db/client.ts';
import { importPlanFiles, importPlanImages } from '../../db/schema/index.ts';
import { ValidationFailed } from '../../errors.ts';
import { detectImageFormat, storeImage } from '../../storage/images.ts';
import type { Storage } from '../../storage/storage.ts';
import type { DeliverFn } from '../outbox/index.ts';
import { downloadPlan, PlanFetchError } from './download-plan.ts';
import { assignPlans, type TPlanJob } from './plan-queue.ts';
import { isUrlKey } from './plan-refs.ts';

const P = importTexts.plans;

export interface PlanChannelDeps {
  storage: Storage;
  cache?: Cache;
  allowPrivate: boolean;
  timeoutMs?: number;
}

async function logPlan(db: DbOrTx, job: TPlanJob, issue: string | null): Promise<void> {
  if (issue === null) {
    await db.execute(sql`update inventory_imports
      set plans = jsonb_set(plans, '{stored}', to_jsonb((plans->>'stored')::int + 1))
      where id = ${job.importId} and plans is not null`);
    return;
  }
  const line =
    job.others > 0 ? fill(P.issueMany, job.unit, job.others, issue) : fill(P.issue, job.unit, issue);
  await db.execute(sql`update inventory_imports
    set plans = jsonb_set(
      jsonb_set(plans, '{failed}', to_jsonb((plans->>'failed')::int + 1)),
      '{issues}',
      case when jsonb_array_length(plans->'issues') < ${IMPORT_LIMITS.planIssues}
        then (plans->'issues') || to_jsonb(${line}::text) else plans->'issues' end)
    where id = ${job.importId} and plans is not null`);
}

async function stagedFile(db: DbOrTx, storage: Storage, job: TPlanJob): Promise<Buffer> {
  const [file] = await queryRows<{ storageKey: string }>(
    db,
    sql`select f.storage_key as "storageKey" from import_plan_files f
        join inventory_imports i on i.id = f.import_id
        where i.object_id = ${job.objectId} and f.key = ${job.key}
        order by (f.import_id = ${job.importId}) desc limit 1`,
  );
  const data = file ? await storage.get(file.storageKey) : null;
  if (!data) throw new PlanFetchError(P.fileGone);
  return data;
}

async function dropStaged(db: DbOrTx, storage: Storage, job: TPlanJob): Promise<void> {
  if (isUrlKey(job.key)) return;
  const files = await queryRows<{ importId: string; storageKey: string }>(
    db,
    sql`select f.import_id as "importId", f.storage_key as "storageKey" from import_plan_files f
        join inventory_imports i on i.id = f.import_id
        where i.object_id = ${job.objectId} and f.key = ${job.key}`,
  );
  for (const f of files) {
    await storage.remove(f.storageKey);
    await db
      .delete(importPlanFiles)
      .where(and(eq(importPlanFiles.importId, f.importId), eq(importPlanFiles.key, job.key)));
  }
}

export function planChannel(deps: PlanChannelDeps): DeliverFn {
  return async (item, { db, now }) => {
    const job = item.payload as TPlanJob;
    const [row] = await db
      .select()
      .from(importPlanImages)
      .where(and(eq(importPlanImages.objectId, job.objectId), eq(importPlanImages.key, job.key)));
    if (!row) return { kind: 'done' };
    if (row.state === 'failed') {
      await logPlan(db, job, row.error ?? P.broken);
      return { kind: 'done' };
    }
    if (row.state === 'pending') {
      let imageId: number;
      try {
        const data = isUrlKey(job.key)
          ? await downloadPlan(job.key, deps)
          : await stagedFile(db, deps.storage, job);
        if (!detectImageFormat(data)) throw new PlanFetchError(P.notImage);
        imageId = (await storeImage(db, deps.storage, data, job.byUserId)).id;
      } catch (error) {
        if (!(error instanceof PlanFetchError || error instanceof ValidationFailed)) throw error;
        const reason = error instanceof PlanFetchError ? error.message : P.broken;
        await db
          .update(importPlanImages)
          .set({ state: 'failed', error: reason, doneAt: now })
          .where(eq(importPlanImages.id, row.id));
        await logPlan(db, job, reason);
        await dropStaged(db, deps.storage, job);
        return { kind: 'done' };
      }
      await db
        .update(importPlanImages)
        .set({ state: 'stored', imageId, error: null, doneAt: now })
        .where(eq(importPlanImages.id, row.id));
      await dropStaged(db, deps.storage, job);
    }
    await db.transaction((tx) => assignPlans(tx, job.objectId, [job.key]));
    await logPlan(db, job, null);
    await deps.cache?.bump([CATALOG, objectVersion(job.objectId)]);
    return { kind: 'done' };
  };
}
