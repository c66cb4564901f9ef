// GET /api/objects/{id}/news?page: the public news feed of a complex the caller may open.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPageQuery } from '#shared/schemas/common.ts';
import { zId } from '#shared/schemas/form.ts';
import { ZNewsPage } from '#shared/schemas/realty.ts';
import { currentUser } from '../../policies.ts';
import { findVisibleObject } from '../realty/access.ts';
import { listNews } from './list-news.ts';

const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/objects/:id/news',
    {
      schema: { params: z.object({ id: zId }), querystring: ZPageQuery, response: { 200: ZNewsPage } },
    },
    async (request) => {
      const access = { viewer: currentUser(request), preview: false };
      const object = await findVisibleObject(app.db, request.params.id, access);
      return listNews(app.db, object, request.query.page);
    },
  );
};

export default newsRoutes;
