// A global limit on API calls a minute: per user when the request carries a valid token, per IP otherwise. Static
// files and the SPA's pages are not API calls and are never counted; Socket.IO has its own path and rule. With Redis
// (app.redis) every node counts in the same buckets, so N nodes do not multiply the limit by N (each node its own
// while Redis is down). The health check is not counted: balancers poll it from one address and must keep seeing a
// spent address's node as up.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { health } from '#shared/api/system.ts';
import { routedPath } from '../core/routed-path.ts';
import { throttle } from '../errors.ts';
import { fallbackStore } from './rate-limit-store.ts';

/** `/api/…` and `/api?…`, not `/apiary`. */
export const isApiCall = (url: string) => /^\/api(\/|\?|$)/.test(url);

/** The bucket of a request: its user, resolved by the auth hook before the limit runs, or its address. */
export const rateKey = (request: FastifyRequest) =>
  request.user ? `user:${request.user.id}` : `ip:${request.ip}`;

export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: app.env.RATE_LIMIT_MAX,
    timeWindow: 60_000,
    // preParsing: after onRequest, where auth has resolved the token to its user, and before the body is read, so
    // a caller over the limit costs no parsing.
    hook: 'preParsing',
    keyGenerator: rateKey,
    // Decided on the route the request runs, so a percent-encoded path (/%61pi/regions) is counted as well.
    allowList: (request) => {
      const path = routedPath(request);
      return !isApiCall(path) || path === health.path;
    },
    errorResponseBuilder: (_request, context) => throttle(context.ttl / 1000),
    ...(app.redis && {
      // Redis unreachable: each node counts on its own until it returns (rate-limit-store.ts).
      store: fallbackStore(app.redis, 'kvartal:rate:') as unknown as FastifyRateLimitStoreCtor,
      skipOnError: true,
    }),
  });
}
