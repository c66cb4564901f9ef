// /api/moderation: users (search, role, ban) and offers (by status, disable, restore), for moders and admins.
import type { FastifyPluginAsync } from 'fastify';
import * as api from '#shared/api/moderation.ts';
import { route } from '../../core/route.ts';
import { userVersion } from '../../core/cache/names.ts';
import type { OfferRow, UserRow } from '../../db/schema/index.ts';
import { requireStaff } from '../../policies.ts';
import { changeRole } from './change-role.ts';
import { listUsers } from './list-users.ts';
import { disableOffer, listOffersForModeration, restoreOffer } from './moderate-offers.ts';
import { presentModerationOffers, presentModerationUsers } from './present-moderation.ts';

const moderationRoutes: FastifyPluginAsync = async (app) => {
  const presentOffer = async (viewer: UserRow, row: OfferRow) => {
    const [data] = await presentModerationOffers(app.db, app.storage, viewer, [row]);
    return { data: data! };
  };

  route(app, api.listModerationUsers, (request) => {
    requireStaff(request);
    return listUsers(app.db, request.query.search, request.query.page);
  });

  route(app, api.changeUserRole, async (request) => {
    const actor = requireStaff(request);
    const user = await changeRole(
      {
        db: app.db,
        realtime: app.realtime,
        now: app.clock.now(),
        userChanged: (userId) => app.cache.bump([userVersion(userId)]),
      },
      actor,
      request.params.id,
      request.body.group,
    );
    const [data] = await presentModerationUsers(app.db, [user]);
    return { data: data! };
  });

  route(app, api.listModerationOffers, (request) => {
    const viewer = requireStaff(request);
    return listOffersForModeration(app.db, app.storage, viewer, request.query.status, request.query.page);
  });

  route(app, api.disableOffer, async (request) => {
    const viewer = requireStaff(request);
    const row = await disableOffer(
      { db: app.db, realtime: app.realtime, now: app.clock.now() },
      viewer,
      request.params.id,
    );
    return presentOffer(viewer, row);
  });

  route(app, api.restoreOffer, async (request) => {
    const viewer = requireStaff(request);
    return presentOffer(viewer, await restoreOffer(app.db, viewer, request.params.id, app.clock.now()));
  });
};

export default moderationRoutes;
