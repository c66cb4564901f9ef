// Sections (SPEC §7): GET, POST, PUT, DELETE pavilions/{pid}/sections[/{sid}], PUT …/sections/reorder and
// POST sections/{id}/massive_action. PUT carries a patch (name, published…) or the whole structure.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZLineReorder, ZSectionCreate, ZSectionPatch, ZSectionsPage } from '#shared/schemas/chess-editor.ts';
import {
  ZBackofficeSection,
  ZChessStructure,
  ZMassAction,
  ZMassActionResult,
} from '#shared/schemas/chess.ts';
import { zId } from '#shared/schemas/form.ts';
import { ZSectionSummary } from '#shared/schemas/object.ts';
import { ownedSection, requireCabinet } from './access.ts';
import { loadSection } from './load-section.ts';
import { massPriceChange } from './mass-price-change.ts';
import { parseWith } from './parse.ts';
import { loadSectionSummary, loadSectionsPage } from './present-pavilion.ts';
import { reorderSections } from './reorder.ts';
import { saveStructure } from './save-structure.ts';
import { createSection, deleteSection, updateSection } from './sections.ts';

const ZPavilionParams = z.object({ pid: zId });
const ZSectionParams = z.object({ pid: zId, sid: zId });

const sectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/backoffice/pavilions/:pid/sections',
    { schema: { params: ZPavilionParams, response: { 200: ZSectionsPage } } },
    async (request) => loadSectionsPage(app.db, requireCabinet(request), request.params.pid),
  );

  app.post(
    '/backoffice/pavilions/:pid/sections',
    { schema: { params: ZPavilionParams, body: ZSectionCreate, response: { 200: ZSectionSummary } } },
    async (request) => {
      const user = requireCabinet(request);
      const section = await createSection(app.db, user, request.params.pid, request.body);
      return loadSectionSummary(app.db, section.id);
    },
  );

  app.put(
    '/backoffice/pavilions/:pid/sections/reorder',
    { schema: { params: ZPavilionParams, body: ZLineReorder } },
    async (request, reply) => {
      const user = requireCabinet(request);
      await reorderSections(app.db, user, request.params.pid, request.body.order);
      return reply.code(204).send();
    },
  );

  app.get(
    '/backoffice/pavilions/:pid/sections/:sid',
    { schema: { params: ZSectionParams, response: { 200: ZBackofficeSection } } },
    async (request) => {
      const user = requireCabinet(request);
      await ownedSection(app.db, user, request.params.sid, { pavilionId: request.params.pid });
      return loadSection(app.db, app.storage, request.params.sid, user);
    },
  );

  app.put(
    '/backoffice/pavilions/:pid/sections/:sid',
    {
      schema: {
        params: ZSectionParams,
        body: z.record(z.string(), z.unknown()),
        response: { 200: z.union([ZBackofficeSection, ZSectionSummary]) },
      },
    },
    async (request) => {
      const user = requireCabinet(request);
      const { pid, sid } = request.params;
      // SPEC §7: the update carries a name, published, or the full structure (cells with id, bbox, disabled…).
      if ('cells' in request.body || 'rows' in request.body || 'cols' in request.body) {
        await saveStructure(app.db, user, pid, sid, parseWith(ZChessStructure, request.body));
        return loadSection(app.db, app.storage, sid, user);
      }
      await updateSection(app.db, user, pid, sid, parseWith(ZSectionPatch, request.body));
      return loadSectionSummary(app.db, sid);
    },
  );

  app.delete(
    '/backoffice/pavilions/:pid/sections/:sid',
    { schema: { params: ZSectionParams } },
    async (request, reply) => {
      const user = requireCabinet(request);
      await deleteSection(app.db, user, request.params.pid, request.params.sid);
      return reply.code(204).send();
    },
  );

  app.post(
    '/backoffice/sections/:id/massive_action',
    { schema: { params: z.object({ id: zId }), body: ZMassAction, response: { 200: ZMassActionResult } } },
    async (request) => {
      const user = requireCabinet(request);
      const changed = await massPriceChange(app.db, user, request.params.id, request.body);
      return { changed, section: await loadSection(app.db, app.storage, request.params.id, user) };
    },
  );
};

export default sectionRoutes;
