// /api/companies/:id/crm (settings, mapping, the CRM's pipelines); registers the outbox's `crm` channel.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as api from '#shared/api/crm.ts';
import { route } from '../../core/route.ts';
import { publicUrl } from '../../core/public-url.ts';
import { currentUser } from '../../policies.ts';
import { registerOutboxChannel } from '../outbox/index.ts';
import { crmChannel } from './deliver.ts';
import { CRM_CHANNEL } from './enqueue.ts';
import { readCrmPipelines, readCrmSettings, saveCrmSettings } from './settings.ts';

const crmRoutes: FastifyPluginAsync = async (app) => {
  const env = app.env;
  registerOutboxChannel(CRM_CHANNEL, crmChannel({ env, realtime: app.realtime }).deliver);
  const deps = (request: FastifyRequest) => ({
    db: app.db,
    env,
    realtime: app.realtime,
    now: () => app.clock.now(),
    baseUrl: publicUrl(env, request),
  });

  route(app, api.readCrm, (request) =>
    readCrmSettings(deps(request), currentUser(request), request.params.id),
  );
  route(app, api.saveCrm, (request) =>
    saveCrmSettings(deps(request), currentUser(request), request.params.id, request.body),
  );
  route(app, api.readCrmPipelines, (request) =>
    readCrmPipelines(deps(request), currentUser(request), request.params.id),
  );
};

export default crmRoutes;
