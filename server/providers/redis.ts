// The Redis connection of a node that shares state with others (REDIS_URL); null on a single node.
import { Redis } from 'ioredis';

export type RedisClient = Redis;

export function openRedis(url: string | undefined): RedisClient | null {
  if (!url) return null;
  // Commands wait while the connection (re)opens instead of failing at once: a node outlives a Redis restart.
  return new Redis(url, { maxRetriesPerRequest: 3, enableAutoPipelining: true });
}
