// /api/user/collections: own collections, paged or all; one with its cards; create, rename, delete; bind and unbind.
import type { FastifyPluginAsync } from 'fastify';
import * as api from '#shared/api/collections.ts';
import { route } from '../../core/route.ts';
import { currentUser } from '../../policies.ts';
import { bindObject, unbindObject } from './bind-object.ts';
import { getCollection } from './get-collection.ts';
import { allCollections, listCollections } from './list-collections.ts';
import { createCollection, deleteCollection, renameCollection } from './manage-collection.ts';
import { collectionItemRefs, presentItemRef } from './collection-items.ts';

const collectionRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.listCollections, async (request) => {
    const user = currentUser(request);
    if (request.query.all) return { data: await allCollections(app.db, user.id) };
    return listCollections(app.db, app.storage, user.id, request.query.page);
  });

  route(app, api.getCollection, async (request) => ({
    data: await getCollection(app.db, app.storage, currentUser(request), request.params.id, app.clock.now()),
  }));

  route(app, api.createCollection, async (request) => {
    const row = await createCollection(app.db, currentUser(request).id, request.body.name, app.clock.now());
    return { data: { id: row.id, name: row.name, objects: [], version: row.version } };
  });

  route(app, api.renameCollection, async (request) => {
    const user = currentUser(request);
    const row = await renameCollection(app.db, user.id, request.params.id, request.body, app.clock.now());
    const items = (await collectionItemRefs(app.db, [row.id])).get(row.id) ?? [];
    return {
      data: { id: row.id, name: row.name, objects: items.map(presentItemRef), version: row.version },
    };
  });

  route(app, api.deleteCollection, async (request) => {
    await deleteCollection(app.db, currentUser(request).id, request.params.id);
    return { ok: true as const };
  });

  route(app, api.bindToCollections, (request) =>
    bindObject(app.db, currentUser(request), request.body, app.clock.now()),
  );

  route(app, api.unbindFromCollections, (request) =>
    unbindObject(app.db, currentUser(request), request.body, app.clock.now()),
  );
};

export default collectionRoutes;
