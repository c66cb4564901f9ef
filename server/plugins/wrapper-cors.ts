// The mobile wrapper's page is the bundled SPA at https://localhost (Android) or capacitor://localhost (iOS), so
// its calls to the API and its photos and documents are cross-origin. Exactly those origins are allowed; the session
// travels as a bearer token in Authorization (no cookies), so credentials are never allowed.
import type { FastifyInstance } from 'fastify';
import { FILES_PREFIX } from '../storage/storage.ts';
import { routedPath } from '../core/routed-path.ts';

export const WRAPPER_ORIGINS: readonly string[] = ['https://localhost', 'capacitor://localhost'];

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
/** Idempotency-Key: the create calls send one per submit attempt (server/core/idempotency.ts). */
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, X-Requested-With, Idempotency-Key';
/** The client reads Retry-After from a 429 (app/lib/api.ts). */
const EXPOSED_HEADERS = 'Retry-After';
/** How long the WebView may keep a preflight's answer. */
const PREFLIGHT_MAX_AGE = '600';

export function registerWrapperCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    // The route it runs, not the raw URL: /%61pi/regions is an API call too.
    const path = routedPath(request);
    if (!path.startsWith('/api/') && !path.startsWith(`${FILES_PREFIX}/`)) return;
    const origin = request.headers.origin;
    if (!origin || !WRAPPER_ORIGINS.includes(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'Origin');
    reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      return reply
        .header('access-control-allow-methods', ALLOWED_METHODS)
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', PREFLIGHT_MAX_AGE)
        .code(204)
        .send();
    }
  });
}
