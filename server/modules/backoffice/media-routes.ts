// Photos and documents of a complex: attach, delete, reorder; documents arrive as multipart uploads.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZAttachImage, ZBackofficeObject, ZMediaReorder } from '#shared/schemas/backoffice.ts';
import { zId } from '#shared/schemas/form.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { documents, objectImages } from '../../db/schema/index.ts';
import { invalid } from '../../errors.ts';
import { ownObject, requireCabinet } from './access.ts';
import { attachImage } from './attach-image.ts';
import { deleteImage } from './delete-image.ts';
import { addDocument, deleteDocument } from './documents.ts';
import { changeObject } from './object-change.ts';
import { ZObjectParams } from './objects-routes.ts';
import { applyOrder } from './reorder.ts';

const ZImageParams = ZObjectParams.extend({ imageId: zId });
const ZDocumentParams = ZObjectParams.extend({ docId: zId });

/** A multipart form with one file (`file`) and an optional `name`. */
async function readDocumentForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw invalid('file', backofficeTexts.errors.fileMissing);
  let file: { fileName: string; data: Buffer } | null = null;
  let name: string | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname === 'file' && !file) file = { fileName: part.filename, data: await part.toBuffer() };
      else await part.toBuffer();
    } else if (part.fieldname === 'name' && typeof part.value === 'string') {
      name = z.string().max(180).safeParse(part.value).data;
    }
  }
  if (!file) throw invalid('file', backofficeTexts.errors.fileMissing);
  return { ...file, name };
}

const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const full = { 200: ZBackofficeObject };

  app.post(
    '/objects/:id/images',
    { schema: { params: ZObjectParams, body: ZAttachImage, response: full } },
    async (request) =>
      changeObject(app, request, request.params.id, async (tx, object, user) => {
        await attachImage(tx, user, object.id, request.body.id);
      }),
  );

  app.delete(
    '/objects/:id/images/:imageId',
    { schema: { params: ZImageParams, response: full } },
    async (request) =>
      changeObject(app, request, request.params.id, (tx, object) =>
        deleteImage(tx, app.storage, object.id, request.params.imageId),
      ),
  );

  app.put(
    '/objects/:id/images/reorder',
    { schema: { params: ZObjectParams, body: ZMediaReorder, response: full } },
    async (request) =>
      changeObject(app, request, request.params.id, async (tx, object) => {
        await applyOrder(
          tx,
          { table: objectImages, id: objectImages.imageId, owner: objectImages.objectId },
          object.id,
          request.body.order,
        );
      }),
  );

  app.post(
    '/objects/:id/documents',
    { schema: { params: ZObjectParams, response: full } },
    async (request) => {
      // Refuse a foreign complex before reading the upload, and read it before the transaction: a slow client must
      // not hold the complex locked.
      await ownObject(app.db, requireCabinet(request), request.params.id);
      const form = await readDocumentForm(request);
      return changeObject(app, request, request.params.id, async (tx, object, _user, now) => {
        await addDocument(tx, app.storage, object.id, form, now);
      });
    },
  );

  app.delete(
    '/objects/:id/documents/:docId',
    { schema: { params: ZDocumentParams, response: full } },
    async (request) =>
      changeObject(app, request, request.params.id, (tx, object) =>
        deleteDocument(tx, app.storage, object.id, request.params.docId),
      ),
  );

  app.put(
    '/objects/:id/documents/reorder',
    { schema: { params: ZObjectParams, body: ZMediaReorder, response: full } },
    async (request) =>
      changeObject(app, request, request.params.id, async (tx, object) => {
        await applyOrder(
          tx,
          { table: documents, id: documents.id, owner: documents.objectId },
          object.id,
          request.body.order,
        );
      }),
  );
};

export default mediaRoutes;
