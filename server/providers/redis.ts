// The Redis connection of a node that shares state with others (REDIS_URL); null on a single node.
// Redis is an accelerator, never a dependency of a read (docs/DEPLOY.md «Failure modes»): while it is down, the cache is
// bypassed, limits count per node and pushes stay on their node. So a command never waits long for it: a short
// connect and command timeout, one retry, and callers that ask `redisUp` first skip it at once while it reconnects.
import { Redis } from 'ioredis';

export type RedisClient = Redis;

/** A command unanswered after this fails (a stopped or hung Redis), so a request never waits on Redis longer. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 1000;
/** Reconnection backoff: 100 ms, 200 ms… up to 2 s, so a returning Redis is found within 2 s. */
const retryStrategy = (times: number) => Math.min(times * 100, 2000);

export function openRedis(url: string | undefined, log?: (message: string) => void): RedisClient | null {
  if (!url) return null;
  const redis = new Redis(url, {
    // Queued while (re)connecting, but each command fails after its timeout instead of waiting for Redis.
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy,
    enableAutoPipelining: true,
  });
  watchErrors(redis, log);
  return redis;
}

/**
 * Whether the connection is open: callers skip Redis at once otherwise (no queued command, no timeout to wait). A
 * client without a status (the tests' ioredis-mock) counts as open.
 */
export const redisUp = (redis: RedisClient) =>
  (redis.status as string | undefined) === undefined || redis.status === 'ready';

/**
 * ioredis reports every failed reconnection as an 'error' event; without a listener it prints each to stderr. One line
 * per outage is enough for the log; readiness (observability/readiness.ts) says the part is degraded meanwhile.
 */
export function watchErrors(
  redis: RedisClient,
  log: (message: string) => void = (m) => console.warn(m),
): void {
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log(
      `Redis unreachable (${error.message}): the cache is bypassed and limits count per node until it returns`,
    );
  });
  redis.on('ready', () => {
    if (down) log('Redis is back');
    down = false;
  });
}
