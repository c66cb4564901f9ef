// My objects and the object editor: list, create, read, partial update, publish, features.
import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  createBackofficeObject,
  getBackofficeObject,
  listBackofficeObjects,
  publishBackofficeObject,
  setBackofficeFeatures,
  updateBackofficeObject,
} from '#shared/api/backoffice.ts';
import { route } from '../../core/route.ts';
import { objects } from '../../db/schema/index.ts';
import { ownObject, requireCabinet } from './access.ts';
import { createObject } from './create-object.ts';
import { listObjects } from './list-objects.ts';
import { loadBackofficeObject } from './load-backoffice-object.ts';
import { changeObject } from './object-change.ts';
import { publishObject } from './publish-object.ts';
import { updateObject } from './update-object.ts';

const objectsRoutes: FastifyPluginAsync = async (app) => {
  route(app, listBackofficeObjects, (request) =>
    listObjects(app.db, app.storage, requireCabinet(request), request.query.page),
  );

  route(app, createBackofficeObject, async (request) => {
    const user = requireCabinet(request);
    const object = await createObject(app.db, user.id, request.body, app.clock.now());
    return loadBackofficeObject(app.db, app.storage, object);
  });

  route(app, getBackofficeObject, async (request) => {
    const object = await ownObject(app.db, requireCabinet(request), request.params.id);
    return loadBackofficeObject(app.db, app.storage, object);
  });

  route(app, updateBackofficeObject, (request) =>
    changeObject(
      app,
      request,
      request.params.id,
      async (tx, object, user, now) => {
        await updateObject(tx, object, request.body, now, user);
      },
      request.body.version,
    ),
  );

  // PRODUCT §7: POST on objects/{id} publishes or unpublishes.
  route(app, publishBackofficeObject, (request) =>
    changeObject(
      app,
      request,
      request.params.id,
      async (tx, object, _user, now) => {
        await publishObject(tx, object, request.body.published, now);
      },
      request.body.version,
    ),
  );

  route(app, setBackofficeFeatures, (request) =>
    changeObject(
      app,
      request,
      request.params.id,
      async (tx, object) => {
        await tx.update(objects).set({ features: request.body.features }).where(eq(objects.id, object.id));
      },
      request.body.version,
    ),
  );
};

export default objectsRoutes;
