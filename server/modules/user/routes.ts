// /api/user/data and /api/user/update: the caller's own profile, whatever the status; /api/user/logout-all.
import type { FastifyPluginAsync } from 'fastify';
import { logoutAll, readUser, updateUser as updateEndpoint } from '#shared/api/user.ts';
import { route } from '../../core/route.ts';
import { userVersion } from '../../core/cache/names.ts';
import { revokeAllTokens } from './revoke-all-tokens.ts';
import { currentUser } from '../../policies.ts';
import { presentUser } from './present-user.ts';
import { updateUser } from './update-user.ts';

const userRoutes: FastifyPluginAsync = async (app) => {
  route(app, readUser, async (request) => ({ user: await presentUser(app.db, currentUser(request)) }));

  route(app, updateEndpoint, async (request) => {
    const user = await updateUser(app.db, currentUser(request), request.body, app.clock.now());
    return { user: await presentUser(app.db, user) };
  });

  // Every token of the caller, this one too: the user is logged out everywhere, this device included.
  route(app, logoutAll, async (request) => {
    const user = currentUser(request);
    await revokeAllTokens(app.db, user.id, app.clock.now());
    // The cached lookups of the revoked tokens on every node are dropped now, not only once the answer is sent
    // (write-rules moves the counter again then).
    await app.cache.bump([userVersion(user.id)]);
    app.realtime.disconnectUser?.(user.id);
    return { ok: true as const };
  });
};

export default userRoutes;
