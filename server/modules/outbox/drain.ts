// Draining the outbox: claim due items, deliver each through its channel, record how it went.
// Claiming is a short transaction of its own (`FOR UPDATE SKIP LOCKED`, the same SQL on PGlite and PostgreSQL) that
// pushes the claimed items' next_at past a lease, so two nodes never take one item and nothing is held open while
// an HTTP call waits. An item whose key has an older pending item is not due: the older one goes first, even while
// it waits for its backoff. A node that dies mid-delivery leaves the lease to run out, and the item is tried again
// (at least once, never lost).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { OutboxRow } from '../../db/schema/index.ts';
import { queryRows } from '../../core/sql.ts';
import { backoffMs } from './backoff.ts';
import { outboxChannel, type DeliveryResult } from './channels.ts';

/** How long a claim holds an item: longer than any delivery's timeout. */
export const OUTBOX_LEASE_MS = 2 * 60_000;
const BATCH = 20;

export interface DrainDeps {
  db: Db;
  now: () => Date;
}

interface Claimed {
  id: number;
}

async function claim(db: Db, now: Date): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await queryRows<Claimed>(
      tx,
      sql`select o.id from outbox o
        where o.state = 'pending' and o.next_at <= ${now.toISOString()}::timestamptz
          and (o.order_key is null or not exists (
            select 1 from outbox p where p.order_key = o.order_key and p.state = 'pending' and p.id < o.id))
        order by o.id
        limit ${BATCH}
        for update of o skip locked`,
    );
    if (due.length === 0) return [];
    const lease = new Date(now.getTime() + OUTBOX_LEASE_MS).toISOString();
    const ids = `{${due.map((d) => d.id).join(',')}}`;
    const rows = await queryRows<Record<string, unknown>>(
      tx,
      sql`update outbox set next_at = ${lease}::timestamptz, attempts = attempts + 1
        where id = any(${ids}::int[]) returning *`,
    );
    return rows.map(toRow).sort((a, b) => a.id - b.id);
  });
}

function toRow(r: Record<string, unknown>): OutboxRow {
  const date = (v: unknown) => (v == null ? null : new Date(v as string));
  return {
    id: r.id as number,
    channel: r.channel as string,
    target: r.target as string,
    orderKey: (r.order_key as string | null) ?? null,
    payload: r.payload,
    state: r.state as OutboxRow['state'],
    attempts: r.attempts as number,
    nextAt: date(r.next_at)!,
    deadline: date(r.deadline)!,
    lastError: (r.last_error as string | null) ?? null,
    createdAt: date(r.created_at)!,
    doneAt: date(r.done_at),
  };
}

async function settle(db: Db, item: OutboxRow, result: DeliveryResult, now: Date): Promise<boolean> {
  if (result.kind === 'done') {
    await db.execute(
      sql`update outbox set state = 'done', done_at = ${now.toISOString()}::timestamptz, last_error = null
        where id = ${item.id}`,
    );
    return false;
  }
  const next = new Date(now.getTime() + backoffMs(item.attempts));
  const dead = result.kind === 'give-up' || next > item.deadline;
  await db.execute(
    dead
      ? sql`update outbox set state = 'dead', done_at = ${now.toISOString()}::timestamptz, last_error = ${result.error}
          where id = ${item.id}`
      : sql`update outbox set next_at = ${next.toISOString()}::timestamptz, last_error = ${result.error}
          where id = ${item.id}`,
  );
  return dead;
}

async function deliverOne(deps: DrainDeps, item: OutboxRow): Promise<void> {
  const now = deps.now();
  const channel = outboxChannel(item.channel);
  const context = {
    db: deps.db,
    now,
    lastTry: now.getTime() + backoffMs(item.attempts) > item.deadline.getTime(),
  };
  let result: DeliveryResult;
  if (!channel) result = { kind: 'retry', error: `no channel ${item.channel} on this node` };
  else {
    try {
      result = await channel.deliver(item, context);
    } catch (error) {
      result = { kind: 'retry', error: error instanceof Error ? error.message : String(error) };
    }
  }
  const dead = await settle(deps.db, item, result, deps.now());
  if (dead && channel?.dead) await channel.dead(item, context);
}

/**
 * Delivers every due item; returns how many were tried. Items of one key in one batch go one after another (the
 * claim let only the oldest pending one of a key through, so a batch holds one per key); different keys in parallel.
 */
export async function drainOutbox(deps: DrainDeps): Promise<number> {
  let tried = 0;
  for (;;) {
    const items = await claim(deps.db, deps.now());
    if (items.length === 0) return tried;
    await Promise.all(items.map((item) => deliverOne(deps, item)));
    tried += items.length;
  }
}
