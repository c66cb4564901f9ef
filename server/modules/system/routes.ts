import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZClientConfig } from '#shared/schemas/config.ts';

const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { auth: 'public' },
      schema: { response: { 200: z.object({ status: z.literal('ok'), engine: z.string() }) } },
    },
    async () => ({ status: 'ok' as const, engine: app.database.engine }),
  );

  /** The browser-visible settings: an explicit whitelist, nothing else of the environment leaves the server. */
  app.get(
    '/config',
    { config: { auth: 'public' }, schema: { response: { 200: ZClientConfig } } },
    async () => ({
      tileUrl: app.env.MAP_TILE_URL,
      tileAttribution: app.env.MAP_TILE_ATTRIBUTION,
      supportUrl: app.env.SUPPORT_URL,
      publicUrl: app.env.PUBLIC_URL,
    }),
  );
};

export default systemRoutes;
