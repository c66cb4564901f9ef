// Every request gets an id: the one a trusted proxy sent in X-Request-Id, else a fresh one. Fastify puts it on
// request.log (the `reqId` of every line of that request) and the answer carries it back, so a user's report,
// the proxy's log, our log lines and an error report meet on one value.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { trustsDirectPeer, type TrustProxy } from '../core/trust-proxy.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy may hand us: short, no spaces or control characters (it lands in logs and headers). */
const SAFE_ID = /^[\w.:@-]{1,128}$/;

export function requestIdGenerator(trust: TrustProxy): (req: IncomingMessage) => string {
  const trusted = trustsDirectPeer(trust);
  return (req) => {
    const sent = req.headers[REQUEST_ID_HEADER];
    if (typeof sent === 'string' && SAFE_ID.test(sent) && trusted(req.socket?.remoteAddress)) return sent;
    return randomUUID();
  };
}

export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
