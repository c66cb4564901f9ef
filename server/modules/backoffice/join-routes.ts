// /api/backoffice/join: file a request (anyone without the cabinet), list (all for accept-cabinet-requests, one's own
// for anyone else), decide (accept-cabinet-requests only).
import type { FastifyPluginAsync } from 'fastify';
import { Ability } from '#shared/enums.ts';
import {
  decideJoinRequest as decideEndpoint,
  fileJoinRequest as fileEndpoint,
  listJoinRequests as listEndpoint,
} from '#shared/api/backoffice-join.ts';
import { route } from '../../core/route.ts';
import { userVersion } from '../../core/cache/names.ts';
import { currentUser, hasAbility, requireAbility } from '../../policies.ts';
import { decideJoinRequest, fileJoinRequest, listJoinRequests } from './join-requests.ts';

const joinRoutes: FastifyPluginAsync = async (app) => {
  route(app, listEndpoint, async (request) => {
    const user = currentUser(request);
    const all = hasAbility(user, Ability.acceptCabinetRequests);
    return { data: await listJoinRequests(app.db, all ? undefined : user.id) };
  });

  route(app, fileEndpoint, (request) =>
    fileJoinRequest(app.db, currentUser(request), request.body, app.clock.now()),
  );

  route(app, decideEndpoint, async (request) => {
    const moder = requireAbility(request, Ability.acceptCabinetRequests);
    const state = request.body.state === 'approved' ? 'approved' : 'rejected';
    const { request: decided, push } = await app.db.transaction((tx) =>
      decideJoinRequest(tx, app.realtime, moder, request.params.id, state, app.clock.now()),
    );
    // Before the push: the new builder's next request must see the ability.
    await app.cache.bump([userVersion(decided.user.id)]);
    push();
    return decided;
  });
};

export default joinRoutes;
