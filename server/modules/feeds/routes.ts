// The back-office's feed settings under /api/backoffice/feeds: the caller's links (a token made on first use), a new
// token, a complex's portal ids. The feeds themselves: public-routes.ts.
import type { FastifyPluginAsync } from 'fastify';
import { getFeedSettings, regenerateFeedToken, updateFeedIds } from '#shared/api/feeds.ts';
import { route } from '../../core/route.ts';
import { publicUrl } from '../../core/public-url.ts';
import { requireCabinet } from '../backoffice/access.ts';
import { feedSettings, updatePortalIds } from './settings.ts';
import { ensureFeedToken, regenerateFeedToken as newToken } from './tokens.ts';

const feedSettingsRoutes: FastifyPluginAsync = async (app) => {
  route(app, getFeedSettings, async (request) => {
    const owner = requireCabinet(request);
    const token = await ensureFeedToken(app.db, owner.id);
    return feedSettings(app.db, owner.id, token, publicUrl(app.env, request));
  });

  route(app, regenerateFeedToken, async (request) => {
    const owner = requireCabinet(request);
    const token = await newToken(app.db, owner.id, app.clock.now());
    return feedSettings(app.db, owner.id, token, publicUrl(app.env, request));
  });

  route(app, updateFeedIds, (request) => {
    const owner = requireCabinet(request);
    return updatePortalIds(app.db, owner.id, request.params.id, request.body, app.clock.now());
  });
};

export default feedSettingsRoutes;
