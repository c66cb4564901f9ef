// The cache shared by nodes: values as JSON strings with Redis' own expiry, counters in one hash. A node may keep a
// copy of the counters for `maxAgeMs` (under 2 s by the callers) to spare a round trip per request.
// Redis down (not connected, or a command failing or timing out): the cache is bypassed — a read misses, a write is
// dropped, counters read 0 — so every answer is computed from the database; counters this node failed to move on are
// moved on when Redis returns, so an answer cached before the outage is not served after it.
import type { Redis } from 'ioredis';
import { redisUp } from '../../providers/redis.ts';
import type { Cache } from './cache.ts';

const COUNTERS = 'kv:versions';
const PREFIX = 'kv:';

export class RedisCache implements Cache {
  private readonly copies = new Map<string, { value: number; at: number }>();
  /** Counters a write could not move on while Redis was down. */
  private readonly missed = new Set<string>();

  constructor(
    private readonly redis: Redis,
    private readonly now: () => number = Date.now,
    private readonly log: (error: unknown) => void = () => undefined,
  ) {
    redis.on('ready', () => void this.replay());
  }

  /** The command's answer, or `fallback` when Redis is down or fails (logged). */
  private async guarded<T>(fallback: T, command: () => Promise<T>): Promise<T> {
    if (!redisUp(this.redis)) return fallback;
    try {
      return await command();
    } catch (error) {
      this.log(error);
      return fallback;
    }
  }

  async get<T>(key: string): Promise<T | undefined> {
    const text = await this.guarded(null, () => this.redis.get(PREFIX + key));
    return text === null ? undefined : (JSON.parse(text) as T);
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    await this.guarded(null, () =>
      this.redis.set(PREFIX + key, JSON.stringify(value), 'PX', Math.max(1, Math.round(ttlMs))),
    );
  }

  async versions(names: readonly string[], maxAgeMs = 0): Promise<number[]> {
    const now = this.now();
    const fresh = names.map((name) => {
      const copy = this.copies.get(name);
      return maxAgeMs > 0 && copy && now - copy.at < maxAgeMs ? copy.value : undefined;
    });
    const missing = names.filter((_, i) => fresh[i] === undefined);
    if (missing.length === 0) return fresh as number[];
    const read = await this.guarded(null, () => this.redis.hmget(COUNTERS, ...missing));
    // Bypassed: nothing is read from the cache anyway, and no copy is kept.
    if (read === null) return names.map((_, i) => fresh[i] ?? 0);
    const byName = new Map(missing.map((name, i) => [name, Number(read[i] ?? 0)]));
    for (const [name, value] of byName) this.copies.set(name, { value, at: now });
    return names.map((name, i) => fresh[i] ?? byName.get(name)!);
  }

  async bump(names: readonly string[]): Promise<void> {
    if (names.length === 0) return;
    for (const name of names) this.copies.delete(name);
    if (!redisUp(this.redis)) {
      for (const name of names) this.missed.add(name);
      return;
    }
    const batch = this.redis.multi();
    for (const name of names) batch.hincrby(COUNTERS, name, 1);
    let answers: [Error | null, unknown][];
    try {
      answers = (await batch.exec()) ?? [];
    } catch (error) {
      for (const name of names) this.missed.add(name);
      throw error;
    }
    const now = this.now();
    names.forEach((name, i) => {
      const value = answers[i]?.[1];
      if (typeof value === 'number') this.copies.set(name, { value, at: now });
    });
  }

  /** Moves on what was missed; what fails again stays missed for the next return. */
  private async replay(): Promise<void> {
    if (this.missed.size === 0) return;
    const names = [...this.missed];
    this.missed.clear();
    await this.bump(names).catch((error: unknown) => this.log(error));
  }
}
