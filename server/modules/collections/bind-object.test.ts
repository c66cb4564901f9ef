// A transaction is one connection, and a pg client runs one query at a time (a second one is queued, with a
// warning): binding runs its queries one after another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '#shared/enums.ts';
import * as collectionsApi from '#shared/api/collections.ts';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { watchOverlap } from '../../test/query-overlap.ts';
import { actor, complex, type Actor, type TestComplex } from '../../test/worlds/cabinet.ts';
import { bindObject } from './bind-object.ts';

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
