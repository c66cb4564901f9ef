// POST /api/crm/amocrm/:companyId/webhook and /api/crm/bitrix24/:companyId/webhook: public, verified by their
// secrets (handle.ts), read as forms, limited per company so a flood from one portal cannot hold the others up.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as api from '#shared/api/crm.ts';
import { CRM_LIMITS } from '#shared/crm.ts';
import { route } from '../../core/route.ts';
import { flatten, parseForm } from './form.ts';
import { amoInbound, bitrixInbound } from './handle.ts';

const limit = {
  rateLimit: {
    max: CRM_LIMITS.inboundPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) =>
      `crm:${(request.params as { companyId?: string }).companyId ?? ''}:${request.routeOptions.url}`,
  },
};

const crmInboundRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
    done(null, parseForm(body as string)),
  );
  const deps = () => ({ db: app.db, realtime: app.realtime, now: app.clock.now(), env: app.env });

  route(
    app,
    api.amocrmWebhook,
    async (request) => {
      await amoInbound(deps(), request.params.companyId, request.query.token, flatten(request.body));
      return { ok: true as const };
    },
    { config: limit },
  );
  route(
    app,
    api.bitrix24Webhook,
    async (request) => {
      await bitrixInbound(deps(), request.params.companyId, request.query.token, flatten(request.body));
      return { ok: true as const };
    },
    { config: limit },
  );
};

export default crmInboundRoutes;
