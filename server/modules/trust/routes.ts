// The trust card (back-office statement, public card), its moderation and the builder's public page
// (shared/api/trust.ts). Writes under /api/backoffice/ and /api/moderation/ move the catalogue cache on by themselves
// (core/cache/write-rules.ts).
import type { FastifyPluginAsync } from 'fastify';
import { Kind } from '#shared/enums.ts';
import * as api from '#shared/api/trust.ts';
import { route } from '../../core/route.ts';
import { requireStaff } from '../../policies.ts';
import { findVisibleObject, resolveAccess } from '../../policies/visibility.ts';
import { requireObjectPermission } from '../../policies/object-permissions.ts';
import { ownedObject, requireCabinet } from '../chess-editor/access.ts';
import { loadTrust, loadTrustCard } from './load-trust.ts';
import { saveTrust } from './save-trust.ts';
import { decideTrust, listTrustModeration } from './moderate-trust.ts';
import { loadBuilderPage } from './builder-page.ts';

const trustRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.getBackofficeTrust, async (request) => {
    const user = requireCabinet(request);
    const object = await ownedObject(app.db, user, request.params.id);
    return loadTrust(app.db, object.id);
  });

  route(app, api.saveTrust, async (request) => {
    const user = requireCabinet(request);
    const object = await ownedObject(app.db, user, request.params.id);
    await requireObjectPermission(app.db, user, object.id, 'publish');
    await saveTrust(app.db, user.id, object.id, request.body, app.clock.now());
    return loadTrust(app.db, object.id);
  });

  route(app, api.getTrustCard, async (request) => {
    const { id } = request.params;
    const access = await resolveAccess(app.db, request, request.query.snapshot, { kind: Kind.realty, id });
    const object = await findVisibleObject(app.db, id, access);
    return loadTrustCard(app.db, object.id);
  });

  route(app, api.listTrustModeration, (request) => {
    requireStaff(request);
    return listTrustModeration(app.db, request.query.state, request.query.page);
  });

  route(app, api.decideTrust, async (request) => {
    const moder = requireStaff(request);
    const { objectId } = request.params;
    await decideTrust(app.db, moder, objectId, request.body, app.clock.now());
    return loadTrust(app.db, objectId);
  });

  route(app, api.getBuilderPage, (request) =>
    loadBuilderPage(app.db, app.storage, request.params.id, app.clock.now()),
  );
};

export default trustRoutes;
