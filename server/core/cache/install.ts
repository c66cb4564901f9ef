// Puts the cache on the app and moves counters on once a write has answered (its transaction has committed).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Cache } from './cache.ts';
import { MemoryCache } from './memory.ts';
import { RedisCache } from './redis.ts';
import { complexOf } from './complex-of.ts';
import { countersMovedBy, partOf, type WriteInfo } from './write-rules.ts';

declare module 'fastify' {
  interface FastifyInstance {
    cache: Cache;
  }
  interface FastifyRequest {
    /** Counters this request's write moves on besides the route table's (write-rules.ts). */
    cacheChanges: Set<string> | null;
    /** The complexes of the part a write names, found before and after it (write-rules.ts partOf). */
    cacheComplexes: number[] | null;
  }
}

export function openCache(redis: Redis | null, log?: (error: unknown) => void): Cache {
  return redis ? new RedisCache(redis, Date.now, log) : new MemoryCache();
}

/** For a write whose route does not say all it changed (e.g. another user's abilities). */
export function markChanged(request: FastifyRequest, ...names: string[]): void {
  request.cacheChanges ??= new Set();
  for (const name of names) request.cacheChanges.add(name);
}

export function installCache(app: FastifyInstance, cache: Cache): void {
  app.decorate('cache', cache);
  app.decorateRequest('cacheChanges', null);
  app.decorateRequest('cacheComplexes', null);
  const failed = new WeakSet<FastifyRequest>();
  const writeOf = (request: FastifyRequest): WriteInfo & { body: unknown } => ({
    method: request.method,
    url: request.routeOptions.url ?? '',
    params: (request.params ?? {}) as Record<string, unknown>,
    userId: request.user?.id ?? null,
    body: request.body,
  });
  const lookUp = async (request: FastifyRequest) => {
    const part = partOf(writeOf(request));
    if (!part || failed.has(request)) return;
    try {
      const id = await complexOf(app.db, part);
      request.cacheComplexes ??= [];
      if (id !== null && !request.cacheComplexes.includes(id)) request.cacheComplexes.push(id);
    } catch (err) {
      // Not knowing the complex moves every complex's counter on.
      request.log.error({ err }, 'the complex of a write was not found');
      failed.add(request);
    }
  };
  // Before the write: a deleted part is gone after it.
  app.addHook('preHandler', lookUp);
  // onSend, not onResponse: the writer's own next read already sees the change.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400) return payload;
    const names = new Set(request.cacheChanges);
    // After the write too: an offer may have moved to another complex.
    await lookUp(request);
    const complexes = failed.has(request) ? null : request.cacheComplexes;
    for (const name of countersMovedBy(writeOf(request), complexes)) names.add(name);
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
