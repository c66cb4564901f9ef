import RedisMock from 'ioredis-mock';
import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { isReadStatement } from './read-context.ts';
import { MemoryLsnStore, RedisLsnStore } from './lsn-store.ts';
import { fromLsnKey, lsnKey, parseLsn } from './lsn.ts';
import { parseEnv } from '../env.ts';
import { ReplicaSet, addSample, isConnectionError, lagOf } from './read-routing.ts';
import { fakeReplica } from '../test/fake-replicas.ts';

describe('[replicas] WAL positions', () => {
  it('reads PostgreSQL positions and orders their fixed-width keys as the numbers', () => {
    expect(parseLsn('0/16B3748')).toBe(0x16b3748n);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) | 0xb374d848n);
    expect(() => parseLsn('16-B374')).toThrow();
    const low = lsnKey(parseLsn('9/FFFFFFFF'));
    const high = lsnKey(parseLsn('A/0'));
    expect(low < high).toBe(true);
    expect(fromLsnKey(high)).toBe(0xan << 32n);
  });

  it('takes selects and reading with-queries as reads, anything else as a write', () => {
    expect(isReadStatement('select "id" from "objects"')).toBe(true);
    expect(isReadStatement('  with x as (select 1) select * from x')).toBe(true);
    expect(isReadStatement('with x as (update cells set price = 1 returning id) select * from x')).toBe(
      false,
    );
    expect(isReadStatement('select updated_at from cells')).toBe(true);
    expect(isReadStatement('insert into cells values (1)')).toBe(false);
    expect(isReadStatement('begin')).toBe(false);
    expect(isReadStatement('update "cells" set "price" = $1')).toBe(false);
  });

  it('counts broken connections, not failed statements, as a replica going away', () => {
    expect(isConnectionError(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('x'), { code: '42P01' }))).toBe(false);
  });
});

describe('[replicas] lag', () => {
  it('is how long ago the primary first held a change the replica lacks', () => {
    const samples = [
      { at: 1000, lsn: 100n },
      { at: 2000, lsn: 200n },
      { at: 3000, lsn: 300n },
    ];
    expect(lagOf(samples, 300n, 3500)).toBe(0);
    expect(lagOf(samples, 250n, 3500)).toBe(500);
    expect(lagOf(samples, 150n, 3500)).toBe(1500);
    expect(lagOf(samples, 50n, 3500)).toBe(2500);
  });

  it('keeps one sample older than the window, so a long-stuck replica still reads as far behind', () => {
    let samples = addSample([], { at: 0, lsn: 100n }, 10_000);
    samples = addSample(samples, { at: 500, lsn: 100n }, 10_000);
    expect(samples).toHaveLength(1);
    samples = addSample(samples, { at: 60_000, lsn: 200n }, 10_000);
    samples = addSample(samples, { at: 61_000, lsn: 300n }, 10_000);
    expect(samples.map((s) => s.at)).toEqual([0, 60_000, 61_000]);
    expect(lagOf(samples, 50n, 61_000)).toBe(61_000);
    samples = addSample(samples, { at: 75_000, lsn: 400n }, 10_000);
    expect(samples.map((s) => s.at)).toEqual([61_000, 75_000]);
  });
});

describe('[replicas] the replica set', () => {
  function setOf(maxLagMs = 1000) {
    let now = 0;
    let primary = 100n;
    const a = { replay: 100n as bigint | null, down: false };
    const b = { replay: 100n as bigint | null, down: false };
    const set = new ReplicaSet({
      replicas: [fakeReplica('a', a), fakeReplica('b', b)],
      primaryLsn: async () => primary,
      maxLagMs,
      now: () => now,
    });
    return {
      set,
      a,
      b,
      at: (ms: number) => (now = ms),
      write: (lsn: bigint) => (primary = lsn),
    };
  }

  it('gives no replica before its first probe, then takes the caught-up ones in turn', async () => {
    const { set } = setOf();
    expect(set.pick(0n)).toBeNull();
    await set.poll();
    const names = [set.pick(0n), set.pick(0n), set.pick(0n)].map((r) => r?.handle.name);
    expect(new Set(names)).toEqual(new Set(['a', 'b']));
    expect(set.report().map((r) => r.state)).toEqual(['ok', 'ok']);
  });

  it('hands a read needing a newer position only to a replica that has replayed it', async () => {
    const { set, a, write } = setOf();
    write(200n);
    a.replay = 200n;
    await set.poll();
    expect(set.pick(200n)?.handle.name).toBe('a');
    expect(set.pick(300n)).toBeNull();
  });

  it('skips a replica further behind than REPLICA_MAX_LAG_MS, and takes it back once it catches up', async () => {
    const { set, a, b, at, write } = setOf(1000);
    await set.poll();
    write(200n);
    at(100);
    await set.poll();
    at(1500);
    b.replay = 200n;
    await set.poll();
    expect(set.report()).toEqual([
      { name: 'a', state: 'lagging', lagMs: 1400 },
      { name: 'b', state: 'ok', lagMs: 0 },
    ]);
    expect([set.pick(0n), set.pick(0n)].map((r) => r?.handle.name)).toEqual(['b', 'b']);
    a.replay = 200n;
    await set.poll();
    expect(set.report()[0]!.state).toBe('ok');
  });

  it('puts a replica down when its probe fails or a read breaks its connection; none left means the primary', async () => {
    const { set, a, b } = setOf();
    await set.poll();
    a.down = true;
    await set.poll();
    expect(set.report()[0]).toEqual({ name: 'a', state: 'down', lagMs: null });
    const left = set.pick(0n)!;
    expect(left.handle.name).toBe('b');
    set.failed(left, Object.assign(new Error('x'), { code: '42601' }));
    expect(set.anyUsable()).toBe(true);
    set.failed(left, new Error('Connection terminated unexpectedly'));
    expect(set.anyUsable()).toBe(false);
    expect(set.pick(0n)).toBeNull();
    b.down = false;
    await set.poll();
    expect(set.pick(0n)?.handle.name).toBe('b');
  });

  it('never reads from a replica that was promoted (no longer a standby)', async () => {
    const state = { replay: 100n as bigint | null, recovery: false };
    const set = new ReplicaSet({
      replicas: [fakeReplica('promoted', state)],
      primaryLsn: async () => 100n,
      maxLagMs: 1000,
    });
    await set.poll();
    expect(set.report()[0]!.state).toBe('down');
  });
});

describe('[replicas] read pins', () => {
  it('keeps the highest position per key until it runs out (in memory)', async () => {
    let now = 0;
    const store = new MemoryLsnStore(() => now);
    await store.raise(['u:1', 'ip:1.2.3.4'], 300n, 1000);
    await store.raise(['u:1'], 200n, 1000);
    expect(await store.get(['u:1', 'ip:1.2.3.4', 'u:2'])).toEqual([300n, 300n, null]);
    now = 1000;
    expect(await store.get(['u:1'])).toEqual([null]);
  });

  it('keeps the highest position per key across nodes (in Redis)', async () => {
    const redis = new RedisMock({ host: 'read-pins', port: 6379 }) as unknown as Redis;
    const one = new RedisLsnStore(redis);
    const other = new RedisLsnStore(redis);
    await one.raise(['u:1'], 0x1_0000_0000n, 10_000);
    await other.raise(['u:1'], 0xffff_ffffn, 10_000);
    expect(await other.get(['u:1', 'u:2'])).toEqual([0x1_0000_0000n, null]);
    expect(await redis.pttl('rr:u:1')).toBeGreaterThan(0);
  });
});

describe('[replicas] the environment', () => {
  it('reads DATABASE_READ_URLS as a list and refuses replicas without a primary', () => {
    const primary = 'postgres://kvartal@10.0.0.11:5432/kvartal';
    const parsed = parseEnv({
      DATABASE_URL: primary,
      DATABASE_READ_URLS:
        ' postgres://kvartal@10.0.0.12:5432/kvartal, postgresql://kvartal@10.0.0.13/kvartal ,',
    });
    if ('problems' in parsed) throw new Error(parsed.problems.join('\n'));
    expect(parsed.env.DATABASE_READ_URLS).toEqual([
      'postgres://kvartal@10.0.0.12:5432/kvartal',
      'postgresql://kvartal@10.0.0.13/kvartal',
    ]);
    expect(parsed.env.REPLICA_MAX_LAG_MS).toBe(5000);
    const none = parseEnv({});
    expect('env' in none && none.env.DATABASE_READ_URLS).toEqual([]);
    const alone = parseEnv({ DATABASE_READ_URLS: 'postgres://kvartal@10.0.0.12/kvartal' });
    expect('problems' in alone && alone.problems.join()).toMatch(
      /^DATABASE_READ_URLS: replicas need DATABASE_URL/,
    );
    const wrong = parseEnv({
      DATABASE_URL: primary,
      DATABASE_READ_URLS: 'mysql://x',
      REPLICA_MAX_LAG_MS: '0',
    });
    expect('problems' in wrong && wrong.problems.map((p) => p.split(':')[0])).toEqual([
      'DATABASE_READ_URLS.0',
      'REPLICA_MAX_LAG_MS',
    ]);
  });
});
