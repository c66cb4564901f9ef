// Where the WAL positions that bind later reads are kept: each writer's pin (their user or visitor and their address)
// and the fence of the last catalog change. In Redis when the nodes share one (a write on one node binds reads on
// another), else in this process. Positions only rise: a slower node's older position never replaces a newer one.
import type { Redis } from 'ioredis';
import { fromLsnKey, lsnKey } from './lsn.ts';
import { within } from './read-routing.ts';

export interface LsnStore {
  get(keys: readonly string[]): Promise<(bigint | null)[]>;
  raise(keys: readonly string[], lsn: bigint, ttlMs: number): Promise<void>;
}

export class MemoryLsnStore implements LsnStore {
  private readonly kept = new Map<string, { lsn: bigint; until: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async get(keys: readonly string[]): Promise<(bigint | null)[]> {
    const now = this.now();
    return keys.map((key) => {
      const entry = this.kept.get(key);
      if (!entry) return null;
      if (entry.until <= now) {
        this.kept.delete(key);
        return null;
      }
      return entry.lsn;
    });
  }

  async raise(keys: readonly string[], lsn: bigint, ttlMs: number): Promise<void> {
    const until = this.now() + ttlMs;
    for (const key of keys) {
      const entry = this.kept.get(key);
      this.kept.set(key, { lsn: entry && entry.lsn > lsn ? entry.lsn : lsn, until });
    }
    // Expired pins are dropped now and then, so a busy node's map does not grow with every writer it ever saw.
    if (this.kept.size > 10_000) {
      const now = this.now();
      for (const [key, entry] of this.kept) if (entry.until <= now) this.kept.delete(key);
    }
  }
}

/** Set when higher (fixed-width hex compares as the numbers do), the time to live renewed either way. */
const RAISE = `
local current = redis.call('GET', KEYS[1])
if (not current) or current < ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
else
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 1`;

/** A Redis slower than this is not waited for: the read goes to the primary. */
const REDIS_TIMEOUT_MS = 250;

export class RedisLsnStore implements LsnStore {
  constructor(private readonly redis: Redis) {}

  async get(keys: readonly string[]): Promise<(bigint | null)[]> {
    if (keys.length === 0) return [];
    const values = await within(
      this.redis.mget(...keys.map((k) => `rr:${k}`)),
      REDIS_TIMEOUT_MS,
      'Redis (read pins)',
    );
    return values.map((v) => (v ? fromLsnKey(v) : null));
  }

  async raise(keys: readonly string[], lsn: bigint, ttlMs: number): Promise<void> {
    const value = lsnKey(lsn);
    await within(
      Promise.all(keys.map((k) => this.redis.eval(RAISE, 1, `rr:${k}`, value, String(ttlMs)))),
      REDIS_TIMEOUT_MS * 4,
      'Redis (read pins)',
    );
  }
}
