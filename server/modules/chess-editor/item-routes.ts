// Single grid items (SPEC §7): PUT cols/{id}; PUT rows/{id} and cells/{id}, also as multipart form posts
// (POST with `_method=PUT`) carrying the plan image as the file field `plan`.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBackofficeSection,
  ZCellUpdate,
  ZChessCell,
  ZChessCol,
  ZColUpdate,
  ZRowUpdate,
} from '#shared/schemas/chess.ts';
import { zId } from '#shared/schemas/form.ts';
import { notFound } from '../../errors.ts';
import { requireCabinet } from './access.ts';
import { readFormBody, requirePutOverride, uploadedFile } from './form-body.ts';
import { loadSection } from './load-section.ts';
import { processPlan } from './plan-image.ts';
import { updateCell } from './update-cell.ts';
import { updateCol, updateRow } from './update-row.ts';

const ZParams = z.object({ id: zId });

/** The plan file of a form post, processed before any transaction opens. */
async function planOf(request: FastifyRequest) {
  const file = uploadedFile(request, 'plan');
  return file ? processPlan(file) : undefined;
}

const itemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/backoffice/cols/:id',
    { schema: { params: ZParams, body: ZColUpdate, response: { 200: ZChessCol } } },
    async (request) => {
      const col = await updateCol(app.db, requireCabinet(request), request.params.id, request.body);
      return {
        id: col.id,
        bbox: col.bbox as [number, number, number, number],
        disabled: col.disabled,
        name: col.name,
      };
    },
  );

  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/backoffice/rows/:id',
      preValidation: readFormBody,
      schema: { params: ZParams, body: ZRowUpdate, response: { 200: ZBackofficeSection } },
      handler: async (request) => {
        const user = requireCabinet(request);
        if (method === 'POST') requirePutOverride(request, request.body._method);
        const plan = await planOf(request);
        const { sectionId } = await updateRow(
          app.db,
          app.storage,
          user,
          request.params.id,
          request.body,
          plan,
        );
        // The floors of the section's cells may have moved with the row's name: the whole section goes back.
        return loadSection(app.db, app.storage, sectionId, user);
      },
    });

    app.route({
      method,
      url: '/backoffice/cells/:id',
      preValidation: readFormBody,
      schema: { params: ZParams, body: ZCellUpdate, response: { 200: ZChessCell } },
      handler: async (request) => {
        const user = requireCabinet(request);
        if (method === 'POST') requirePutOverride(request, request.body._method);
        const plan = await planOf(request);
        const { sectionId } = await updateCell(
          app.db,
          app.storage,
          user,
          request.params.id,
          request.body,
          plan,
        );
        const section = await loadSection(app.db, app.storage, sectionId, user);
        const cell = section.cells.find((c) => c.id === request.params.id);
        if (!cell) throw notFound();
        return cell;
      },
    });
  }
};

export default itemRoutes;
