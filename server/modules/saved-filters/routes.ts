// /api/user/filter: save the current filter under a name, delete one. The list comes with the user (PRODUCT §3).
// /api/filters/unsubscribe: the daily digest's one-click unsubscribe (RFC 8058), without a login.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  digestUnsubscribe,
  digestUnsubscribePage,
  deleteFilter as deleteEndpoint,
  saveFilter as saveEndpoint,
  updateFilterNotify,
} from '#shared/api/saved-filters.ts';
import { route } from '../../core/route.ts';
import { currentUser } from '../../policies.ts';
import { publicUrl } from '../../core/public-url.ts';
import { AppError } from '../../errors.ts';
import { unsubscribeTexts } from '#shared/texts/unsubscribe.ts';
import { deleteFilter, saveFilter, setFilterNotify } from './save-filter.ts';
import { unsubscribeDigest } from './unsubscribe.ts';
import { confirmPage, donePage } from './unsubscribe-page.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

const filterRoutes: FastifyPluginAsync = async (app) => {
  route(app, saveEndpoint, (request) =>
    saveFilter(app.db, currentUser(request).id, request.body, app.clock.now()),
  );

  route(app, deleteEndpoint, async (request) => {
    await deleteFilter(app.db, currentUser(request).id, request.params.id);
    return { ok: true as const };
  });

  route(app, updateFilterNotify, (request) =>
    setFilterNotify(app.db, currentUser(request).id, request.params.id, request.body.notify),
  );

  await app.register(unsubscribeRoutes);
};

/** Its own scope: the form body mail clients and the confirmation page post is read here only. */
const unsubscribeRoutes: FastifyPluginAsync = async (app) => {
  // The body says nothing the token does not (List-Unsubscribe=One-Click): read as text and left alone.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
    done(null, body),
  );
  const userOf = (token: string) => {
    const userId = readUnsubscribeToken(app.env.APP_SECRET, token);
    if (userId === null) throw new AppError('NotFound', unsubscribeTexts.invalid);
    return userId;
  };
  const html = (reply: FastifyReply, body: string) =>
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

  route(app, digestUnsubscribePage, (request, reply) => {
    userOf(request.query.token);
    return html(reply, confirmPage());
  });

  route(app, digestUnsubscribe, async (request, reply) => {
    await unsubscribeDigest(app.db, userOf(request.query.token));
    return html(reply, donePage(publicUrl(app.env, request)));
  });
};

export default filterRoutes;
