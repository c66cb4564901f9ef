// One contract for both stores: what the in-process cache does on one node, Redis does for many.
import { afterEach, describe, expect, it } from 'vitest';
import RedisMock from 'ioredis-mock';
import type { Redis } from 'ioredis';
import type { Cache } from './cache.ts';
import { MemoryCache } from './memory.ts';
import { RedisCache } from './redis.ts';
import { filterKey } from './filter-key.ts';

let clockMs = 1_000_000;
const now = () => clockMs;
const redises: Redis[] = [];

function redis(): Redis {
  const client = new RedisMock() as unknown as Redis;
  redises.push(client);
  return client;
}

afterEach(async () => {
  for (const client of redises.splice(0)) await client.flushall();
});

const stores: [string, () => Cache][] = [
  ['memory', () => new MemoryCache(100, now)],
  ['redis', () => new RedisCache(redis(), now)],
];

describe.each(stores)('[cache] %s store', (_name, make) => {
  it('gives back what was set, and nothing for an unknown key', async () => {
    const cache = make();
    await cache.set('a', { n: 1, list: [1, 2] }, 10_000);
    expect(await cache.get('a')).toEqual({ n: 1, list: [1, 2] });
    expect(await cache.get('b')).toBeUndefined();
  });

  it('keeps false and 0 (an answer, not a miss)', async () => {
    const cache = make();
    await cache.set('f', false, 10_000);
    await cache.set('z', 0, 10_000);
    expect(await cache.get('f')).toBe(false);
    expect(await cache.get('z')).toBe(0);
  });

  it('counters start at 0 and move on by one per bump', async () => {
    const cache = make();
    expect(await cache.versions(['x', 'y'])).toEqual([0, 0]);
    await cache.bump(['x']);
    await cache.bump(['x', 'y']);
    expect(await cache.versions(['x', 'y'])).toEqual([2, 1]);
  });
});

describe('[cache] memory store bounds', () => {
  it('drops an entry after its time', async () => {
    const cache = new MemoryCache(10, now);
    await cache.set('a', 1, 1_000);
    clockMs += 999;
    expect(await cache.get('a')).toBe(1);
    clockMs += 1;
    expect(await cache.get('a')).toBeUndefined();
  });

  it('holds at most its bound, dropping the least recently used', async () => {
    const cache = new MemoryCache(2, now);
    await cache.set('a', 1, 10_000);
    await cache.set('b', 2, 10_000);
    await cache.get('a');
    await cache.set('c', 3, 10_000);
    expect(cache.size).toBe(2);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBe(1);
  });
});

describe('[cache] redis store across nodes', () => {
  it('a bump on one node is seen by another once its copy is older than the allowed age', async () => {
    const shared = redis();
    const a = new RedisCache(shared, now);
    const b = new RedisCache(shared, now);
    expect(await b.versions(['catalog'], 500)).toEqual([0]);
    await a.bump(['catalog']);
    expect(await a.versions(['catalog'], 500)).toEqual([1]);
    // B still holds its copy for under 500 ms…
    expect(await b.versions(['catalog'], 500)).toEqual([0]);
    clockMs += 500;
    expect(await b.versions(['catalog'], 500)).toEqual([1]);
    // …and a read with no allowed age always asks Redis.
    await a.bump(['catalog']);
    expect(await b.versions(['catalog'])).toEqual([2]);
  });

  it('values expire with Redis', async () => {
    const shared = redis();
    const cache = new RedisCache(shared, now);
    await cache.set('k', 'v', 60_000);
    const ttl = await shared.pttl('kv:k');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});

describe('[cache] filter keys', () => {
  it('ignore field order, absent, null and empty lists', () => {
    expect(filterKey({ a: 1, b: [2], c: null, d: [] })).toBe(filterKey({ b: [2], a: 1 }));
    expect(filterKey({ a: 1 })).not.toBe(filterKey({ a: 2 }));
  });
});
