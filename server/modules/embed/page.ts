// GET /embed/{id}: the widget's page (the embed entry of the build), framed by the builder's site. Its CSP lets
// exactly the sites the builder allowed frame it; a complex the widget cannot show answers 404 with the same page,
// which then reads «Объект недоступен». Every other page keeps frame-ancestors 'none' (plugins/security.ts).
// A link to it sent in a messenger gets a card: the complex's Open Graph tags in the head (modules/previews).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { embedTexts } from '#shared/texts/embed.ts';
import { withFrameAncestors } from '../../plugins/security.ts';
import { publicUrl } from '../../core/public-url.ts';
import { complexPreview } from '../previews/complex-preview.ts';
import { withPreview } from '../previews/meta.ts';
import { findEmbedTarget } from '../../policies/embeddable.ts';

export const EMBED_PAGE = 'embed.html';

async function pageHtml(root: string): Promise<string> {
  try {
    return await readFile(path.join(root, EMBED_PAGE), 'utf8');
  } catch {
    // Not built (API tests, or development served by Vite): the headers are the same, the body says why.
    return `<!doctype html><html lang="ru"><meta charset="utf-8"><title>${embedTexts.notBuilt}</title><p>${embedTexts.notBuilt}</p></html>`;
  }
}

const embedPage =
  (root: string): FastifyPluginAsync =>
  async (app) => {
    app.get<{ Params: { id: string } }>('/embed/:id', async (request, reply) => {
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : null;
      const target = id ? await findEmbedTarget(app.db, id) : null;
      const policy = String(reply.getHeader('content-security-policy') ?? '');
      reply
        .header('content-security-policy', withFrameAncestors(policy, target?.origins ?? []))
        .removeHeader('x-frame-options')
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .code(target?.open ? 200 : 404);
      const html = await pageHtml(root);
      if (!target?.open || !target.object) return html;
      return withPreview(html, await complexPreview(app.db, target.object, publicUrl(app.env, request)));
    });
  };

export default embedPage;
