// Serves stored files under /files and, when built, the SPA with a history fallback for every non-API GET.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ru } from '#shared/texts/ru.ts';
import { FILES_PREFIX } from '../storage/storage.ts';
import { firstPaintHtml } from '../modules/first-paint/first-paint.ts';

export const spaRoot = fileURLToPath(new URL('../../dist/app', import.meta.url));

export async function registerStatic(
  app: FastifyInstance,
  options: { serve: boolean; /** The built SPA; tests point it elsewhere. */ spaRoot?: string },
): Promise<void> {
  const root = options.spaRoot ?? spaRoot;
  if (options.serve && app.storage.root) {
    await app.register(fastifyStatic, {
      root: app.storage.root,
      prefix: `${FILES_PREFIX}/`,
      decorateReply: false,
      maxAge: '30d',
      immutable: true,
      // Photos and documents are shown by the mobile wrapper's page too, which is another origin (https://localhost).
      setHeaders: (reply) => reply.header('cross-origin-resource-policy', 'cross-origin'),
    });
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
    const wantsPage =
      request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith(FILES_PREFIX);
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
