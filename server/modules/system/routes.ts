// /api/health and /api/config.
import type { FastifyPluginAsync } from 'fastify';
import { health, readConfig } from '#shared/api/system.ts';
import { publicUrl } from '../../core/public-url.ts';
import { route } from '../../core/route.ts';

const systemRoutes: FastifyPluginAsync = async (app) => {
  route(app, health, () => ({ status: 'ok' as const, engine: app.database.engine }));

  /** The browser-visible settings: an explicit whitelist, nothing else of the environment leaves the server. */
  route(app, readConfig, (request) => ({
    tileUrl: app.env.MAP_TILE_URL,
    tileAttribution: app.env.MAP_TILE_ATTRIBUTION,
    supportUrl: app.env.SUPPORT_URL,
    publicUrl: publicUrl(app.env, request),
  }));
};

export default systemRoutes;
