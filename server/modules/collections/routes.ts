// /api/user/collections: own collections, paged or all; one with its cards; create, rename, delete; bind and unbind.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCollectionBind,
  ZCollectionBindResult,
  ZCollectionName,
  ZCollectionRef,
  ZCollectionResponse,
  ZCollectionsAll,
  ZCollectionsPage,
  ZCollectionsQuery,
} from '#shared/schemas/collections.ts';
import { zId } from '#shared/schemas/form.ts';
import { currentUser } from '../../policies.ts';
import { bindObject, unbindObject } from './bind-object.ts';
import { getCollection } from './get-collection.ts';
import { allCollections, listCollections } from './list-collections.ts';
import { createCollection, deleteCollection, renameCollection } from './manage-collection.ts';
import { collectionItemRefs, presentItemRef } from './collection-items.ts';

const ZIdParams = z.object({ id: zId });
const ZOk = z.object({ ok: z.literal(true) });

const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/collections',
    {
      schema: {
        querystring: ZCollectionsQuery,
        // The page first: an empty page would also read as an `all` answer and lose its meta.
        response: { 200: z.union([ZCollectionsPage, ZCollectionsAll]) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (request.query.all) return { data: await allCollections(app.db, user.id) };
      return listCollections(app.db, app.storage, user.id, request.query.page);
    },
  );

  app.get(
    '/user/collections/:id',
    { schema: { params: ZIdParams, response: { 200: ZCollectionResponse } } },
    async (request) => ({
      data: await getCollection(
        app.db,
        app.storage,
        currentUser(request),
        request.params.id,
        app.clock.now(),
      ),
    }),
  );

  app.post(
    '/user/collections',
    { schema: { body: ZCollectionName, response: { 200: z.object({ data: ZCollectionRef }) } } },
    async (request) => {
      const row = await createCollection(app.db, currentUser(request).id, request.body.name, app.clock.now());
      return { data: { id: row.id, name: row.name, objects: [] } };
    },
  );

  app.put(
    '/user/collections/:id',
    {
      schema: {
        params: ZIdParams,
        body: ZCollectionName,
        response: { 200: z.object({ data: ZCollectionRef }) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const row = await renameCollection(
        app.db,
        user.id,
        request.params.id,
        request.body.name,
        app.clock.now(),
      );
      const items = (await collectionItemRefs(app.db, [row.id])).get(row.id) ?? [];
      return { data: { id: row.id, name: row.name, objects: items.map(presentItemRef) } };
    },
  );

  app.delete(
    '/user/collections/:id',
    { schema: { params: ZIdParams, response: { 200: ZOk } } },
    async (request) => {
      await deleteCollection(app.db, currentUser(request).id, request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/user/collections/bind',
    { schema: { body: ZCollectionBind, response: { 200: ZCollectionBindResult } } },
    async (request) => bindObject(app.db, currentUser(request), request.body, app.clock.now()),
  );

  app.post(
    '/user/collections/unbind',
    { schema: { body: ZCollectionBind, response: { 200: ZCollectionBindResult } } },
    async (request) => unbindObject(app.db, currentUser(request), request.body, app.clock.now()),
  );
};

export default collectionRoutes;
