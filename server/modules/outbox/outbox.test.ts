// The outbox on the embedded database: a channel's answers (done, retry, give-up), backoff, death after 24 hours,
// order per key, and items of other keys not held up by a failing one.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { drainOutbox, enqueueOutbox, registerOutboxChannel, type DeliveryResult } from './index.ts';
import { backoffMs } from './backoff.ts';

const t = useTestApp();
const calls: string[] = [];
const dead: string[] = [];
let answer: (target: string) => DeliveryResult = () => ({ kind: 'done' });

beforeAll(async () => {
  registerOutboxChannel(
    'test',
    async (item) => {
      calls.push(item.target);
      return answer(item.target);
    },
    async (item) => {
      dead.push(item.target);
    },
  );
});
beforeEach(async () => {
  calls.length = 0;
  dead.length = 0;
  answer = () => ({ kind: 'done' });
  await t.db.delete(outbox);
});

const drain = () => drainOutbox({ db: t.db, now: () => t.clock.now() });
const put = (target: string, orderKey: string | null = null) =>
  t.db.transaction((tx) =>
    enqueueOutbox(tx, { channel: 'test', target, orderKey, payload: {} }, t.clock.now()),
  );
const stateOf = async (id: number) => (await t.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

describe('[outbox] delivery', () => {
  it('delivers once and marks the item done', async () => {
    const id = await put('a');
    expect(await drain()).toBe(1);
    expect(await drain()).toBe(0);
    expect(calls).toEqual(['a']);
    expect(await stateOf(id)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('an item written in a rolled-back transaction never goes out', async () => {
    await t.db
      .transaction(async (tx) => {
        await enqueueOutbox(tx, { channel: 'test', target: 'ghost', payload: {} }, t.clock.now());
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await drain();
    expect(calls).toEqual([]);
  });

  it('backs off exponentially and dies after 24 hours', async () => {
    answer = () => ({ kind: 'retry', error: 'HTTP 500' });
    const id = await put('b');
    await drain();
    expect(await stateOf(id)).toMatchObject({ state: 'pending', attempts: 1, lastError: 'HTTP 500' });
    await drain();
    expect(calls).toEqual(['b']);
    t.clock.advance(backoffMs(1));
    await drain();
    expect(calls).toEqual(['b', 'b']);
    expect(backoffMs(2)).toBe(2 * backoffMs(1));
    for (let i = 0; i < 60 && (await stateOf(id)).state === 'pending'; i++) {
      t.clock.advance(60 * 60_000);
      await drain();
    }
    expect((await stateOf(id)).state).toBe('dead');
    expect(dead).toEqual(['b']);
    const row = await stateOf(id);
    expect(row.doneAt!.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(
      24 * 60 * 60_000 + 60 * 60_000,
    );
  });

  it('gives up at once when the channel says so', async () => {
    answer = () => ({ kind: 'give-up', error: 'gone' });
    const id = await put('c');
    await drain();
    expect(await stateOf(id)).toMatchObject({ state: 'dead', lastError: 'gone' });
    expect(dead).toEqual(['c']);
  });

  it('keeps the order of a key and lets other keys pass a failing one', async () => {
    let failFirst = true;
    answer = (target) => {
      if (target === 'k1' && failFirst) {
        failFirst = false;
        return { kind: 'retry', error: 'busy' };
      }
      return { kind: 'done' };
    };
    await put('k1', 'deal:1');
    await put('k2', 'deal:1');
    await put('other', 'deal:2');
    await put('loose');
    await drain();
    expect(calls.sort()).toEqual(['k1', 'loose', 'other']);
    t.clock.advance(backoffMs(1));
    await drain();
    expect(calls.slice(3)).toEqual(['k1', 'k2']);
  });
});
