// Serves stored files under /files (from the folder, or streamed from object storage) and, when built, the SPA
// with a history fallback for every non-API GET.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ru } from '#shared/texts/ru.ts';
import { FILES_PREFIX, PRIVATE_KEY_PREFIX, type Storage } from '../storage/storage.ts';
import { packageRoot } from '../package-root.ts';
import { firstPaintHtml } from '../modules/first-paint/first-paint.ts';
import { routedPath } from '../core/routed-path.ts';
import previewRoutes from '../modules/previews/routes.ts';
import { collectionPage, snapshotIdOfPath } from '../modules/previews/collection-page.ts';

export const spaRoot = path.join(packageRoot, 'dist/app');

export async function registerStatic(
  app: FastifyInstance,
  options: { serve: boolean; /** The built SPA; tests point it elsewhere. */ spaRoot?: string },
): Promise<void> {
  const root = options.spaRoot ?? spaRoot;
  // robots.txt and the link cards' pictures: the server's own, whether or not the app is built.
  await app.register(previewRoutes);
  if (options.serve && app.storage.root) {
    await app.register(fastifyStatic, {
      root: app.storage.root,
      prefix: `${FILES_PREFIX}/`,
      decorateReply: false,
      maxAge: '30d',
      immutable: true,
      allowedPath: (pathName) => !pathName.replace(/^\/+/, '').startsWith(PRIVATE_KEY_PREFIX),
      // Photos and documents are shown by the mobile wrapper's page too, which is another origin (https://localhost).
      setHeaders: (reply) => reply.header('cross-origin-resource-policy', 'cross-origin'),
    });
  } else if (options.serve && app.storage.read) {
    registerStoredFiles(app, app.storage.read.bind(app.storage));
  }
  const hasSpa = options.serve && existsSync(`${root}/index.html`);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      // A wildcard route (not one route per file at start-up), so a rebuilt dist/app is served without a restart.
      wildcard: true,
      index: ['index.html'],
      // The build writes .br and .gz beside each asset (vite.config.ts): sent to browsers that accept them.
      preCompressed: true,
      // Vite fingerprints everything under assets/; the rest (index.html, icons) is revalidated.
      setHeaders: (reply, file) => {
        reply.header(
          'cache-control',
          file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // The widget's loader is a script builders' sites load from here.
        if (path.basename(file) === 'embed.js') reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const route = routedPath(request);
    const wantsPage =
      request.method === 'GET' && !route.startsWith('/api/') && !route.startsWith(FILES_PREFIX);
    // Link-preview crawlers may ask with HEAD first: a dead link says 404 to it too.
    const pageOrHead = wantsPage || (request.method === 'HEAD' && !route.startsWith('/api/'));
    const snapshotId = pageOrHead ? snapshotIdOfPath(route) : null;
    if (hasSpa && snapshotId) {
      // A sent collection: the app with its link card's tags, or a small 404 page for a dead link.
      const page = await collectionPage(app, request, snapshotId, () =>
        readFile(`${root}/index.html`, 'utf8'),
      );
      return reply
        .status(page.status)
        .header('cache-control', 'no-cache')
        .header('x-robots-tag', 'noindex')
        .type('text/html; charset=utf-8')
        .send(page.html);
    }
    if (hasSpa && wantsPage) {
      // The feed's and an object's first screen painted in (decision 033); anything else, the plain page.
      const painted = await readFile(`${root}/index.html`, 'utf8')
        .then((html) => firstPaintHtml(app, request, html))
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'first paint failed');
          return null;
        });
      if (painted) {
        return reply
          .header('cache-control', 'private, no-cache')
          .header('vary', 'Cookie')
          .type('text/html; charset=utf-8')
          .send(painted);
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
    }
    return reply.status(404).send({ type: 'NotFound', message: ru.errors.NotFound });
  });
}

/**
 * Files kept in object storage, streamed with the same headers the folder gets: keys are random per upload and
 * never rewritten, so a month's immutable cache; the object's ETag answers If-None-Match with 304.
 */
function registerStoredFiles(app: FastifyInstance, read: NonNullable<Storage['read']>): void {
  app.get<{ Params: { '*': string } }>(`${FILES_PREFIX}/*`, async (request, reply) => {
    const key = request.params['*'];
    const range = request.headers.range;
    const ifNoneMatch = request.headers['if-none-match'];
    const found =
      key.includes('\0') || key.split('/').includes('..') || key.startsWith(PRIVATE_KEY_PREFIX)
        ? null
        : await read(key, { ifNoneMatch, range });
    reply.header('cross-origin-resource-policy', 'cross-origin');
    if (found === null) return reply.status(404).send({ type: 'NotFound', message: ru.errors.NotFound });
    reply.header('cache-control', 'public, max-age=2592000, immutable');
    if (found === 'not-modified') {
      if (ifNoneMatch) reply.header('etag', ifNoneMatch);
      return reply.status(304).send();
    }
    reply.header('content-type', found.contentType).header('accept-ranges', 'bytes');
    if (found.etag) reply.header('etag', found.etag);
    if (found.length !== undefined) reply.header('content-length', found.length);
    if (found.contentRange) reply.status(206).header('content-range', found.contentRange);
    return reply.send(found.body);
  });
}
