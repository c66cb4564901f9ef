// /api/moderation: users (search, role, ban) and offers (by status, disable, restore), for moders and admins.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '#shared/schemas/form.ts';
import {
  ZModerationOfferResponse,
  ZModerationOffersPage,
  ZModerationOffersQuery,
  ZModerationUserResponse,
  ZModerationUsersPage,
  ZModerationUsersQuery,
  ZRoleChange,
} from '#shared/schemas/moderation.ts';
import { requireStaff } from '../../policies.ts';
import { changeRole } from './change-role.ts';
import { listUsers } from './list-users.ts';
import { disableOffer, listOffersForModeration, restoreOffer } from './moderate-offers.ts';
import { presentModerationOffers, presentModerationUsers } from './present-moderation.ts';

const ZIdParams = z.object({ id: zId });

const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/moderation/users',
    { schema: { querystring: ZModerationUsersQuery, response: { 200: ZModerationUsersPage } } },
    async (request) => {
      requireStaff(request);
      return listUsers(app.db, request.query.search, request.query.page);
    },
  );

  app.put(
    '/moderation/users/:id',
    { schema: { params: ZIdParams, body: ZRoleChange, response: { 200: ZModerationUserResponse } } },
    async (request) => {
      const actor = requireStaff(request);
      const user = await changeRole(
        { db: app.db, realtime: app.realtime, now: app.clock.now() },
        actor,
        request.params.id,
        request.body.group,
      );
      const [data] = await presentModerationUsers(app.db, [user]);
      return { data: data! };
    },
  );

  app.get(
    '/moderation/offers',
    { schema: { querystring: ZModerationOffersQuery, response: { 200: ZModerationOffersPage } } },
    async (request) => {
      const viewer = requireStaff(request);
      return listOffersForModeration(app.db, app.storage, viewer, request.query.status, request.query.page);
    },
  );

  app.post(
    '/moderation/offers/:id/disable',
    { schema: { params: ZIdParams, response: { 200: ZModerationOfferResponse } } },
    async (request) => {
      const viewer = requireStaff(request);
      const row = await disableOffer(
        { db: app.db, realtime: app.realtime, now: app.clock.now() },
        viewer,
        request.params.id,
      );
      const [data] = await presentModerationOffers(app.db, app.storage, viewer, [row]);
      return { data: data! };
    },
  );

  app.post(
    '/moderation/offers/:id/restore',
    { schema: { params: ZIdParams, response: { 200: ZModerationOfferResponse } } },
    async (request) => {
      const viewer = requireStaff(request);
      const row = await restoreOffer(app.db, request.params.id, app.clock.now());
      const [data] = await presentModerationOffers(app.db, app.storage, viewer, [row]);
      return { data: data! };
    },
  );
};

export default moderationRoutes;
