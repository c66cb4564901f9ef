import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DbOrTx } from './client.ts';
import { openTestDatabase } from '../test/template.ts';
import { readAll } from './read-all.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function selectNumber(db: DbOrTx, n: number): Promise<number> {
  const result = (await db.execute(sql`select ${n}::int as v`)) as unknown as { rows: { v: number }[] };
  return Number(result.rows[0]!.v);
}

/** A read that logs when it starts and ends, so the test sees whether reads overlapped. */
function tracked(log: string[], name: string, run: () => PromiseLike<number>) {
  return async () => {
    log.push(`start ${name}`);
    const value = await run();
    log.push(`end ${name}`);
    return value;
  };
}

describe('[db] readAll', () => {
  it('starts every read at once on the pool and answers in order', async () => {
    const log: string[] = [];
    const { db } = database;
    const [a, b] = await readAll(db, [
      tracked(log, 'a', () => selectNumber(db, 1)),
      tracked(log, 'b', () => selectNumber(db, 2)),
    ]);
    expect([a, b]).toEqual([1, 2]);
    expect(log.slice(0, 2)).toEqual(['start a', 'start b']);
  });

  it('runs reads one after another inside a transaction', async () => {
    const log: string[] = [];
    const result = await database.db.transaction((tx) =>
      readAll(tx, [
        tracked(log, 'a', () => selectNumber(tx, 1)),
        tracked(log, 'b', () => selectNumber(tx, 2)),
      ]),
    );
    expect(result).toEqual([1, 2]);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
  });
});
