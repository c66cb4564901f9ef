// News of a complex: create, edit, delete (PRODUCT §7: the update also serves deletion with `deleted: 1`).
import type { FastifyPluginAsync } from 'fastify';
import {
  createBackofficeNews,
  deleteBackofficeNews,
  updateBackofficeNews,
} from '#shared/api/backoffice-news.ts';
import { route } from '../../core/route.ts';
import { createNews, deleteNews, updateNews } from './news.ts';
import { changeObject } from './object-change.ts';

const newsRoutes: FastifyPluginAsync = async (app) => {
  route(app, createBackofficeNews, (request) =>
    changeObject(app, request, request.params.id, async (tx, object, user, now) => {
      await createNews(tx, object.id, user.id, request.body, now);
    }),
  );

  route(app, updateBackofficeNews, (request) =>
    changeObject(app, request, request.params.id, async (tx, object, _user, now) => {
      const { deleted, ...edit } = request.body;
      if (deleted) await deleteNews(tx, object.id, request.params.newsId);
      else await updateNews(tx, object.id, request.params.newsId, edit, now);
    }),
  );

  route(app, deleteBackofficeNews, (request) =>
    changeObject(app, request, request.params.id, async (tx, object) => {
      await deleteNews(tx, object.id, request.params.newsId);
    }),
  );
};

export default newsRoutes;
