// The alert job's run: the queued changes are matched against every subscribed filter in one statement
// (match-sql.ts), then, still in the same transaction, «Сразу» filters get a FilterMatch notification (joining the
// one younger than the fold window), «Раз в день» filters a digest batch, and the matched queue rows are deleted.
// A crash before commit leaves the queue as it was: the next run does the same work again, and none is done twice.
import { sql, type SQL } from 'drizzle-orm';
import { FILTER_ALERT_LIMITS } from '#shared/filter-alerts.ts';
import { NotificationType } from '#shared/enums.ts';
import type { TNotification } from '#shared/schemas/notification.ts';
import { PrivateEvent } from '#shared/realtime.ts';
import type { DbOrTx } from '../../db/client.ts';
import { FILTER_ALERTS_LOCK } from '../../core/workflow-locks.ts';
import { queryRows } from '../../core/sql.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { copyFilterMatches } from '../channels/bulk.ts';
import { matchesSql } from './match-sql.ts';
import { keyOf, orderOf, SHAPE_TABLES, shapeFilterHits, shapeStatements } from './match-shapes.ts';
import { refreshStalePredicates } from './predicate.ts';

/**
 * Queue rows matched per batch; a longer queue is worked off by the next batches. A batch reads the filters of its
 * places once and writes one notification per matched filter, so a day of changes goes in one batch.
 */
export const ALERT_BATCH = 20_000;

export interface AlertDeps {
  db: DbOrTx;
  realtime: Realtime;
  now: Date;
  /** Each step's duration, for the benchmark. */
  trace?: (step: string, ms: number) => void;
  /** Queue rows per batch (ALERT_BATCH; tests take a few). */
  batch?: number;
  /** Changed complexes from which units go by shape (SHAPES_FROM_COMPLEXES; tests take 0). */
  shapesFrom?: number;
}

export interface AlertRun {
  /** False when another node held the job's lock. */
  ran: boolean;
  /** Queue rows handled. */
  queued: number;
  /** (filter, item) pairs found. */
  matches: number;
  /** Notifications written (new or joined) and digest batches. */
  notified: number;
  folded: number;
  digested: number;
}

const N = sql.raw(String(FILTER_ALERT_LIMITS.itemsPerNotification));

interface NotificationRow {
  id: number;
  user_id: number;
  payload: unknown;
  read_at: string | Date | null;
  created_at: string | Date;
}

const iso = (value: string | Date) => new Date(value).toISOString();

function present(row: NotificationRow): TNotification {
  return {
    id: row.id,
    type: NotificationType.filterMatch,
    data: { payload: row.payload },
    read: row.read_at !== null,
    createdAt: iso(row.created_at),
  };
}

const PAGE = 1000;
function* pagesOf(rows: readonly { id: number }[]): Generator<number[]> {
  for (let i = 0; i < rows.length; i += PAGE) yield rows.slice(i, i + PAGE).map((r) => r.id);
}

function readNotifications(db: DbOrTx, ids: readonly number[]): Promise<NotificationRow[]> {
  return queryRows<NotificationRow>(
    db,
    sql`select id, user_id, payload, read_at, created_at from notifications
      where id = any(${`{${ids.join(',')}}`}::int[]) order by id`,
  );
}

async function tryLock(tx: DbOrTx): Promise<boolean> {
  const [row] = await queryRows<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(${FILTER_ALERTS_LOCK}) as locked`,
  );
  return row?.locked === true;
}

/** Old items the new ones do not repeat, after the new ones, cut to the limit. */
const mergedItems = sql`(select coalesce(jsonb_agg(x.item order by x.ord), '[]') from (
    select d.item, d.ord from (
      select e.item, e.ord, row_number() over (partition by e.item->>'kind', e.item->>'id' order by e.ord) as rn
      from (select a.item, a.ord from jsonb_array_elements(b.items) with ordinality a(item, ord)
        union all select o.item, 100000 + o.ord
        from jsonb_array_elements(n.payload->'items') with ordinality o(item, ord)) e
    ) d where d.rn = 1 order by d.ord limit ${N}) x)`;

/**
 * Units go by shape from this many changed complexes, so from any: even one builder's section (bench/filter-alerts.ts)
 * was matched faster by shape than by the one statement, at the same load. Tests set it to compare the two.
 */
export const SHAPES_FROM_COMPLEXES = 1;

const noShapeHits = sql`select null::int as filter_id, 0 as count, 0 as cut, 0 as fresh, 0 as back,
  null::bigint[] as vals where false`;

/**
 * alert_batch: per filter of the queued rows `ids` (after shapeStatements), how many matched, the reason most of
 * them share and the first items, with the filter's owner, name, subscription and market.
 */
export const alertBatchSql = (ids: SQL, now: Date, byShape = true): SQL =>
  sql`create temp table alert_batch on commit drop as
      with q as materialized (select * from filter_alert_queue where id = any(${ids})),
      ${matchesSql(now, { unitsByShape: byShape })},
      by_statement as (
        select m.filter_id, count(*)::int as count,
          (array_agg(${orderOf(sql`m.prio`, sql`m.key`)} order by m.prio, m.key))[1:${N}] as vals,
          count(*) filter (where m.reason = 'priceCut') as cut,
          count(*) filter (where m.reason = 'new') as fresh,
          count(*) filter (where m.reason = 'backOnSale') as back,
          count(*) filter (where m.reason = 'deadlineMoved') as moved
        from matches m group by m.filter_id),
      by_shape as materialized (${byShape ? shapeFilterHits : noShapeHits}),
      -- A filter's matches of both: the sums, and the first items of the two lists together.
      per_filter as (
        select coalesce(a.filter_id, b.filter_id) as filter_id,
          coalesce(a.count, 0) + coalesce(b.count, 0) as count,
          coalesce(a.cut, 0) + coalesce(b.cut, 0) as cut,
          coalesce(a.fresh, 0) + coalesce(b.fresh, 0) as fresh,
          coalesce(a.back, 0) + coalesce(b.back, 0) as back,
          coalesce(a.moved, 0) as moved,
          array(select ${keyOf(sql`v`)} from unnest(coalesce(a.vals, '{}') || coalesce(b.vals, '{}')) v
            order by v limit ${N}) as keys
        from by_statement a full join by_shape b on b.filter_id = a.filter_id),
      -- Each list of items built once, for every filter that shows it (a shape's filters share theirs), and by a
      -- hash join: a look-up into event_items per filter rescanned it for each of 190,000 filters.
      lists as materialized (select distinct keys from per_filter),
      list_items as (
        select l.keys, jsonb_agg(ei.item order by k.ord) as items
        from lists l cross join lateral unnest(l.keys) with ordinality k(key, ord)
        join event_items ei on ei.key = k.key
        group by l.keys)
      select a.filter_id, fl.user_id, fl.name, fl.notify, p.market, a.count,
        case when a.moved > a.cut and a.moved > a.fresh and a.moved > a.back then 'deadlineMoved'
          when a.cut >= a.fresh and a.cut >= a.back then 'priceCut'
          when a.fresh >= a.back then 'new' else 'backOnSale' end as reason,
        li.items
      from per_filter a join list_items li on li.keys = a.keys
      join filters fl on fl.id = a.filter_id
      join filter_predicates p on p.filter_id = a.filter_id`;

export async function runFilterAlerts(deps: AlertDeps): Promise<AlertRun> {
  const { now } = deps;
  let last = performance.now();
  const step = (name: string) => {
    const at = performance.now();
    deps.trace?.(name, at - last);
    last = at;
  };
  const idle: AlertRun = { ran: false, queued: 0, matches: 0, notified: 0, folded: 0, digested: 0 };
  const { run, pushes } = await deps.db.transaction(async (tx) => {
    if (!(await tryLock(tx))) return { run: idle, pushes: [] as { id: number }[] };
    const queued = await queryRows<{ id: number }>(
      tx,
      sql`select id from filter_alert_queue order by id limit ${deps.batch ?? ALERT_BATCH}`,
    );
    if (queued.length === 0) return { run: { ...idle, ran: true }, pushes: [] };
    await refreshStalePredicates(tx);
    const ids = sql.raw(`'{${queued.map((q) => q.id).join(',')}}'::int[]`);

    // The units_only filters meet the batch's units by shape (match-shapes.ts); the one statement matches the
    // rest, and complexes and offers against every filter.
    const [units, ...rest] = shapeStatements(ids);
    await tx.execute(units!);
    const [spread] = await queryRows<{ n: number }>(
      tx,
      sql`select count(distinct object_id)::int as n from alert_units`,
    );
    const byShape = (spread?.n ?? 0) >= (deps.shapesFrom ?? SHAPES_FROM_COMPLEXES);
    if (byShape) for (const statement of rest) await tx.execute(statement);
    step('match units by shape');
    // Per filter: how many matched, the first items, and the reason most of them share.
    await tx.execute(alertBatchSql(ids, now, byShape));
    step('match and group');

    const [totals] = await queryRows<{ matches: number }>(
      tx,
      sql`select coalesce(sum(count), 0)::int as matches from alert_batch`,
    );
    step('count');
    const since = new Date(now.getTime() - FILTER_ALERT_LIMITS.foldMs).toISOString();
    const folded = await queryRows<{ id: number }>(
      tx,
      sql`update notifications n set
          payload = jsonb_build_object('filterId', b.filter_id, 'filterName', b.name, 'market', b.market,
            'reason', b.reason, 'count', b.count + coalesce((n.payload->>'count')::int, 0), 'items', ${mergedItems}),
          read_at = null
        from alert_batch b join filter_alert_folds fo on fo.filter_id = b.filter_id
        where b.notify = 'instant' and fo.opened_at > ${since}::timestamptz and n.id = fo.notification_id
        returning n.id`,
    );
    step('fold');
    const opened = await queryRows<{ id: number }>(
      tx,
      sql`with added as (insert into notifications (user_id, type, payload, created_at)
          select b.user_id, ${NotificationType.filterMatch}, jsonb_build_object('filterId', b.filter_id,
            'filterName', b.name, 'market', b.market, 'reason', b.reason, 'count', b.count, 'items', b.items),
            ${now.toISOString()}::timestamptz
          from alert_batch b
          where b.notify = 'instant' and b.filter_id not in (select fo.filter_id from filter_alert_folds fo
            where fo.opened_at > ${since}::timestamptz)
          returning id, user_id, payload, read_at, created_at),
        opened as (insert into filter_alert_folds (filter_id, notification_id, opened_at)
          select (a.payload->>'filterId')::int, a.id, a.created_at from added a
          on conflict (filter_id) do update set notification_id = excluded.notification_id,
            opened_at = excluded.opened_at)
        select id from added order by id`,
    );
    step('open');
    // A page of notifications at a time: a national batch writes one per matched filter, 100,000 and more.
    for (const page of pagesOf(opened)) await copyFilterMatches(tx, await readNotifications(tx, page), now);
    const digested = await queryRows<{ n: number }>(
      tx,
      sql`with added as (insert into filter_digest_batches (user_id, filter_id, items, count, created_at)
          select b.user_id, b.filter_id, b.items, b.count, ${now.toISOString()}::timestamptz
          from alert_batch b where b.notify = 'daily' returning 1)
        select count(*)::int as n from added`,
    );
    step('digest');
    await tx.execute(sql`delete from filter_alert_queue where id = any(${ids})`);
    // Inside an outer transaction (the demo seed) the commit that drops it is not this one's.
    await tx.execute(sql`drop table alert_batch`);
    for (const table of byShape ? [...SHAPE_TABLES].reverse() : ['alert_units'])
      await tx.execute(sql.raw(`drop table ${table}`));
    return {
      run: {
        ran: true,
        queued: queued.length,
        matches: totals?.matches ?? 0,
        notified: folded.length + opened.length,
        folded: folded.length,
        digested: digested[0]?.n ?? 0,
      },
      pushes: [...folded, ...opened],
    };
  });
  // After the commit: a rolled-back run never reaches anyone. A joined notification is pushed again with the same
  // id, and the app replaces the one it shows.
  for (const page of pagesOf(pushes))
    for (const row of await readNotifications(deps.db, page))
      deps.realtime.toUser(row.user_id, PrivateEvent.Notification, present(row));
  return run;
}

/** Batches one job run works off at most: a queue that keeps growing waits for the next run, not forever. */
export const ALERT_BATCHES_PER_RUN = 40;

/**
 * One job run: the queue worked off ALERT_BATCH rows at a time, each batch in its own transaction (the queue's ids
 * are the cursor: a committed batch is gone from it), until it is empty. A day of 10,000 changes is one run.
 */
export async function drainFilterAlerts(deps: AlertDeps): Promise<AlertRun & { batches: number }> {
  const total = { ran: false, queued: 0, matches: 0, notified: 0, folded: 0, digested: 0, batches: 0 };
  for (let i = 0; i < ALERT_BATCHES_PER_RUN; i++) {
    const run = await runFilterAlerts(deps);
    if (!run.ran) break;
    total.ran = true;
    total.batches += 1;
    total.queued += run.queued;
    total.matches += run.matches;
    total.notified += run.notified;
    total.folded += run.folded;
    total.digested += run.digested;
    if (run.queued < (deps.batch ?? ALERT_BATCH)) break;
  }
  return total;
}
