// The apply's part for plans, inside its transaction and without any HTTP: every distinct plan source of the
// import gets its row for the complex (a failed one is tried again); sources already stored are set on their units
// at once, the others become one outbox item each (plan-channel.ts downloads and stores them after the commit). The
// items of a complex go in three ordered lanes, so one source is never fetched by two items at once and a big import
// does not take every worker of the drain.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { TImportPlansLog, TStoredImportRow } from '../../db/schema/index.ts';
import { queryRows } from '../../core/sql.ts';
import { enqueueOutbox } from '../outbox/index.ts';

export const PLAN_CHANNEL = 'import-plans';
const LANES = 3;

/** One plan source to fetch and store: the import it came with, and the first unit naming it for the log. */
export interface TPlanJob {
  importId: string;
  objectId: number;
  key: string;
  unit: string;
  others: number;
  byUserId: number | null;
}

const laneOf = (key: string) => createHash('sha1').update(key).digest()[0]! % LANES;

/** Sets the stored image of `keys` on the complex's units naming them whose plan was not set from that source yet. */
export async function assignPlans(db: DbOrTx, objectId: number, keys: readonly string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const list = sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  );
  const touched = await queryRows<{ sectionId: number }>(
    db,
    sql`with due as (
          select k.cell_id, p.image_id from unit_import_keys k
          join import_plan_images p on p.object_id = k.object_id and p.key = k.plan_key
          where k.object_id = ${objectId} and k.plan_key in (${list}) and p.state = 'stored'
            and p.image_id is not null and k.plan_applied_key is distinct from k.plan_key
        ), keyed as (
          update unit_import_keys k set plan_applied_key = k.plan_key from due where k.cell_id = due.cell_id
        )
        update cells c set plan_image_id = due.image_id, version = c.version + 1, updated_at = now()
        from due where c.id = due.cell_id
        returning c.section_id as "sectionId"`,
  );
  const sections = [...new Set(touched.map((t) => t.sectionId))];
  // An open editor of the section holds its version: moved on, its next save reloads rather than drops the plan.
  if (sections.length)
    await db.execute(
      sql`update sections set version = version + 1, updated_at = now() where id = any(${`{${sections.join(',')}}`}::int[])`,
    );
  return touched.length;
}

export async function queuePlans(
  tx: DbOrTx,
  run: { id: string; objectId: number },
  units: readonly TStoredImportRow[],
  byUserId: number | null,
  now: Date,
): Promise<TImportPlansLog | null> {
  const groups = new Map<string, { unit: string; count: number }>();
  for (const u of units) {
    if (!u.planKey) continue;
    const g = groups.get(u.planKey);
    if (g) g.count += 1;
    else groups.set(u.planKey, { unit: u.number, count: 1 });
  }
  if (groups.size === 0) return null;
  const keys = [...groups.keys()];
  const rows = sql.join(
    keys.map((k) => sql`(${run.objectId}::int, ${k}::text, 'pending', ${now.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into import_plan_images (object_id, key, state, created_at) values ${rows}
    on conflict (object_id, key) do update set state = 'pending', error = null, done_at = null
    where import_plan_images.state = 'failed'`);
  const states = await queryRows<{ key: string; state: string }>(
    tx,
    sql`select key, state from import_plan_images where object_id = ${run.objectId}
        and key in (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )})`,
  );
  const stored = states.filter((s) => s.state === 'stored').map((s) => s.key);
  await assignPlans(tx, run.objectId, stored);
  for (const { key, state } of states) {
    if (state === 'stored') continue;
    const group = groups.get(key)!;
    const job: TPlanJob = {
      importId: run.id,
      objectId: run.objectId,
      key,
      unit: group.unit,
      others: group.count - 1,
      byUserId,
    };
    await enqueueOutbox(
      tx,
      {
        channel: PLAN_CHANNEL,
        target: run.id,
        orderKey: `${PLAN_CHANNEL}:${run.objectId}:${laneOf(key)}`,
        payload: job,
      },
      now,
    );
  }
  return { total: keys.length, stored: stored.length, failed: 0, issues: [] };
}
