// /api/user/data and /api/user/update: the caller's own profile, whatever the status.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZUserResponse, ZUserUpdate } from '#shared/schemas/user.ts';
import { currentUser } from '../../policies.ts';
import { presentUser } from './present-user.ts';
import { updateUser } from './update-user.ts';

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/data',
    { config: { auth: 'user' }, schema: { response: { 200: ZUserResponse } } },
    async (request) => ({ user: await presentUser(app.db, currentUser(request)) }),
  );

  app.post(
    '/user/update',
    { config: { auth: 'user' }, schema: { body: ZUserUpdate, response: { 200: ZUserResponse } } },
    async (request) => {
      const user = await updateUser(app.db, currentUser(request), request.body, app.clock.now());
      return { user: await presentUser(app.db, user) };
    },
  );
};

export default userRoutes;
