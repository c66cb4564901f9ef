// /api/backoffice/join: file a request (anyone without the cabinet), list (all for accept-cabinet-requests, one's own
// for anyone else), decide (accept-cabinet-requests only).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Ability } from '#shared/enums.ts';
import { ZJoinCreate, ZJoinDecision, ZJoinList, ZJoinRequest } from '#shared/schemas/backoffice.ts';
import { zId } from '#shared/schemas/form.ts';
import { currentUser, hasAbility, requireAbility } from '../../policies.ts';
import { decideJoinRequest, fileJoinRequest, listJoinRequests } from './join-requests.ts';

const joinRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/join', { schema: { response: { 200: ZJoinList } } }, async (request) => {
    const user = currentUser(request);
    const all = hasAbility(user, Ability.acceptCabinetRequests);
    return { data: await listJoinRequests(app.db, all ? undefined : user.id) };
  });

  app.post('/join', { schema: { body: ZJoinCreate, response: { 200: ZJoinRequest } } }, async (request) =>
    fileJoinRequest(app.db, currentUser(request), request.body, app.clock.now()),
  );

  app.put(
    '/join/:id',
    {
      schema: {
        params: z.object({ id: zId }),
        body: ZJoinDecision,
        response: { 200: ZJoinRequest },
      },
    },
    async (request) => {
      const moder = requireAbility(request, Ability.acceptCabinetRequests);
      const state = request.body.state === 'approved' ? 'approved' : 'rejected';
      const { request: decided, push } = await app.db.transaction((tx) =>
        decideJoinRequest(tx, app.realtime, moder, request.params.id, state, app.clock.now()),
      );
      push();
      return decided;
    },
  );
};

export default joinRoutes;
