// My objects and the object editor: list, create, read, partial update, publish, features.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBackofficeCard,
  ZBackofficeObject,
  ZFeaturesUpdate,
  ZObjectCreate,
  ZObjectUpdate,
  ZPublishRequest,
} from '#shared/schemas/backoffice.ts';
import { ZPageQuery, ZPaged } from '#shared/schemas/common.ts';
import { zId } from '#shared/schemas/form.ts';
import { eq } from 'drizzle-orm';
import { objects } from '../../db/schema/index.ts';
import { ownObject, requireCabinet } from './access.ts';
import { createObject } from './create-object.ts';
import { listObjects } from './list-objects.ts';
import { loadBackofficeObject } from './load-backoffice-object.ts';
import { changeObject } from './object-change.ts';
import { publishObject } from './publish-object.ts';
import { updateObject } from './update-object.ts';

export const ZObjectParams = z.object({ id: zId });

const objectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const full = { 200: ZBackofficeObject };

  app.get(
    '/objects',
    { schema: { querystring: ZPageQuery, response: { 200: ZPaged(ZBackofficeCard) } } },
    async (request) => listObjects(app.db, app.storage, requireCabinet(request), request.query.page),
  );

  app.post('/objects', { schema: { body: ZObjectCreate, response: full } }, async (request) => {
    const user = requireCabinet(request);
    const object = await createObject(app.db, user.id, request.body, app.clock.now());
    return loadBackofficeObject(app.db, app.storage, object);
  });

  app.get('/objects/:id', { schema: { params: ZObjectParams, response: full } }, async (request) => {
    const object = await ownObject(app.db, requireCabinet(request), request.params.id);
    return loadBackofficeObject(app.db, app.storage, object);
  });

  app.put(
    '/objects/:id',
    { schema: { params: ZObjectParams, body: ZObjectUpdate, response: full } },
    async (request) =>
      changeObject(app, request, request.params.id, async (tx, object, _user, now) => {
        await updateObject(tx, object, request.body, now);
      }),
  );

  // SPEC §7: POST on objects/{id} publishes or unpublishes.
  app.post(
    '/objects/:id',
    { schema: { params: ZObjectParams, body: ZPublishRequest, response: full } },
    async (request) =>
      changeObject(app, request, request.params.id, async (tx, object, _user, now) => {
        await publishObject(tx, object, request.body.published, now);
      }),
  );

  app.put(
    '/objects/:id/features',
    { schema: { params: ZObjectParams, body: ZFeaturesUpdate, response: full } },
    async (request) =>
      changeObject(app, request, request.params.id, async (tx, object) => {
        await tx.update(objects).set({ features: request.body.features }).where(eq(objects.id, object.id));
      }),
  );
};

export default objectsRoutes;
