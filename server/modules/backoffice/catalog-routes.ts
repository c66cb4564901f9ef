// Builders and contacts of a complex: the builder directory with search and creation, attach, detach, reorder.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAttachBuilders,
  ZBackofficeObject,
  ZBuilderCreate,
  ZBuilderSearch,
  ZContactCreate,
  ZMediaReorder,
} from '#shared/schemas/backoffice.ts';
import { zId } from '#shared/schemas/form.ts';
import { ZBuilder } from '#shared/schemas/object.ts';
import { contacts, objectBuilders } from '../../db/schema/index.ts';
import { requireCabinet } from './access.ts';
import { attachBuilders, createBuilder, detachBuilder, searchBuilders } from './builders.ts';
import { createContact, deleteContact } from './contacts.ts';
import { changeObject } from './object-change.ts';
import { ZObjectParams } from './objects-routes.ts';
import { applyOrder } from './reorder.ts';

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const full = { 200: ZBackofficeObject };

  app.get(
    '/builders',
    { schema: { querystring: ZBuilderSearch, response: { 200: z.object({ data: z.array(ZBuilder) }) } } },
    async (request) => {
      requireCabinet(request);
      return { data: await searchBuilders(app.db, request.query.search) };
    },
  );

  app.post(
    '/builders',
    { schema: { body: ZBuilderCreate, response: { 200: ZBuilder } } },
    async (request) => {
      const user = requireCabinet(request);
      return createBuilder(app.db, request.body.name, user.id);
    },
  );

  app.post(
    '/objects/:id/builders',
    { schema: { params: ZObjectParams, body: ZAttachBuilders, response: full } },
    async (request) =>
      changeObject(app, request, request.params.id, async (tx, object) => {
        await attachBuilders(tx, object.id, request.body.ids);
      }),
  );

  app.put(
    '/objects/:id/builders/reorder',
    { schema: { params: ZObjectParams, body: ZMediaReorder, response: full } },
    async (request) =>
      changeObject(app, request, request.params.id, async (tx, object) => {
        await applyOrder(
          tx,
          { table: objectBuilders, id: objectBuilders.builderId, owner: objectBuilders.objectId },
          object.id,
          request.body.order,
        );
      }),
  );

  app.delete(
    '/objects/:id/builders/:builderId',
    { schema: { params: ZObjectParams.extend({ builderId: zId }), response: full } },
    async (request) =>
      changeObject(app, request, request.params.id, async (tx, object) => {
        await detachBuilder(tx, object.id, request.params.builderId);
      }),
  );

  app.post(
    '/objects/:id/contacts',
    { schema: { params: ZObjectParams, body: ZContactCreate, response: full } },
    async (request) =>
      changeObject(app, request, request.params.id, async (tx, object) => {
        await createContact(tx, object.id, request.body);
      }),
  );

  app.put(
    '/objects/:id/contacts/reorder',
    { schema: { params: ZObjectParams, body: ZMediaReorder, response: full } },
    async (request) =>
      changeObject(app, request, request.params.id, async (tx, object) => {
        await applyOrder(
          tx,
          { table: contacts, id: contacts.id, owner: contacts.objectId },
          object.id,
          request.body.order,
        );
      }),
  );

  app.delete(
    '/objects/:id/contacts/:contactId',
    { schema: { params: ZObjectParams.extend({ contactId: zId }), response: full } },
    async (request) =>
      changeObject(app, request, request.params.id, async (tx, object) => {
        await deleteContact(tx, object.id, request.params.contactId);
      }),
  );
};

export default catalogRoutes;
