// /api/user/offers and /api/user/archive: the owner's resale offers, the draft, photos and activation (PRODUCT §7).
import type { FastifyPluginAsync } from 'fastify';
import * as api from '#shared/api/user-offers.ts';
import { workflowTexts } from '#shared/texts/workflows.ts';
import { idempotent } from '../../core/idempotency.ts';
import { route } from '../../core/route.ts';
import { invalid } from '../../errors.ts';
import { currentUser } from '../../policies.ts';
import { activateAllOffers, activateOffer } from './activate-offer.ts';
import { deleteOffer } from './delete-offer.ts';
import { listOwnOffers } from './list-own-offers.ts';
import { deleteOfferImage, listOfferImages, uploadOfferImage } from './offer-images.ts';
import { findDraft, findOwnOffer, isDraftKey, requireAdCreate } from './own-offer.ts';
import { presentOwnOffer } from './present-own-offer.ts';
import { saveOffer } from './save-offer.ts';

const userOfferRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.listOwnOffers, (request) =>
    listOwnOffers(app.db, app.storage, currentUser(request), request.query.page, 'current'),
  );

  route(app, api.listArchivedOffers, (request) =>
    listOwnOffers(app.db, app.storage, currentUser(request), request.query.page, 'archive'),
  );

  route(app, api.getOwnOffer, async (request) => {
    const user = currentUser(request);
    const key = request.params.id;
    // Opening the new-offer form is where a user without the right to post is sent to pay.
    if (isDraftKey(key)) requireAdCreate(user);
    const offer = isDraftKey(key)
      ? await findDraft(app.db, user.id)
      : await findOwnOffer(app.db, user.id, key);
    return { data: await presentOwnOffer(app.db, app.storage, user, offer, app.clock.now()) };
  });

  // A save (the first one makes the offer) sent twice with one Idempotency-Key saves once.
  route(
    app,
    api.saveOwnOffer,
    idempotent(app, api.saveOwnOffer, async (request, db) => {
      const user = currentUser(request);
      const offer = await saveOffer(db, user, request.params.id, request.body, app.clock.now());
      return { data: await presentOwnOffer(db, app.storage, user, offer, app.clock.now()) };
    }),
  );

  route(app, api.deleteOwnOffer, async (request) => {
    await deleteOffer(app.db, app.storage, currentUser(request), request.params.id);
    return { ok: true as const };
  });

  route(app, api.activateAllOffers, async (request) => {
    const result = await activateAllOffers(app.db, currentUser(request), app.clock.now());
    return {
      data: { activated: result.activated, failed: result.failed },
      meta: { inactive_count: result.inactiveCount },
    };
  });

  route(app, api.activateOwnOffer, async (request) => {
    const user = currentUser(request);
    const { offer, inactiveCount } = await activateOffer(app.db, user, request.params.id, app.clock.now());
    return {
      data: await presentOwnOffer(app.db, app.storage, user, offer, app.clock.now()),
      meta: { inactive_count: inactiveCount },
    };
  });

  route(app, api.uploadOfferImage, async (request) => {
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
  });

  route(app, api.deleteOfferImage, async (request) => {
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
  });
};

export default userOfferRoutes;
