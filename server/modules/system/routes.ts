// /api/health, its liveness and readiness probes, and /api/config.
import type { FastifyPluginAsync } from 'fastify';
import { health, healthLive, healthReady, readConfig } from '#shared/api/system.ts';
import { publicUrl } from '../../core/public-url.ts';
import { route } from '../../core/route.ts';
import { readiness } from '../../observability/readiness.ts';
import { browserErrorReports } from '../../observability/error-reports.ts';

/** Probes are polled by balancers and orchestrators from few addresses: never counted by the API's rate limit. */
const unlimited = { config: { rateLimit: false } };

const systemRoutes: FastifyPluginAsync = async (app) => {
  route(app, health, () => ({ status: 'ok' as const, engine: app.database.engine }));

  /** Liveness: the event loop answers. No I/O, so a slow database never gets a live process restarted. */
  route(app, healthLive, () => ({ status: 'ok' as const }), unlimited);

  /**
   * Readiness: 503 with the same body when a part the node cannot serve without fails (or it is draining), so the
   * balancer stops sending traffic here; 200 `degraded` when only Redis or the bucket fails.
   */
  route(
    app,
    healthReady,
    async (_request, reply) => {
      const state = await readiness(app);
      if (state.status !== 'fail') return state;
      return reply.code(503).header('cache-control', 'no-store').send(state);
    },
    unlimited,
  );

  /** The browser-visible settings: an explicit whitelist, nothing else of the environment leaves the server. */
  route(app, readConfig, (request) => ({
    tileUrl: app.env.MAP_TILE_URL,
    tileAttribution: app.env.MAP_ATTRIBUTION,
    supportUrl: app.env.SUPPORT_URL,
    publicUrl: publicUrl(app.env, request),
    errorReports: browserErrorReports(app.env),
  }));
};

export default systemRoutes;
