// POST /api/temp_image {image} (multipart): an upload that belongs to nothing yet. The client has already scaled it
// to 2048×2048 webp; the server checks the bytes, bounds the pixels and stores s, m, l and xl. A form then attaches it
// (a complex's gallery, a resale offer) by id; only its uploader may.
import type { FastifyPluginAsync } from 'fastify';
import { uploadTempImage } from '#shared/api/reference.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { route } from '../../core/route.ts';
import { invalid } from '../../errors.ts';
import { currentUser } from '../../policies.ts';
import { presentImage, storeImage } from '../../storage/images.ts';

const tempImageRoutes: FastifyPluginAsync = async (app) => {
  route(app, uploadTempImage, async (request) => {
    const user = currentUser(request);
    if (!request.isMultipart()) throw invalid('image', backofficeTexts.errors.imageMissing);
    let data: Buffer | null = null;
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'image' && !data) data = bytes;
    }
    if (!data || data.length === 0) throw invalid('image', backofficeTexts.errors.imageMissing);
    const row = await storeImage(app.db, app.storage, data, user.id);
    return presentImage(app.storage, row);
  });
};

export default tempImageRoutes;
