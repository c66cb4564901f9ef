import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { openTestDatabase } from '../test/template.ts';
import { readAll } from './read-all.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

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
      tracked(log, 'a', async () => (await db.execute(sql`select 1 as v`)).rows.length),
      tracked(log, 'b', async () => Number((await db.execute(sql`select 2 as v`)).rows[0]!.v)),
    ]);
    expect([a, b]).toEqual([1, 2]);
    expect(log.slice(0, 2)).toEqual(['start a', 'start b']);
  });

  it('runs reads one after another inside a transaction', async () => {
    const log: string[] = [];
    const result = await database.db.transaction((tx) =>
      readAll(tx, [
        tracked(log, 'a', async () => Number((await tx.execute(sql`select 1 as v`)).rows[0]!.v)),
        tracked(log, 'b', async () => Number((await tx.execute(sql`select 2 as v`)).rows[0]!.v)),
      ]),
    );
    expect(result).toEqual([1, 2]);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
  });
});
