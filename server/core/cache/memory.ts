// The in-process cache: a bounded map in least-recently-used order, each entry with its own expiry.
import type { Cache } from './cache.ts';

interface Entry {
  value: unknown;
  expires: number;
}

export class MemoryCache implements Cache {
  private readonly entries = new Map<string, Entry>();
  private readonly counters = new Map<string, number>();

  constructor(
    private readonly maxEntries = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  get<T>(key: string): Promise<T | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return Promise.resolve(undefined);
    this.entries.delete(key);
    if (entry.expires <= this.now()) return Promise.resolve(undefined);
    // Back to the young end: the map's order is the eviction order.
    this.entries.set(key, entry);
    return Promise.resolve(entry.value as T);
  }

  set(key: string, value: unknown, ttlMs: number): Promise<void> {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return Promise.resolve();
  }

  versions(names: readonly string[]): Promise<number[]> {
    return Promise.resolve(names.map((name) => this.counters.get(name) ?? 0));
  }

  bump(names: readonly string[]): Promise<void> {
    for (const name of names) this.counters.set(name, (this.counters.get(name) ?? 0) + 1);
    return Promise.resolve();
  }

  /** Entries held now (tests and the bound). */
  get size(): number {
    return this.entries.size;
  }
}
