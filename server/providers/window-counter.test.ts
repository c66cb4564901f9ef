import RedisMock from 'ioredis-mock';
import { describe, expect, it } from 'vitest';
import type { RedisClient } from './redis.ts';
import { MemoryWindowCounter, RedisWindowCounter, type WindowCounter } from './window-counter.ts';

const WINDOW = 60_000;
const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);
let server = 0;
/** A Redis of its own for each test: mock instances on one host and port share their data. */
const redisPair = () => {
  const options = { host: `window-counter-${++server}`, port: 6379 };
  return [new RedisMock(options), new RedisMock(options)] as unknown as [RedisClient, RedisClient];
};

const impls: [string, () => [WindowCounter, WindowCounter]][] = [
  [
    'memory',
    () => {
      const one = new MemoryWindowCounter();
      return [one, one];
    },
  ],
  [
    'redis',
    () => {
      const [a, b] = redisPair();
      return [new RedisWindowCounter(a), new RedisWindowCounter(b)];
    },
  ],
];

describe.each(impls)('[limits] window counter (%s)', (_name, make) => {
  it('counts up to the max, then answers the time left of the window that opened with the first count', async () => {
    const [counter] = make();
    const checks = [{ key: 'ip:1', max: 2 }];
    expect(await counter.take(checks, WINDOW, at(0))).toBe(0);
    expect(await counter.take(checks, WINDOW, at(10_000))).toBe(0);
    expect(await counter.take(checks, WINDOW, at(15_000))).toBe(45_000);
    expect(await counter.take(checks, WINDOW, at(60_000))).toBe(0);
  });

  it('counts nothing when one key is spent, and answers the first spent key’s wait', async () => {
    const [counter] = make();
    const ip = { key: 'ip:2', max: 5 };
    const object = { key: 'object:2', max: 1 };
    expect(await counter.take([ip, object], WINDOW, at(0))).toBe(0);
    expect(await counter.take([ip, object], WINDOW, at(1_000))).toBe(59_000);
    // The refused call did not count against the address: four more pass on another complex.
    for (let i = 0; i < 4; i++) expect(await counter.take([ip], WINDOW, at(2_000))).toBe(0);
    expect(await counter.take([ip], WINDOW, at(2_000))).toBe(58_000);
  });

  it('two nodes on one store share one budget', async () => {
    const [a, b] = make();
    const checks = [{ key: 'ip:3', max: 3 }];
    expect(await a.take(checks, WINDOW, at(0))).toBe(0);
    expect(await b.take(checks, WINDOW, at(0))).toBe(0);
    expect(await a.take(checks, WINDOW, at(0))).toBe(0);
    expect(await b.take(checks, WINDOW, at(0))).toBe(WINDOW);
  });
});
