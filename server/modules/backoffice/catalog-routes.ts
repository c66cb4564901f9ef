// Builders and contacts of a complex: the builder directory with search and creation, attach, detach, reorder.
import type { FastifyPluginAsync } from 'fastify';
import {
  attachBackofficeBuilders,
  createBackofficeContact,
  createBuilder as createBuilderEndpoint,
  deleteBackofficeContact,
  detachBackofficeBuilder,
  reorderBackofficeBuilders,
  reorderBackofficeContacts,
  searchBuilders as searchBuildersEndpoint,
} from '#shared/api/backoffice-catalog.ts';
import { route } from '../../core/route.ts';
import { contacts, objectBuilders } from '../../db/schema/index.ts';
import { requireCabinet } from './access.ts';
import { attachBuilders, createBuilder, detachBuilder, searchBuilders } from './builders.ts';
import { createContact, deleteContact } from './contacts.ts';
import { changeObject } from './object-change.ts';
import { reorderRoute } from './reorder.ts';

const catalogRoutes: FastifyPluginAsync = async (app) => {
  route(app, searchBuildersEndpoint, async (request) => {
    requireCabinet(request);
    return { data: await searchBuilders(app.db, request.query.search) };
  });

  route(app, createBuilderEndpoint, (request) => {
    const user = requireCabinet(request);
    return createBuilder(app.db, request.body.name, user.id);
  });

  route(app, attachBackofficeBuilders, (request) =>
    changeObject(app, request, request.params.id, async (tx, object) => {
      await attachBuilders(tx, object.id, request.body.ids);
    }),
  );

  reorderRoute(app, reorderBackofficeBuilders, {
    table: objectBuilders,
    id: objectBuilders.builderId,
    owner: objectBuilders.objectId,
  });

  route(app, detachBackofficeBuilder, (request) =>
    changeObject(app, request, request.params.id, async (tx, object) => {
      await detachBuilder(tx, object.id, request.params.builderId);
    }),
  );

  route(app, createBackofficeContact, (request) =>
    changeObject(app, request, request.params.id, async (tx, object) => {
      await createContact(tx, object.id, request.body);
    }),
  );

  reorderRoute(app, reorderBackofficeContacts, {
    table: contacts,
    id: contacts.id,
    owner: contacts.objectId,
  });

  route(app, deleteBackofficeContact, (request) =>
    changeObject(app, request, request.params.id, async (tx, object) => {
      await deleteContact(tx, object.id, request.params.contactId);
    }),
  );
};

export default catalogRoutes;
