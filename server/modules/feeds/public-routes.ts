// GET /feeds/{token}/{yandex|cian|avito}.xml: what the portals fetch, outside /api (no login, the token is the key;
// not counted by the API rate limit, like pages). Served from the feed cache with ETag and Last-Modified; an unknown
// or replaced token, or an unknown portal, is a 404.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isFeedPortal } from '#shared/feeds.ts';
import { publicUrl } from '../../core/public-url.ts';
import { notFound } from '../../errors.ts';
import { FeedCache, feedFingerprint } from './feed-cache.ts';
import { loadFeed } from './load-feed.ts';
import { PORTAL_WRITERS } from './render.ts';
import { feedOwner } from './tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    feedCache: FeedCache;
  }
}

/** Whether the portal's copy is current: If-None-Match wins over If-Modified-Since, as RFC 9110 says. */
function notModified(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const match = request.headers['if-none-match'];
  if (match)
    return match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
  const since = request.headers['if-modified-since'];
  const time = since ? Date.parse(since) : NaN;
  return !Number.isNaN(time) && lastModified.getTime() <= time;
}

const feedRoutes: FastifyPluginAsync = async (app) => {
  app.decorate('feedCache', new FeedCache());

  app.get<{ Params: { token: string; file: string } }>(
    '/feeds/:token/:file',
    async (request, reply: FastifyReply) => {
      const portal = request.params.file.replace(/\.xml$/, '');
      if (!request.params.file.endsWith('.xml') || !isFeedPortal(portal)) throw notFound();
      const ownerId = await feedOwner(app.readDb, request.params.token);
      if (ownerId == null) throw notFound();
      const baseUrl = publicUrl(app.env, request);
      const now = app.clock.now();
      const feed = await app.feedCache.get(
        { ownerId, portal, baseUrl },
        await feedFingerprint(app.readDb, ownerId),
        now,
        async () => {
          const writer = PORTAL_WRITERS[portal];
          const offers = writer.offers(await loadFeed(app.readDb, app.storage, ownerId, baseUrl));
          return { offers, document: (generated) => writer.document(offers, generated) };
        },
      );
      reply
        .header('etag', feed.etag)
        .header('last-modified', feed.lastModified.toUTCString())
        // Portals may keep it a minute; after that they ask again and mostly get a 304.
        .header('cache-control', 'private, max-age=60')
        .header('x-robots-tag', 'noindex')
        .header('vary', 'accept-encoding');
      if (notModified(request, feed.etag, feed.lastModified)) return reply.code(304).send();
      reply.type('application/xml; charset=utf-8');
      // Gzipped once per version rather than compressed again for every fetch (the compress plugin leaves it alone).
      if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        return reply.header('content-encoding', 'gzip').send(await feed.gzipped());
      }
      return reply.send(feed.body);
    },
  );
};

export default feedRoutes;
