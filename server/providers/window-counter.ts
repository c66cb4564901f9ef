// Fixed-window counters for the limits that are not in the database (the widget's request form): in memory on one
// node, in Redis when nodes share one, so N nodes count one budget instead of N. A window opens with its first
// count and lasts `windowMs`; times come from the app's clock (so tests can move it). Redis down: per node again.
import { redisUp, type RedisClient } from './redis.ts';

export interface WindowCheck {
  key: string;
  max: number;
}

export interface WindowCounter {
  /**
   * Counts one against every key unless one of them has spent its window already; then nothing is counted and the
   * answer is the milliseconds until the first spent key's window ends. 0 means counted.
   */
  take(checks: WindowCheck[], windowMs: number, now: Date): Promise<number>;
}

interface Window {
  count: number;
  endsAt: number;
}

export class MemoryWindowCounter implements WindowCounter {
  private readonly windows = new Map<string, Window>();

  async take(checks: WindowCheck[], windowMs: number, now: Date): Promise<number> {
    const at = now.getTime();
    if (this.windows.size > 10_000) this.sweep(at);
    const windows = checks.map(({ key, max }) => {
      let window = this.windows.get(key);
      if (!window || window.endsAt <= at) {
        window = { count: 0, endsAt: at + windowMs };
        this.windows.set(key, window);
      }
      return { window, max };
    });
    const spent = windows.find(({ window, max }) => window.count >= max);
    if (spent) return spent.window.endsAt - at;
    for (const { window } of windows) window.count += 1;
    return 0;
  }

  private sweep(at: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= at) this.windows.delete(key);
  }
}

// The same rule in one script, so two nodes counting at once cannot both take the last place.
// KEYS: the windows; ARGV: now, windowMs, then each key's max.
const TAKE = `
local now = tonumber(ARGV[1])
local windowMs = tonumber(ARGV[2])
for i = 1, #KEYS do
  local w = redis.call('HMGET', KEYS[i], 'count', 'ends')
  local count, ends = tonumber(w[1]), tonumber(w[2])
  if count and ends and ends > now and count >= tonumber(ARGV[2 + i]) then return ends - now end
end
for i = 1, #KEYS do
  local ends = tonumber(redis.call('HGET', KEYS[i], 'ends'))
  if not ends or ends <= now then
    redis.call('HSET', KEYS[i], 'count', 1, 'ends', now + windowMs)
    redis.call('PEXPIRE', KEYS[i], windowMs)
  else
    redis.call('HINCRBY', KEYS[i], 'count', 1)
  end
end
return 0
`;

export class RedisWindowCounter implements WindowCounter {
  constructor(
    private readonly redis: RedisClient,
    private readonly prefix = 'kvartal:window:',
  ) {}

  async take(checks: WindowCheck[], windowMs: number, now: Date): Promise<number> {
    const keys = checks.map((c) => this.prefix + c.key);
    const args = [now.getTime(), windowMs, ...checks.map((c) => c.max)];
    const wait = await this.redis.eval(TAKE, keys.length, ...keys, ...args);
    return Number(wait);
  }
}

/** Redis' shared count while it answers, this node's own while it does not (the limit then counts per node). */
export class FallbackWindowCounter implements WindowCounter {
  private readonly shared: RedisWindowCounter;
  private readonly local = new MemoryWindowCounter();

  constructor(private readonly redis: RedisClient) {
    this.shared = new RedisWindowCounter(redis);
  }

  async take(checks: WindowCheck[], windowMs: number, now: Date): Promise<number> {
    if (!redisUp(this.redis)) return this.local.take(checks, windowMs, now);
    try {
      return await this.shared.take(checks, windowMs, now);
    } catch {
      return this.local.take(checks, windowMs, now);
    }
  }
}

export const windowCounter = (redis: RedisClient | null): WindowCounter =>
  redis ? new FallbackWindowCounter(redis) : new MemoryWindowCounter();
