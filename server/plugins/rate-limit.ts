// A global per-IP limit on the API; Socket.IO has its own path and is not counted here.
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { throttle } from '../errors.ts';

export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: app.env.RATE_LIMIT_MAX,
    timeWindow: 60_000,
    allowList: (request) => request.url.startsWith('/socket.io'),
    errorResponseBuilder: (_request, context) => throttle(context.ttl / 1000),
  });
}
