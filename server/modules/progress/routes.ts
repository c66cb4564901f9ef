// Construction progress (shared/api/progress.ts): a building's reports in the back-office, the complex page's
// timeline and «Следить за стройкой».
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Kind } from '#shared/enums.ts';
import * as api from '#shared/api/progress.ts';
import { idempotent } from '../../core/idempotency.ts';
import { route } from '../../core/route.ts';
import { currentUser } from '../../policies.ts';
import { findVisibleObject, resolveAccess } from '../../policies/visibility.ts';
import { requireCabinet } from '../chess-editor/access.ts';
import { mayPublish, ownedBuilding } from './access.ts';
import { isFollowing, setFollowing } from './follow.ts';
import { loadBuildingReports, loadReport } from './load-reports.ts';
import { loadObjectProgress } from './object-progress.ts';
import { createReport, deleteReport, updateReport } from './write-report.ts';

const progressRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.listPavilionProgress, async (request) => {
    const user = requireCabinet(request);
    const building = await ownedBuilding(app.db, user, request.params.id);
    return {
      pavilion: {
        id: building.id,
        name: building.name,
        published: building.published,
        objectId: building.objectId,
        objectTitle: building.objectTitle,
      },
      canEdit: await mayPublish(app.db, user, building),
      reports: await loadBuildingReports(app.db, app.storage, building.id),
    };
  });

  // A repeated submit (a double tap, a retry after a lost answer) gets the first answer, not a second report.
  route(
    app,
    api.createProgressReport,
    idempotent(app, api.createProgressReport, async (request, db) => {
      const user = requireCabinet(request);
      const deps = { db, storage: app.storage, realtime: app.realtime };
      const id = await createReport(deps, user, request.params.id, request.body, app.clock.now());
      return loadReport(db, app.storage, id);
    }),
  );

  route(app, api.updateProgressReport, async (request) => {
    const user = requireCabinet(request);
    await updateReport(app, user, request.params.id, request.body, app.clock.now());
    return loadReport(app.db, app.storage, request.params.id);
  });

  route(app, api.deleteProgressReport, async (request) => {
    await deleteReport(app, requireCabinet(request), request.params.id);
  });

  route(app, api.getObjectProgress, async (request) => {
    const { id } = request.params;
    const access = await resolveAccess(app.db, request, request.query.snapshot, { kind: Kind.realty, id });
    const object = await findVisibleObject(app.db, id, access);
    return {
      buildings: await loadObjectProgress(app.db, app.storage, object.id),
      following: await isFollowing(app.db, request.user?.id ?? null, object.id),
    };
  });

  // Only a complex the caller may see can be followed; a hidden one answers 404 as elsewhere.
  const follow = async (request: FastifyRequest, objectId: number, on: boolean) => {
    const user = currentUser(request);
    const access = await resolveAccess(app.db, request, undefined, { kind: Kind.realty, id: objectId });
    const object = await findVisibleObject(app.db, objectId, access);
    return setFollowing(app.db, user.id, object.id, on, app.clock.now());
  };
  route(app, api.followProgress, (request) => follow(request, request.params.id, true));
  route(app, api.unfollowProgress, (request) => follow(request, request.params.id, false));
};

export default progressRoutes;
