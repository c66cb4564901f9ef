// A read behind the login ('user' policy) that moves no cache counter, so a token's cached lookup stays cached:
// the token tests (expiry, logout everywhere) ask it who a token belongs to.
import type { FastifyPluginAsync } from 'fastify';
import type { TestContext } from './app.ts';
import { authHeaders } from './factories.ts';

/** Mount with `useTestApp({}, { apiRoutes: probe })`. */
export const probe: FastifyPluginAsync = async (app) => {
  app.get('/test/me', { config: { auth: 'user' } }, async (request) => ({ id: request.user!.id }));
};

export const probeMe = (t: TestContext, token: string) =>
  t.app.inject({ method: 'GET', url: '/api/test/me', headers: authHeaders(token) });
