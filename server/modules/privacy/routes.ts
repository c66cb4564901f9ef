// /api/user/data-export and DELETE /api/user/account: the user's rights over their personal data (152-FZ).
import type { FastifyPluginAsync } from 'fastify';
import { deleteAccount as deleteEndpoint, exportUserData as exportEndpoint } from '#shared/api/user.ts';
import { route } from '../../core/route.ts';
import { CATALOG, objectVersion, userVersion } from '../../core/cache/names.ts';
import { markChanged } from '../../core/cache/install.ts';
import { removeImageFiles } from '../../storage/images.ts';
import { currentUser } from '../../policies.ts';
import { deleteAccount } from './delete-account.ts';
import { exportUserData } from './export-data.ts';

const privacyRoutes: FastifyPluginAsync = async (app) => {
  route(app, exportEndpoint, async (request, reply) => {
    const user = currentUser(request);
    const now = app.clock.now();
    const data = await exportUserData(app.db, user.id, now);
    const day = now.toISOString().slice(0, 10);
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="kvartal-data-${day}.json"`)
      .header('cache-control', 'no-store')
      .send(JSON.stringify(data, null, 2));
  });

  route(app, deleteEndpoint, async (request) => {
    const user = currentUser(request);
    const deleted = await deleteAccount(app.db, user.id, app.clock.now());
    // As after logging out everywhere: the cached lookups of the revoked tokens go now, and the sockets close.
    await app.cache.bump([userVersion(user.id)]);
    app.realtime.disconnectUser?.(user.id);
    // The offers left the catalog with the commit: cached searches and their complexes' counters follow, and the
    // photos' files go (a file that fails to go is unreachable anyway: its key is random and no row names it).
    if (deleted.offerIds.length > 0) markChanged(request, CATALOG, ...deleted.objectIds.map(objectVersion));
    await Promise.allSettled(deleted.photos.map((photo) => removeImageFiles(app.storage, photo)));
    return { ok: true as const };
  });
};

export default privacyRoutes;
