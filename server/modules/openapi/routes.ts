// GET /api/openapi.json and the reference page /api/docs (swagger-ui from its npm package, served from here: no
// CDN, and no inline script, so the page keeps the app's Content-Security-Policy). The document is built once, on
// first request, from the routes as registered and the configuration alone (nothing of the request).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { apiDocsAsset, apiDocsPage, openApiDocument } from '#shared/api/api-docs.ts';
import { apiDocsTexts } from '#shared/texts/api-docs.ts';
import { route } from '../../core/route.ts';
import { buildOpenApi } from './build-openapi.ts';
import { docsPage, DOCS_INIT_SCRIPT } from './docs-page.ts';
import { packageVersion as version } from '../../package-root.ts';

const require = createRequire(import.meta.url);
const swaggerDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));

const types: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

const openApiRoutes: FastifyPluginAsync = async (app) => {
  let document: string | undefined;

  route(app, openApiDocument, async (_request, reply) => {
    // The server «Try it out» sends the reader's token to: PUBLIC_URL, or this same server (a relative URL), never
    // a host a request named, since the document is kept for every later reader.
    const serverUrl = app.env.PUBLIC_URL?.replace(/\/+$/, '') ?? '/';
    document ??= JSON.stringify(buildOpenApi(app.apiRoutes, { version, serverUrl }));
    return reply.type('application/json; charset=utf-8').send(document);
  });

  route(app, apiDocsPage, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(docsPage(apiDocsTexts)),
  );

  route(app, apiDocsAsset, async (request, reply) => {
    const { file } = request.params;
    const body = file === 'docs-init.js' ? DOCS_INIT_SCRIPT : await readFile(path.join(swaggerDir, file));
    return reply.type(types[path.extname(file)]!).header('cache-control', 'public, max-age=86400').send(body);
  });
};

export default openApiRoutes;
