// Photos and documents of a complex: attach, delete, reorder; documents arrive as multipart uploads.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  attachBackofficeImage,
  deleteBackofficeDocument,
  deleteBackofficeImage,
  reorderBackofficeDocuments,
  reorderBackofficeImages,
  uploadBackofficeDocument,
} from '#shared/api/backoffice-media.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { route } from '../../core/route.ts';
import { documents, objectImages } from '../../db/schema/index.ts';
import { invalid } from '../../errors.ts';
import { ownObject, requireCabinet } from './access.ts';
import { attachImage } from './attach-image.ts';
import { deleteImage } from './delete-image.ts';
import { addDocument, deleteDocument } from './documents.ts';
import { changeObject } from './object-change.ts';
import { reorderRoute } from './reorder.ts';

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

const mediaRoutes: FastifyPluginAsync = async (app) => {
  route(app, attachBackofficeImage, (request) =>
    changeObject(app, request, request.params.id, async (tx, object, user) => {
      await attachImage(tx, user, object.id, request.body.id);
    }),
  );

  route(app, deleteBackofficeImage, (request) =>
    changeObject(app, request, request.params.id, (tx, object) =>
      deleteImage(tx, app.storage, object.id, request.params.imageId),
    ),
  );

  reorderRoute(app, reorderBackofficeImages, {
    table: objectImages,
    id: objectImages.imageId,
    owner: objectImages.objectId,
  });

  route(app, uploadBackofficeDocument, async (request) => {
    // Refuse a foreign complex before reading the upload, and read it before the transaction: a slow client must
    // not hold the complex locked.
    await ownObject(app.db, requireCabinet(request), request.params.id);
    const form = await readDocumentForm(request);
    return changeObject(app, request, request.params.id, async (tx, object, _user, now) => {
      await addDocument(tx, app.storage, object.id, form, now);
    });
  });

  route(app, deleteBackofficeDocument, (request) =>
    changeObject(app, request, request.params.id, (tx, object) =>
      deleteDocument(tx, app.storage, object.id, request.params.docId),
    ),
  );

  reorderRoute(app, reorderBackofficeDocuments, {
    table: documents,
    id: documents.id,
    owner: documents.objectId,
  });
};

export default mediaRoutes;
