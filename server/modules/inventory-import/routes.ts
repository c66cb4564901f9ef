// The inventory import (shared/api/inventory-import.ts). The complex is checked before a file is read, so a
// stranger's upload is never parsed; a body declared over the limit is 413 before a byte of it is read, one that
// only turns out larger while streaming is 413 too.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as api from '#shared/api/inventory-import.ts';
import { IMPORT_LIMITS } from '#shared/inventory-import.ts';
import { ZImportFeedBody } from '#shared/schemas/inventory-import.ts';
import { importTexts } from '#shared/texts/inventory-import.ts';
import { fill } from '#shared/texts/ru.ts';
import { route } from '../../core/route.ts';
import { AppError, ValidationFailed } from '../../errors.ts';
import { requireCabinet } from '../backoffice/access.ts';
import { attachment } from '../snapshot/routes.ts';
import { importableObject } from './access.ts';
import { applyImport } from './apply-import.ts';
import { fetchFeed } from './fetch-feed.ts';
import { findRun, listRuns, presentRun } from './import-runs.ts';
import { previewImport } from './preview-import.ts';
import { isZip, readFeed, readFile } from './read-source.ts';
import { isPlanArchive, readPlanArchive } from './read-archive.ts';
import { planChannel } from './plan-channel.ts';
import { PLAN_CHANNEL } from './plan-queue.ts';
import { registerOutboxChannel } from '../outbox/index.ts';
import { refuseFile } from './raw-row.ts';
import { createSchedule, deleteSchedule, listSchedules } from './schedules.ts';
import { buildTemplate } from './template.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const tooLarge = () =>
  new AppError(
    'NotAcceptable',
    fill(importTexts.errors.tooLarge, IMPORT_LIMITS.fileBytes / 1024 / 1024),
    {},
    413,
  );

/** The uploaded file, read up to the limit: one byte more and the upload stops with 413. */
async function uploadedFile(request: FastifyRequest): Promise<{ data: Buffer; fileName: string }> {
  let file: { data: Buffer; fileName: string } | null = null;
  for await (const part of request.parts({ limits: { fileSize: IMPORT_LIMITS.fileBytes, files: 1 } })) {
    if (part.type !== 'file') continue;
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw error;
    }
    if (part.fieldname === 'file' && !file) file = { data, fileName: part.filename };
  }
  if (!file) throw refuseFile(importTexts.errors.fileMissing);
  return file;
}

const importRoutes: FastifyPluginAsync = async (app) => {
  registerOutboxChannel(
    PLAN_CHANNEL,
    planChannel({ storage: app.storage, cache: app.cache, allowPrivate: app.env.WEBHOOKS_ALLOW_PRIVATE }),
  );

  route(app, api.importTemplate, async (request, reply) => {
    requireCabinet(request);
    return reply
      .type(XLSX)
      .header('content-disposition', attachment('Шаблон импорта квартир.xlsx', 'import-template.xlsx'))
      .header('cache-control', 'no-store')
      .send(await buildTemplate());
  });

  route(
    app,
    api.previewImport,
    async (request) => {
      const user = requireCabinet(request);
      const objectId = request.params.id;
      await importableObject(app.db, user, objectId);
      const base = { objectId, byUserId: user.id, now: app.clock.now() };
      if (request.isMultipart()) {
        const file = await uploadedFile(request);
        // A ZIP of the table and its plans (not an XLSX, which is a ZIP too): the table inside is read as a file.
        const archive =
          isZip(file.data) && (await isPlanArchive(file.data)) ? await readPlanArchive(file.data) : null;
        return previewImport(app.db, {
          ...base,
          source: 'file',
          fileName: file.fileName.slice(0, 200) || null,
          feedUrl: null,
          rows: readFile(archive?.table ?? file.data),
          archive,
          storage: app.storage,
        });
      }
      const parsed = ZImportFeedBody.safeParse(request.body ?? {});
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues)
          (errors[String(issue.path[0] ?? 'body')] ??= []).push(issue.message);
        if (!request.body) throw new ValidationFailed({ file: [importTexts.errors.fileMissing] });
        throw new ValidationFailed(errors);
      }
      const data = await fetchFeed(parsed.data.feedUrl, app.env.WEBHOOKS_ALLOW_PRIVATE);
      return previewImport(app.db, {
        ...base,
        source: parsed.data.format,
        fileName: null,
        feedUrl: parsed.data.feedUrl,
        rows: readFeed(data, parsed.data.format),
      });
    },
    {
      // Declared too large: refused before the body is read at all.
      onRequest: async (request) => {
        const length = Number(request.headers['content-length'] ?? 0);
        if (length > IMPORT_LIMITS.fileBytes + 64 * 1024) throw tooLarge();
      },
    },
  );

  route(app, api.applyImport, async (request) => {
    const user = requireCabinet(request);
    const run = await findRun(app.db, user, request.params.importId);
    const applied = await applyImport(app.db, run, user.id, app.clock.now());
    return { run: presentRun(applied, user.name ?? null) };
  });

  route(app, api.listImports, async (request) => ({
    data: await listRuns(app.db, requireCabinet(request), request.query.objectId),
  }));

  route(app, api.listImportSchedules, async (request) => ({
    data: await listSchedules(app.db, requireCabinet(request), request.params.id),
  }));

  route(app, api.createImportSchedule, async (request, reply) => {
    const schedule = await createSchedule(app.db, requireCabinet(request), request.params.id, request.body, {
      now: app.clock.now(),
      allowPrivate: app.env.WEBHOOKS_ALLOW_PRIVATE,
    });
    return reply.status(201).send({ schedule });
  });

  route(app, api.deleteImportSchedule, async (request, reply) => {
    await deleteSchedule(app.db, requireCabinet(request), request.params.id);
    return reply.status(204).send();
  });
};

export default importRoutes;
