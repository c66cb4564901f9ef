// Single grid items: PUT cols/{id}; PUT rows/{id} and cells/{id}, also as multipart form posts (POST with
// `_method=PUT`) carrying the plan image as the file field `plan`.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  postCellForm,
  postRowForm,
  updateCell as updateCellEndpoint,
  updateCol as updateColEndpoint,
  updateRow as updateRowEndpoint,
} from '#shared/api/chess-editor.ts';
import { ZCellUpdate, ZRowUpdate, type TCellUpdate, type TRowUpdate } from '#shared/schemas/chess.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { route } from '../../core/route.ts';
import { notFound } from '../../errors.ts';
import { requireCabinet } from './access.ts';
import { readFormBody, requirePutOverride, uploadedFile } from './form-body.ts';
import { loadSection } from './load-section.ts';
import { parseWith } from './parse.ts';
import { processPlan } from './plan-image.ts';
import { updateCell } from './update-cell.ts';
import { updateCol, updateRow } from './update-row.ts';

/** The plan file of a form post, processed before any transaction opens. */
async function planOf(request: FastifyRequest) {
  const file = uploadedFile(request, 'plan');
  return file ? processPlan(file) : undefined;
}

/** A form post stands for a PUT: read after its fields (checked as the PUT's body), it must say `_method=PUT`. */
function formPostUser(request: FastifyRequest, method: string | undefined): UserRow {
  const user = requireCabinet(request);
  requirePutOverride(request, method);
  return user;
}

const itemRoutes: FastifyPluginAsync = async (app) => {
  route(app, updateColEndpoint, async (request) => {
    const { col, sectionVersion } = await updateCol(
      app.db,
      requireCabinet(request),
      request.params.id,
      request.body,
    );
    return {
      id: col.id,
      version: col.version,
      bbox: col.bbox as [number, number, number, number],
      disabled: col.disabled,
      name: col.name,
      sectionVersion,
    };
  });

  /** The floors of the section's cells may have moved with the row's name: the whole section goes back. */
  async function saveRow(request: FastifyRequest, user: UserRow, id: number, body: TRowUpdate) {
    const plan = await planOf(request);
    const { sectionId } = await updateRow(app.db, app.storage, user, id, body, plan);
    return loadSection(app.db, app.storage, sectionId, user);
  }

  async function saveCell(request: FastifyRequest, user: UserRow, id: number, body: TCellUpdate) {
    const plan = await planOf(request);
    const { sectionId } = await updateCell(app.db, app.storage, user, id, body, plan);
    const section = await loadSection(app.db, app.storage, sectionId, user);
    const cell = section.cells.find((c) => c.id === id);
    if (!cell) throw notFound();
    return { ...cell, sectionVersion: section.version };
  }

  // A PUT may come as a multipart form too: readFormBody makes its parts the body before the schema reads it.
  const fromParts = { preValidation: readFormBody };
  route(
    app,
    updateRowEndpoint,
    (request) => saveRow(request, requireCabinet(request), request.params.id, request.body),
    fromParts,
  );
  route(
    app,
    postRowForm,
    (request) => {
      const body = parseWith(ZRowUpdate, request.body);
      return saveRow(request, formPostUser(request, body._method), request.params.id, body);
    },
    fromParts,
  );
  route(
    app,
    updateCellEndpoint,
    (request) => saveCell(request, requireCabinet(request), request.params.id, request.body),
    fromParts,
  );
  route(
    app,
    postCellForm,
    (request) => {
      const body = parseWith(ZCellUpdate, request.body);
      return saveCell(request, formPostUser(request, body._method), request.params.id, body);
    },
    fromParts,
  );
};

export default itemRoutes;
