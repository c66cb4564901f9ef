// A node's graceful exit behind a proxy (SIGTERM, a rolling restart; docs/DEPLOY.md «Rolling restart»). Draining, the
// node fails readiness and answers reads (GET, HEAD) 503 with a Russian text: the proxy passes such a read to another
// node and leaves this one out of its pool (nginx: proxy_next_upstream http_503, max_fails=1). Writes keep being
// served — a proxy never retries them — each answer closing its connection, so no idle connection is left to cut.
// Once no request is in flight and none came for QUIET_MS (or after MAX_MS), the server closes.
import type { FastifyInstance } from 'fastify';
import { availabilityTexts } from '#shared/texts/availability.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set at SIGTERM: readiness fails and reads are turned away (drain.ts). */
    draining: boolean;
    /** Starts draining; resolves when nothing is in flight and the proxy has gone quiet, or after DRAIN.maxMs. */
    drain(): Promise<void>;
  }
}

export const DRAIN = {
  /** No request for this long: the proxy has stopped sending here. */
  quietMs: 500,
  /** The longest a drain waits for in-flight requests before the server closes anyway. */
  maxMs: 8_000,
} as const;

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The probes answer for themselves while draining (readiness says `draining`, liveness stays up). */
const isProbe = (url: string) => url.startsWith('/api/health');

/** Before every other hook, so a turned-away read costs nothing. */
export function installDrain(app: FastifyInstance): void {
  app.decorate('draining', false);
  let inFlight = 0;
  let lastAt = 0;
  app.addHook('onRequest', async (request, reply) => {
    lastAt = Date.now();
    inFlight += 1;
    reply.raw.once('close', () => (inFlight -= 1));
    if (!app.draining) return;
    reply.header('connection', 'close');
    if (IDEMPOTENT.has(request.method) && !isProbe(request.url)) {
      return reply
        .status(503)
        .header('retry-after', '1')
        .header('cache-control', 'no-store')
        .send({ type: 'ServerError', message: availabilityTexts.draining });
    }
  });
  app.decorate('drain', async () => {
    app.draining = true;
    lastAt = Date.now();
    const until = Date.now() + DRAIN.maxMs;
    while (Date.now() < until && (inFlight > 0 || Date.now() - lastAt < DRAIN.quietMs)) {
      await new Promise((r) => setTimeout(r, 50));
    }
  });
}
