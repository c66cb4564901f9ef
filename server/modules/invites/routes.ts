// /api/user/invite: invite a phone, withdraw an invite. The list comes with the user (SPEC §3).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '#shared/schemas/form.ts';
import { ZInvite, ZInviteCreate } from '#shared/schemas/user.ts';
import { currentUser } from '../../policies.ts';
import { createInvite, deleteInvite } from './manage-invites.ts';

const inviteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/user/invite', { schema: { body: ZInviteCreate, response: { 200: ZInvite } } }, async (request) =>
    createInvite(app.db, currentUser(request), request.body.phone, app.clock.now()),
  );

  app.delete(
    '/user/invite/:id',
    { schema: { params: z.object({ id: zId }), response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request) => {
      await deleteInvite(app.db, currentUser(request).id, request.params.id);
      return { ok: true as const };
    },
  );
};

export default inviteRoutes;
