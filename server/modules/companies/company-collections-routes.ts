// «Подборки агентства» (GET /api/companies/{id}/collections) and the caller's agency (GET /api/user/agency).
import type { FastifyPluginAsync } from 'fastify';
import * as api from '#shared/api/company-collections.ts';
import { route } from '../../core/route.ts';
import { currentUser } from '../../policies.ts';
import { listAgencyLinks, requireAgencyHead } from './company-collections.ts';
import { userAgency } from './user-agency.ts';

const companyCollectionRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.listCompanyCollections, async (request) => {
    const companyId = request.params.id;
    await requireAgencyHead(app.db, currentUser(request), companyId);
    return listAgencyLinks(app.db, companyId, request.query.memberId, request.query.page);
  });

  route(app, api.getUserAgency, (request) => userAgency(app.db, app.storage, currentUser(request)));
};

export default companyCollectionRoutes;
