// Client fixation: /api/fixations for the agent (and their agency's head), /api/backoffice/fixations for the
// builder company's managers. Who may do what is checked in the domain functions, against fresh memberships.
import type { FastifyPluginAsync } from 'fastify';
import {
  actOnFixation as actEndpoint,
  createFixation as createEndpoint,
  extendFixation,
  getFixation as getEndpoint,
  listBackofficeFixations as backofficeListEndpoint,
  listFixations as listEndpoint,
} from '#shared/api/fixations.ts';
import { idempotent } from '../../core/idempotency.ts';
import { route } from '../../core/route.ts';
import { currentUser } from '../../policies.ts';
import { membershipsOf } from '../../policies/companies.ts';
import { actOnFixation } from './act-on-fixation.ts';
import { createFixation } from './create-fixation.ts';
import { getFixation, listBackofficeFixations, listFixations } from './list-fixations.ts';
import { requestExtension } from './request-extension.ts';

const fixationRoutes: FastifyPluginAsync = async (app) => {
  const deps = () => ({ db: app.db, realtime: app.realtime, now: app.clock.now() });

  // A double click or a retry with the same Idempotency-Key gets the first answer, not a refusal.
  route(
    app,
    createEndpoint,
    idempotent(app, createEndpoint, async (request, db) => ({
      fixation: await createFixation({ ...deps(), db }, currentUser(request), request.body),
    })),
  );
  route(app, listEndpoint, async (request) =>
    listFixations(deps(), currentUser(request), await membershipsOf(request), request.query),
  );
  route(app, getEndpoint, async (request) => ({
    fixation: await getFixation(
      deps(),
      currentUser(request),
      await membershipsOf(request),
      request.params.id,
    ),
  }));
  route(app, extendFixation, async (request) => ({
    fixation: await requestExtension(deps(), currentUser(request), request.params.id),
  }));

  route(app, backofficeListEndpoint, async (request) =>
    listBackofficeFixations(deps(), currentUser(request), await membershipsOf(request), request.query),
  );
  route(app, actEndpoint, async (request) => ({
    fixation: await actOnFixation(deps(), currentUser(request), request.params.id, request.body),
  }));
};

export default fixationRoutes;
