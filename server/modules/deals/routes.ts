// Deals: /api/backoffice/deals for the builder company's members, /api/deals for the agent and their agency's head;
// a document's file only through /api/deals/{id}/documents/{docId}, for the deal's parties.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  changeDeal as changeEndpoint,
  getBackofficeDeal,
  getDealDocument,
  getOwnDeal,
  listBackofficeDeals as backofficeListEndpoint,
  listOwnDeals as ownListEndpoint,
  openDeal as openEndpoint,
  uploadDealDocument,
} from '#shared/api/deals.ts';
import { and, eq } from 'drizzle-orm';
import { route } from '../../core/route.ts';
import { dealDocuments } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { currentUser } from '../../policies.ts';
import { membershipsOf } from '../../policies/companies.ts';
import { agentDeal, builderDeal, dealParty } from './access.ts';
import { changeDeal } from './change-deal.ts';
import { addDealDocument, type DocumentForm } from './deal-documents.ts';
import { listBackofficeDeals, listOwnDeals } from './list-deals.ts';
import { openDeal } from './open-deal.ts';
import { presentDeal } from './present-deal.ts';

/** The multipart form: one `file`, `stage`, `comment`. Read before the transaction: a slow client holds no lock. */
async function readForm(request: FastifyRequest): Promise<DocumentForm> {
  const form: DocumentForm = { file: null, stage: undefined, comment: undefined };
  if (!request.isMultipart()) return form;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.fieldname === 'file' && !form.file) form.file = { fileName: part.filename, data };
    } else if (typeof part.value === 'string') {
      if (part.fieldname === 'stage') form.stage = part.value;
      else if (part.fieldname === 'comment') form.comment = part.value;
    }
  }
  return form;
}

/** RFC 6266: the real name in filename*, a plain ASCII one for clients that read only filename. */
function inline(fileName: string): string {
  const ascii = /^[\x20-\x7e]+$/.test(fileName) && !/["\\]/.test(fileName) ? fileName : 'document';
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const dealRoutes: FastifyPluginAsync = async (app) => {
  const deps = () => ({ db: app.db, realtime: app.realtime, now: app.clock.now() });

  route(app, openEndpoint, async (request) => ({
    deal: await openDeal(deps(), currentUser(request), request.body),
  }));
  route(app, backofficeListEndpoint, async (request) =>
    listBackofficeDeals(app.db, currentUser(request), await membershipsOf(request), request.query),
  );
  route(app, getBackofficeDeal, async (request) => {
    const { deal, canEdit } = await builderDeal(app.db, currentUser(request), request.params.id);
    return { deal: await presentDeal(app.db, deal, { commission: true, canEdit }) };
  });
  route(app, changeEndpoint, async (request) => ({
    deal: await changeDeal(deps(), currentUser(request), request.params.id, request.body),
  }));
  route(app, uploadDealDocument, async (request) => {
    const user = currentUser(request);
    // A stranger is refused before the upload is read.
    await builderDeal(app.db, user, request.params.id);
    const form = await readForm(request);
    return {
      deal: await addDealDocument({ ...deps(), storage: app.storage }, user, request.params.id, form),
    };
  });

  route(app, ownListEndpoint, async (request) => listOwnDeals(app.db, currentUser(request), request.query));
  route(app, getOwnDeal, async (request) => {
    const deal = await agentDeal(app.db, currentUser(request), request.params.id);
    return { deal: await presentDeal(app.db, deal, { commission: true, canEdit: false }) };
  });
  route(app, getDealDocument, async (request, reply) => {
    const deal = await dealParty(app.db, currentUser(request), request.params.id);
    const [doc] = await app.db
      .select()
      .from(dealDocuments)
      .where(and(eq(dealDocuments.dealId, deal.id), eq(dealDocuments.id, request.params.docId)));
    const body = doc ? await app.storage.get(doc.key) : null;
    if (!doc || !body) throw notFound();
    return reply
      .type(doc.mime)
      .header('content-disposition', inline(doc.name))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(body);
  });
};

export default dealRoutes;
