// The back-office's feed settings under /api/backoffice/feeds: the caller's company's links (a token made on first use), a new
// token, a complex's portal ids. The feeds themselves: public-routes.ts.
import type { FastifyPluginAsync } from 'fastify';
import { getFeedSettings, regenerateFeedToken, updateFeedIds } from '#shared/api/feeds.ts';
import { route } from '../../core/route.ts';
import { publicUrl } from '../../core/public-url.ts';
import { feedHolder } from './feed-scope.ts';
import { feedSettings, updatePortalIds } from './settings.ts';
import { ensureFeedToken, regenerateFeedToken as newToken } from './tokens.ts';

const feedSettingsRoutes: FastifyPluginAsync = async (app) => {
  route(app, getFeedSettings, async (request) => {
    const holder = await feedHolder(request);
    const token = await ensureFeedToken(app.db, holder);
    return feedSettings(app.db, holder, token, publicUrl(app.env, request));
  });

  route(app, regenerateFeedToken, async (request) => {
    const holder = await feedHolder(request, true);
    const token = await newToken(app.db, holder, app.clock.now());
    return feedSettings(app.db, holder, token, publicUrl(app.env, request));
  });

  route(app, updateFeedIds, async (request) => {
    const holder = await feedHolder(request, true);
    return updatePortalIds(app.db, holder, request.params.id, request.body, app.clock.now());
  });
};

export default feedSettingsRoutes;
