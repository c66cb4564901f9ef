// The cache shared by nodes: values as JSON strings with Redis' own expiry, counters in one hash. A node may keep a
// copy of the counters for `maxAgeMs` (under 2 s by the callers) to spare a round trip per request.
import type { Redis } from 'ioredis';
import type { Cache } from './cache.ts';

const COUNTERS = 'kv:versions';
const PREFIX = 'kv:';

export class RedisCache implements Cache {
  private readonly copies = new Map<string, { value: number; at: number }>();

  constructor(
    private readonly redis: Redis,
    private readonly now: () => number = Date.now,
  ) {}

  async get<T>(key: string): Promise<T | undefined> {
    const text = await this.redis.get(PREFIX + key);
    return text === null ? undefined : (JSON.parse(text) as T);
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    await this.redis.set(PREFIX + key, JSON.stringify(value), 'PX', Math.max(1, Math.round(ttlMs)));
  }

  async versions(names: readonly string[], maxAgeMs = 0): Promise<number[]> {
    const now = this.now();
    const fresh = names.map((name) => {
      const copy = this.copies.get(name);
      return maxAgeMs > 0 && copy && now - copy.at < maxAgeMs ? copy.value : undefined;
    });
    const missing = names.filter((_, i) => fresh[i] === undefined);
    if (missing.length === 0) return fresh as number[];
    const read = await this.redis.hmget(COUNTERS, ...missing);
    const byName = new Map(missing.map((name, i) => [name, Number(read[i] ?? 0)]));
    for (const [name, value] of byName) this.copies.set(name, { value, at: now });
    return names.map((name, i) => fresh[i] ?? byName.get(name)!);
  }

  async bump(names: readonly string[]): Promise<void> {
    if (names.length === 0) return;
    const batch = this.redis.multi();
    for (const name of names) batch.hincrby(COUNTERS, name, 1);
    const answers = (await batch.exec()) ?? [];
    const now = this.now();
    names.forEach((name, i) => {
      const value = answers[i]?.[1];
      if (typeof value === 'number') this.copies.set(name, { value, at: now });
      else this.copies.delete(name);
    });
  }
}
