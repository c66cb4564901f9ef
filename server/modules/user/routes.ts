// /api/user/data and /api/user/update: the caller's own profile, whatever the status.
import type { FastifyPluginAsync } from 'fastify';
import { readUser, updateUser as updateEndpoint } from '#shared/api/user.ts';
import { route } from '../../core/route.ts';
import { currentUser } from '../../policies.ts';
import { presentUser } from './present-user.ts';
import { updateUser } from './update-user.ts';

const userRoutes: FastifyPluginAsync = async (app) => {
  route(app, readUser, async (request) => ({ user: await presentUser(app.db, currentUser(request)) }));

  route(app, updateEndpoint, async (request) => {
    const user = await updateUser(app.db, currentUser(request), request.body, app.clock.now());
    return { user: await presentUser(app.db, user) };
  });
};

export default userRoutes;
