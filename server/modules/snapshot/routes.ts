// /api/snapshot: make a public link from a collection, read it without a token, refresh it (owner only).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSnapshot, ZSnapshotCreate, ZSnapshotRef, ZSnapshotRefresh } from '#shared/schemas/collections.ts';
import { workflowTexts } from '#shared/texts/workflows.ts';
import { invalid } from '../../errors.ts';
import { currentUser } from '../../policies.ts';
import { createSnapshot } from './create-snapshot.ts';
import { readSnapshot } from './read-snapshot.ts';
import { refreshSnapshot } from './refresh-snapshot.ts';

const ZSnapshotParams = z.object({ id: z.string().max(100) });

const snapshotRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/snapshot',
    { schema: { body: ZSnapshotCreate, response: { 200: ZSnapshotRef } } },
    async (request) => createSnapshot(app.db, currentUser(request), request.body, app.clock.now()),
  );

  app.get(
    '/snapshot/:id',
    { config: { auth: 'public' }, schema: { params: ZSnapshotParams, response: { 200: ZSnapshot } } },
    async (request) => readSnapshot(app.db, app.storage, request.params.id, request.user, app.clock.now()),
  );

  app.put(
    '/snapshot/:id',
    {
      schema: { params: ZSnapshotParams, body: ZSnapshotRefresh.nullish(), response: { 200: ZSnapshotRef } },
    },
    async (request) => {
      const source = request.body?.id;
      if (typeof source === 'string' && source !== request.params.id) {
        throw invalid('id', workflowTexts.collections.notFound);
      }
      const collectionId = typeof source === 'number' ? source : undefined;
      return refreshSnapshot(app.db, currentUser(request), request.params.id, collectionId, app.clock.now());
    },
  );
};

export default snapshotRoutes;
