// ACCESS_LOG=1: one line per request. The route pattern, never the raw URL: a URL may carry a token or a phone in
// its query, and the pattern is what one groups by anyway.
import type { FastifyInstance } from 'fastify';

export function registerAccessLog(app: FastifyInstance): void {
  if (!app.env.ACCESS_LOG) return;
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? '(unmatched)',
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'access',
    );
  });
}
