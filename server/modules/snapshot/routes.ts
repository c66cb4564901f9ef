// /api/snapshot: make a public link from a collection, read it without a token, refresh it (owner only).
import type { FastifyPluginAsync } from 'fastify';
import * as api from '#shared/api/snapshot.ts';
import { workflowTexts } from '#shared/texts/workflows.ts';
import { route } from '../../core/route.ts';
import { invalid } from '../../errors.ts';
import { currentUser } from '../../policies.ts';
import { createSnapshot } from './create-snapshot.ts';
import { readSnapshot } from './read-snapshot.ts';
import { refreshSnapshot } from './refresh-snapshot.ts';

const snapshotRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.createSnapshot, (request) =>
    createSnapshot(app.db, currentUser(request), request.body, app.clock.now()),
  );

  route(app, api.getSnapshot, (request) =>
    readSnapshot(app.db, app.storage, request.params.id, request.user, app.clock.now()),
  );

  route(app, api.refreshSnapshot, (request) => {
    const source = request.body?.id;
    if (typeof source === 'string' && source !== request.params.id) {
      throw invalid('id', workflowTexts.collections.notFound);
    }
    const collectionId = typeof source === 'number' ? source : undefined;
    return refreshSnapshot(app.db, currentUser(request), request.params.id, collectionId, app.clock.now());
  });
};

export default snapshotRoutes;
