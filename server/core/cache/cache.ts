// The cache of public answers and of version counters (decision 030): in-process on one node, Redis on several.
// Values are JSON-like; the in-process store keeps the very object, so callers never mutate what they read.

export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  /**
   * The current value of each counter (0 when never bumped). `maxAgeMs` lets a node reuse a copy it read that
   * recently; 0 reads the shared store.
   */
  versions(names: readonly string[], maxAgeMs?: number): Promise<number[]>;
  /** Moves the counters on, so every key built from them is dropped at once. */
  bump(names: readonly string[]): Promise<void>;
}
