// The booking agreement (shared/api/agreements.ts): the complex's template in the back-office, and a booking's
// agreement for its agent (and agency head) and the builder company's members; everyone else gets 404.
import type { FastifyPluginAsync } from 'fastify';
import * as api from '#shared/api/agreements.ts';
import { AgreementState } from '#shared/deals.ts';
import { agreementTexts } from '#shared/texts/agreements.ts';
import { fill } from '#shared/texts/ru.ts';
import { route } from '../../core/route.ts';
import { conflict, invalid, notFound } from '../../errors.ts';
import { currentUser } from '../../policies.ts';
import { requireObjectPermission } from '../../policies/object-permissions.ts';
import { requireCabinet } from '../backoffice/access.ts';
import { attachment } from '../snapshot/routes.ts';
import { openAgreementBooking } from './agreement-access.ts';
import { ensureDraft, readAgreement, templateOf } from './agreement-draft.ts';
import {
  TEMPLATE_MAX_BYTES,
  readTemplate,
  removeTemplate,
  setTemplate,
  templateFile,
} from './agreement-template.ts';
import { presentAgreement } from './present-agreement.ts';
import { sendAgreementCode } from './send-code.ts';
import { signAgreement } from './sign-agreement.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const agreementRoutes: FastifyPluginAsync = async (app) => {
  const deps = () => ({ db: app.db, realtime: app.realtime, now: app.clock.now() });

  route(app, api.getAgreementTemplate, (request) =>
    readTemplate(app.db, requireCabinet(request), request.params.id),
  );

  route(app, api.uploadAgreementTemplate, async (request) => {
    const user = requireCabinet(request);
    // Who may is checked before the file is read, so a stranger's upload is never parsed.
    await readTemplate(app.db, user, request.params.id);
    await requireObjectPermission(app.db, user, request.params.id, 'settings');
    if (!request.isMultipart()) throw invalid('file', agreementTexts.errors.templateMissing);
    let file: { data: Buffer; fileName: string } | null = null;
    for await (const part of request.parts({ limits: { fileSize: TEMPLATE_MAX_BYTES + 1 } })) {
      if (part.type !== 'file') continue;
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
        throw invalid('file', fill(agreementTexts.errors.templateTooLarge, TEMPLATE_MAX_BYTES / 1024 / 1024));
      }
      if (part.fieldname === 'file' && !file) file = { data, fileName: part.filename };
    }
    if (!file) throw invalid('file', agreementTexts.errors.templateMissing);
    return setTemplate(app.db, app.storage, user, request.params.id, file, app.clock.now());
  });

  route(app, api.downloadAgreementTemplate, async (request, reply) => {
    const file = await templateFile(app.db, app.storage, requireCabinet(request), request.params.id);
    if (!file) throw notFound();
    return reply
      .type(DOCX)
      .header('content-disposition', attachment(file.name, 'template.docx'))
      .header('cache-control', 'no-store')
      .send(file.data);
  });

  route(app, api.deleteAgreementTemplate, (request) =>
    removeTemplate(app.db, requireCabinet(request), request.params.id, app.clock.now()),
  );

  route(app, api.getAgreement, async (request) => {
    const booking = await openAgreementBooking(deps(), request, request.params.id);
    const row = await readAgreement(app.db, booking.id);
    const hasTemplate = (await templateOf(app.db, booking.objectId)) != null;
    return presentAgreement(booking, row, hasTemplate, app.clock.now());
  });

  route(app, api.getAgreementPdf, async (request, reply) => {
    const now = app.clock.now();
    const booking = await openAgreementBooking(deps(), request, request.params.id);
    const row = await ensureDraft({ db: app.db, storage: app.storage, now }, booking);
    const signed = row.state === AgreementState.signed;
    const key = signed ? row.signedPdfKey : row.pdfKey;
    const body = key ? await app.storage.get(key) : null;
    if (!body) throw conflict(agreementTexts.errors.noTemplate);
    const name = `${agreementTexts.title} ${booking.id}${signed ? agreementTexts.pdf.signedSuffix : ''}.pdf`;
    return reply
      .type('application/pdf')
      .header(
        'content-disposition',
        attachment(name, `agreement-${booking.id}.pdf`).replace(/^attachment/, 'inline'),
      )
      .header('cache-control', 'no-store')
      .send(body);
  });

  route(app, api.sendAgreementCode, async (request) => {
    const now = app.clock.now();
    const booking = await openAgreementBooking(deps(), request, request.params.id);
    await sendAgreementCode(
      { db: app.db, storage: app.storage, sms: app.sms, env: app.env, log: request.log, now },
      booking,
    );
    return presentAgreement(booking, await readAgreement(app.db, booking.id), true, now);
  });

  route(app, api.signAgreement, async (request) => {
    const now = app.clock.now();
    const booking = await openAgreementBooking(deps(), request, request.params.id);
    return signAgreement(
      { db: app.db, storage: app.storage, realtime: app.realtime, env: app.env, now },
      booking,
      { code: request.body.code, ip: request.ip, user: currentUser(request) },
    );
  });
};

export default agreementRoutes;
