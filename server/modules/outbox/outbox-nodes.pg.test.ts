// Two nodes draining one outbox at once on PostgreSQL (PGlite is one connection, so this file runs only with
// TEST_DATABASE_URL, as *.pg.test.ts): SKIP LOCKED claims give every item to one node only, and a key's items still
// go out one after another while both nodes claim.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../core/sql.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { drainOnNodes } from '../../test/outbox-nodes.ts';
import { enqueueOutbox, registerOutboxChannel } from './index.ts';

let t: TestContext;
let second: Database;
const started: string[] = [];
const finished = new Set<string>();
const violations: string[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  // The second node: its own pool on the same database.
  const url = await queryRows<{ db: string }>(t.db, sql`select current_database() as db`);
  const base = new URL(process.env.TEST_DATABASE_URL!);
  base.pathname = `/${url[0]!.db}`;
  second = await openDatabase({ url: base.toString() });
  registerOutboxChannel('pg-test', async (item) => {
    const [key, n] = item.target.split('#') as [string, string];
    const previous = `${key}#${Number(n) - 1}`;
    if (Number(n) > 0 && !finished.has(previous)) violations.push(`${item.target} before ${previous}`);
    started.push(item.target);
    await new Promise((resolve) => setTimeout(resolve, 2 + Math.random() * 10));
    finished.add(item.target);
    return { kind: 'done' };
  });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

describe('[outbox] two drainers on PostgreSQL', () => {
  it('deliver every item exactly once, in order per key', async () => {
    const now = t.clock.now();
    await t.db.transaction(async (tx) => {
      for (let n = 0; n < 12; n++)
        for (let k = 0; k < 8; k++)
          await enqueueOutbox(
            tx,
            { channel: 'pg-test', target: `deal:${k}#${n}`, orderKey: `deal:${k}`, payload: {} },
            now,
          );
    });
    const totals = await drainOnNodes([t.db, second.db, t.db, second.db], t.clock);
    expect(totals.reduce((s, n) => s + n, 0)).toBe(96);
    expect(started).toHaveLength(96);
    expect(new Set(started).size).toBe(96);
    expect(violations).toEqual([]);
    const [left] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from outbox where state <> 'done'`,
    );
    expect(left!.n).toBe(0);
  });
});
