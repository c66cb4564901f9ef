// News of a complex: create, edit, delete (SPEC §7: the update also serves deletion with `deleted: 1`).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBackofficeObject, ZNewsCreate, ZNewsUpdate } from '#shared/schemas/backoffice.ts';
import { zId } from '#shared/schemas/form.ts';
import { createNews, deleteNews, updateNews } from './news.ts';
import { changeObject } from './object-change.ts';
import { ZObjectParams } from './objects-routes.ts';

const ZNewsParams = ZObjectParams.extend({ newsId: zId });

const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const full = { 200: ZBackofficeObject };

  app.post(
    '/objects/:id/news',
    { schema: { params: ZObjectParams, body: ZNewsCreate, response: full } },
    async (request) =>
      changeObject(app, request, request.params.id, async (tx, object, user, now) => {
        await createNews(tx, object.id, user.id, request.body, now);
      }),
  );

  app.put(
    '/objects/:id/news/:newsId',
    { schema: { params: ZNewsParams, body: ZNewsUpdate, response: full } },
    async (request) =>
      changeObject(app, request, request.params.id, async (tx, object, _user, now) => {
        const { deleted, ...edit } = request.body;
        if (deleted) await deleteNews(tx, object.id, request.params.newsId);
        else await updateNews(tx, object.id, request.params.newsId, edit, now);
      }),
  );

  app.delete(
    '/objects/:id/news/:newsId',
    { schema: { params: ZNewsParams, response: full } },
    async (request) =>
      changeObject(app, request, request.params.id, async (tx, object) => {
        await deleteNews(tx, object.id, request.params.newsId);
      }),
  );
};

export default newsRoutes;
