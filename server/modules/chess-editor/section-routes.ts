// Sections: GET, POST, PUT, DELETE pavilions/{pid}/sections[/{sid}], PUT …/sections/reorder and
// POST sections/{id}/massive_action. PUT carries a patch (name, published…) or the whole structure.
import type { FastifyPluginAsync } from 'fastify';
import {
  createSection as createEndpoint,
  deleteSection as deleteEndpoint,
  getSection,
  listSections,
  massAction,
  reorderSections as reorderEndpoint,
  updateSection as updateEndpoint,
} from '#shared/api/chess-editor.ts';
import { ZSectionPatch } from '#shared/schemas/chess-editor.ts';
import { ZChessStructure } from '#shared/schemas/chess.ts';
import { route } from '../../core/route.ts';
import { ownedSection, requireCabinet } from './access.ts';
import { loadSection } from './load-section.ts';
import { massPriceChange } from './mass-price-change.ts';
import { parseWith } from './parse.ts';
import { loadSectionSummary, loadSectionsPage } from './present-pavilion.ts';
import { reorderSections } from './reorder.ts';
import { saveStructure } from './save-structure.ts';
import { createSection, deleteSection, updateSection } from './sections.ts';

const sectionRoutes: FastifyPluginAsync = async (app) => {
  route(app, listSections, (request) =>
    loadSectionsPage(app.db, requireCabinet(request), request.params.pid),
  );

  route(app, createEndpoint, async (request) => {
    const user = requireCabinet(request);
    const section = await createSection(app.db, user, request.params.pid, request.body);
    return loadSectionSummary(app.db, section.id);
  });

  route(app, reorderEndpoint, async (request) => {
    const user = requireCabinet(request);
    await reorderSections(app.db, user, request.params.pid, request.body.order);
  });

  route(app, getSection, async (request) => {
    const user = requireCabinet(request);
    await ownedSection(app.db, user, request.params.sid, { pavilionId: request.params.pid });
    return loadSection(app.db, app.storage, request.params.sid, user);
  });

  route(app, updateEndpoint, async (request) => {
    const user = requireCabinet(request);
    const { pid, sid } = request.params;
    // PRODUCT §7: the update carries a name, published, or the full structure (cells with id, bbox, disabled…).
    if ('cells' in request.body || 'rows' in request.body || 'cols' in request.body) {
      await saveStructure(app.db, user, pid, sid, parseWith(ZChessStructure, request.body));
      return loadSection(app.db, app.storage, sid, user);
    }
    await updateSection(app.db, user, pid, sid, parseWith(ZSectionPatch, request.body));
    return loadSectionSummary(app.db, sid);
  });

  route(app, deleteEndpoint, async (request) => {
    const user = requireCabinet(request);
    await deleteSection(app.db, user, request.params.pid, request.params.sid);
  });

  route(app, massAction, async (request) => {
    const user = requireCabinet(request);
    const changed = await massPriceChange(app.db, user, request.params.id, request.body);
    return { changed, section: await loadSection(app.db, app.storage, request.params.id, user) };
  });
};

export default sectionRoutes;
