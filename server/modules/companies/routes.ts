// /api/companies and /api/user/company: companies, their members and invites (shared/api/companies.ts).
import type { FastifyPluginAsync } from 'fastify';
import * as api from '#shared/api/companies.ts';
import { companyTexts } from '#shared/texts/companies.ts';
import { route } from '../../core/route.ts';
import { invalid } from '../../errors.ts';
import { currentUser } from '../../policies.ts';
import { openCompany, countMembers } from './company-access.ts';
import { createCompany } from './create-agency.ts';
import { cancelCompanyInvite, createCompanyInvite } from './company-invites.ts';
import { removeCompanyLogo, setCompanyLogo } from './company-logo.ts';
import { listMembers, removeMember, updateMember } from './company-members.ts';
import { listCompanies, listUserCompanies } from './list-companies.ts';
import { presentCompany } from './present-company.ts';
import { updateCompany } from './update-company.ts';

const companyRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.listCompanies, (request) =>
    listCompanies(app.db, app.storage, currentUser(request), request.query.page),
  );

  route(app, api.createCompany, (request) =>
    createCompany(app.db, app.storage, currentUser(request), request.body, app.clock.now()),
  );

  route(app, api.getCompany, async (request) => {
    const { company, membership } = await openCompany(app.db, currentUser(request), request.params.id);
    return presentCompany(app.storage, company, membership, await countMembers(app.db, company.id));
  });

  route(app, api.updateCompany, (request) =>
    updateCompany(
      app.db,
      app.storage,
      currentUser(request),
      request.params.id,
      request.body,
      app.clock.now(),
    ),
  );

  route(app, api.uploadCompanyLogo, async (request) => {
    const user = currentUser(request);
    // Who may is checked before the upload is read, so a stranger's file is never processed.
    await openCompany(app.db, user, request.params.id, 'settings');
    if (!request.isMultipart()) throw invalid('image', companyTexts.errors.logoMissing);
    let data: Buffer | null = null;
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'image' && !data) data = bytes;
    }
    if (!data || data.length === 0) throw invalid('image', companyTexts.errors.logoMissing);
    return setCompanyLogo(app.db, app.storage, user, request.params.id, data, app.clock.now());
  });

  route(app, api.deleteCompanyLogo, (request) =>
    removeCompanyLogo(app.db, app.storage, currentUser(request), request.params.id, app.clock.now()),
  );

  route(app, api.listCompanyMembers, (request) =>
    listMembers(app.db, currentUser(request), request.params.id),
  );

  route(app, api.createCompanyInvite, (request) =>
    createCompanyInvite(app.db, currentUser(request), request.params.id, request.body, app.clock.now()),
  );

  route(app, api.deleteCompanyInvite, async (request) => {
    await cancelCompanyInvite(app.db, currentUser(request), request.params.id, request.params.inviteId);
    return { ok: true as const };
  });

  route(app, api.updateCompanyMember, (request) =>
    updateMember(app.db, currentUser(request), request.params.id, request.params.userId, request.body),
  );

  route(app, api.removeCompanyMember, async (request) => {
    await removeMember(app.db, currentUser(request), request.params.id, request.params.userId);
    return { ok: true as const };
  });

  route(app, api.listUserCompanies, (request) =>
    listUserCompanies(app.db, app.storage, currentUser(request).id),
  );
};

export default companyRoutes;
