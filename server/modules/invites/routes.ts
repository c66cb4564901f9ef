// /api/user/invite: invite a phone, withdraw an invite. The list comes with the user (PRODUCT §3).
import type { FastifyPluginAsync } from 'fastify';
import * as api from '#shared/api/invites.ts';
import { route } from '../../core/route.ts';
import { currentUser } from '../../policies.ts';
import { createInvite, deleteInvite } from './manage-invites.ts';

const inviteRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.createInvite, (request) =>
    createInvite(app.db, currentUser(request), request.body.phone, app.clock.now()),
  );

  route(app, api.deleteInvite, async (request) => {
    await deleteInvite(app.db, currentUser(request).id, request.params.id);
    return { ok: true as const };
  });
};

export default inviteRoutes;
