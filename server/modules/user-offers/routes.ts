// /api/user/offers and /api/user/archive: the owner's resale offers, the draft, photos and activation (SPEC §7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPageQuery } from '#shared/schemas/common.ts';
import {
  ZOfferActivateResponse,
  ZOfferImageParams,
  ZOfferImagesResponse,
  ZOfferKeyParams,
  ZOffersActivateAllResponse,
  ZOwnOfferResponse,
  ZOwnOffersPage,
  ZOwnOfferUpdate,
} from '#shared/schemas/user-offers.ts';
import { workflowTexts } from '#shared/texts/workflows.ts';
import { invalid } from '../../errors.ts';
import { currentUser } from '../../policies.ts';
import { activateAllOffers, activateOffer } from './activate-offer.ts';
import { deleteOffer } from './delete-offer.ts';
import { listOwnOffers } from './list-own-offers.ts';
import { deleteOfferImage, listOfferImages, uploadOfferImage } from './offer-images.ts';
import { findDraft, findOwnOffer, isDraftKey, requireAdCreate } from './own-offer.ts';
import { presentOwnOffer } from './present-own-offer.ts';
import { saveOffer } from './save-offer.ts';

const ZOk = z.object({ ok: z.literal(true) });

const userOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/offers',
    { schema: { querystring: ZPageQuery, response: { 200: ZOwnOffersPage } } },
    async (request) =>
      listOwnOffers(app.db, app.storage, currentUser(request), request.query.page, 'current'),
  );

  app.get(
    '/user/archive',
    { schema: { querystring: ZPageQuery, response: { 200: ZOwnOffersPage } } },
    async (request) =>
      listOwnOffers(app.db, app.storage, currentUser(request), request.query.page, 'archive'),
  );

  app.get(
    '/user/offers/:id',
    { schema: { params: ZOfferKeyParams, response: { 200: ZOwnOfferResponse } } },
    async (request) => {
      const user = currentUser(request);
      const key = request.params.id;
      // Opening the new-offer form is where a user without the right to post is sent to pay.
      if (isDraftKey(key)) requireAdCreate(user);
      const offer = isDraftKey(key)
        ? await findDraft(app.db, user.id)
        : await findOwnOffer(app.db, user.id, key);
      return { data: await presentOwnOffer(app.db, app.storage, user, offer, app.clock.now()) };
    },
  );

  app.put(
    '/user/offers/:id',
    { schema: { params: ZOfferKeyParams, body: ZOwnOfferUpdate, response: { 200: ZOwnOfferResponse } } },
    async (request) => {
      const user = currentUser(request);
      const offer = await saveOffer(app.db, user, request.params.id, request.body, app.clock.now());
      return { data: await presentOwnOffer(app.db, app.storage, user, offer, app.clock.now()) };
    },
  );

  app.delete(
    '/user/offers/:id',
    { schema: { params: ZOfferKeyParams, response: { 200: ZOk } } },
    async (request) => {
      await deleteOffer(app.db, app.storage, currentUser(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/user/offers/activate',
    { schema: { response: { 200: ZOffersActivateAllResponse } } },
    async (request) => {
      const result = await activateAllOffers(app.db, currentUser(request), app.clock.now());
      return {
        data: { activated: result.activated, failed: result.failed },
        meta: { inactive_count: result.inactiveCount },
      };
    },
  );

  app.post(
    '/user/offers/:id/activate',
    { schema: { params: ZOfferKeyParams, response: { 200: ZOfferActivateResponse } } },
    async (request) => {
      const user = currentUser(request);
      const { offer, inactiveCount } = await activateOffer(app.db, user, request.params.id, app.clock.now());
      return {
        data: await presentOwnOffer(app.db, app.storage, user, offer, app.clock.now()),
        meta: { inactive_count: inactiveCount },
      };
    },
  );

  app.post(
    '/user/offers/:id/imageUpload',
    { schema: { params: ZOfferKeyParams, response: { 200: ZOfferImagesResponse } } },
    async (request) => {
      const user = currentUser(request);
      requireAdCreate(user);
      if (!request.isMultipart()) throw invalid('image', workflowTexts.offers.imageMissing);
      const file = await request.file();
      if (!file || file.fieldname !== 'image') throw invalid('image', workflowTexts.offers.imageMissing);
      const bytes = await file.toBuffer();
      const { offerId, image } = await uploadOfferImage(
        app.db,
        app.storage,
        user,
        request.params.id,
        bytes,
        app.clock.now(),
      );
      return { image, images: await listOfferImages(app.db, app.storage, offerId) };
    },
  );

  app.delete(
    '/user/offers/:id/imageDelete/:imageId',
    { schema: { params: ZOfferImageParams, response: { 200: ZOfferImagesResponse } } },
    async (request) => {
      const { id, imageId } = request.params;
      const offerId = await deleteOfferImage(
        app.db,
        app.storage,
        currentUser(request),
        id,
        imageId,
        app.clock.now(),
      );
      return { images: await listOfferImages(app.db, app.storage, offerId) };
    },
  );
};

export default userOfferRoutes;
