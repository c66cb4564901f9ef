// Pages' neighbours outside /api: GET /robots.txt, and the link cards' pictures (GET /preview/collection/{id}.jpg,
// GET /preview/complex/{id}.jpg), made from the first photo and kept in storage (image.ts). Not counted by the API
// rate limit, like pages.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { AppError, notFound } from '../../errors.ts';
import { findEmbedTarget } from '../../policies/embeddable.ts';
import { findLiveSnapshot } from '../snapshot/live-snapshot.ts';
import { complexImageKey } from './complex-preview.ts';
import { previewJpeg } from './image.ts';
import { robotsTxt } from './robots.ts';
import { collectionImageKey } from './snapshot-preview.ts';

const DAY = 86_400;

const previewRoutes: FastifyPluginAsync = async (app) => {
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', `public, max-age=${DAY}`)
      .send(robotsTxt()),
  );

  const sendJpeg = async (reply: FastifyReply, storageKey: string | null) => {
    const jpeg = storageKey ? await previewJpeg(app.storage, storageKey) : null;
    if (!jpeg) throw notFound();
    // The address carries the photo's id (?v=), so a day's cache never shows a stale picture for long.
    return reply
      .type('image/jpeg')
      .header('cache-control', `public, max-age=${DAY}`)
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(jpeg);
  };

  app.get<{ Params: { file: string } }>('/preview/collection/:file', async (request, reply) => {
    const id = request.params.file.replace(/\.jpg$/, '');
    if (!request.params.file.endsWith('.jpg')) throw notFound();
    let row;
    try {
      row = await findLiveSnapshot(app.db, id);
    } catch (error) {
      if (error instanceof AppError) throw notFound();
      throw error;
    }
    return sendJpeg(reply, await collectionImageKey(app.db, app.storage, row, app.clock.now()));
  });

  app.get<{ Params: { file: string } }>('/preview/complex/:file', async (request, reply) => {
    const match = /^(\d{1,9})\.jpg$/.exec(request.params.file);
    const target = match ? await findEmbedTarget(app.db, Number(match[1])) : null;
    // Only what the widget itself would show: a published complex with a site allowed.
    if (!target?.object || !target.open) throw notFound();
    return sendJpeg(reply, await complexImageKey(app.db, target.object.id));
  });
};

export default previewRoutes;
