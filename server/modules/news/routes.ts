// GET /api/objects/{id}/news?page: the public news feed of a complex the caller may open.
import type { FastifyPluginAsync } from 'fastify';
import { listNews as endpoint } from '#shared/api/news.ts';
import { route } from '../../core/route.ts';
import { currentUser } from '../../policies.ts';
import { findVisibleObject, viewerAccess } from '../../policies/visibility.ts';
import { listNews } from './list-news.ts';

const newsRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoint, async (request) => {
    const access = await viewerAccess(request, currentUser(request));
    const object = await findVisibleObject(app.readDb, request.params.id, access);
    return listNews(app.readDb, object, request.query.page);
  });
};

export default newsRoutes;
