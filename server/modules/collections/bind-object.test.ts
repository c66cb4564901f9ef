// A transaction is one connection, and a pg client runs one query at a time (a second one is queued, with a
// warning): binding runs its queries one after another.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Role } from '#shared/enums.ts';
import * as collectionsApi from '#shared/api/collections.ts';
import type { Db } from '../../db/client.ts';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { actor, complex, type Actor, type TestComplex } from '../../test/worlds/cabinet.ts';
import { bindObject } from './bind-object.ts';

interface Session {
  prepareQuery(...args: unknown[]): { execute(...args: unknown[]): Promise<unknown> };
}

/** The most queries that ran at once inside one of the database's transactions, while the spy is on. */
function watchOverlap(db: Db) {
  const seen = { most: 0 };
  let running = 0;
  const transaction = db.transaction.bind(db);
  const spy = vi.spyOn(db, 'transaction').mockImplementation((work, config) =>
    transaction((tx) => {
      const session = (tx as unknown as { session: Session }).session;
      const prepare = session.prepareQuery.bind(session);
      session.prepareQuery = (...args) => {
        const query = prepare(...args);
        const execute = query.execute.bind(query);
        query.execute = async (...values) => {
          running += 1;
          seen.most = Math.max(seen.most, running);
          try {
            return await execute(...values);
          } finally {
            running -= 1;
          }
        };
        return query;
      };
      return work(tx);
    }, config),
  );
  return { seen, restore: () => spy.mockRestore() };
}

describe('[collections] binding inside one transaction', () => {
  let t: TestContext;
  let agent: Actor;
  let sea: TestComplex;

  beforeAll(async () => {
    t = await buildTestApp();
    agent = await actor(t, Role.agent);
    sea = await complex(t, { title: 'ЖК Морской' });
  });
  afterAll(() => t.close());

  it('runs its queries one at a time', async () => {
    const ids: number[] = [];
    for (const name of ['Первая', 'Вторая']) {
      const res = await t.call(collectionsApi.createCollection, { body: { name } }, agent);
      ids.push((res.json().data as { id: number }).id);
    }
    const watch = watchOverlap(t.db);
    try {
      const answer = await bindObject(
        t.db,
        agent.user,
        { objectId: sea.object.id, isOffer: false, collectionIds: ids },
        t.clock.now(),
      );
      expect(answer.collectionIds).toEqual(ids);
    } finally {
      watch.restore();
    }
    expect(watch.seen.most).toBe(1);
  });
});
