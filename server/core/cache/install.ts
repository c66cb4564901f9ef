// Puts the cache on the app and moves counters on once a write has answered (its transaction has committed).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Cache } from './cache.ts';
import { MemoryCache } from './memory.ts';
import { RedisCache } from './redis.ts';
import { countersMovedBy } from './write-rules.ts';

declare module 'fastify' {
  interface FastifyInstance {
    cache: Cache;
  }
  interface FastifyRequest {
    /** Counters this request's write moves on besides the route table's (write-rules.ts). */
    cacheChanges: Set<string> | null;
  }
}

export function openCache(redis: Redis | null): Cache {
  return redis ? new RedisCache(redis) : new MemoryCache();
}

/** For a write whose route does not say all it changed (e.g. another user's abilities). */
export function markChanged(request: FastifyRequest, ...names: string[]): void {
  request.cacheChanges ??= new Set();
  for (const name of names) request.cacheChanges.add(name);
}

export function installCache(app: FastifyInstance, cache: Cache): void {
  app.decorate('cache', cache);
  app.decorateRequest('cacheChanges', null);
  // onSend, not onResponse: the writer's own next read already sees the change.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400) return payload;
    const names = new Set(request.cacheChanges);
    for (const name of countersMovedBy({
      method: request.method,
      url: request.routeOptions.url ?? '',
      params: (request.params ?? {}) as Record<string, unknown>,
      userId: request.user?.id ?? null,
    })) {
      names.add(name);
    }
    if (names.size === 0) return payload;
    try {
      await cache.bump([...names]);
    } catch (err) {
      // The write stands; the cached answers run out by their TTL.
      request.log.error({ err }, 'cache counters were not moved on');
    }
    return payload;
  });
}
