// POST /api/objects/{id} with isOffer: a resale offer in full, as this access may see it.
import { eq } from 'drizzle-orm';
import { ContactSource, Kind } from '#shared/enums.ts';
import type { TOfferFull } from '#shared/schemas/offer.ts';
import type { DbOrTx } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { objects, users, type OfferRow } from '../../db/schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { isPublicObject, managesObject, type Access } from '../../policies/visibility.ts';
import { loadOfferCards } from '../cards/cards.ts';
import { loadAllImages } from './load-all-images.ts';

export async function loadOfferFull(
  db: DbOrTx,
  storage: Storage,
  offer: OfferRow,
  access: Access,
): Promise<TOfferFull> {
  const viewer = access.preview ? null : access.viewer;
  // At once on the pool; in turn inside the save's transaction (readAll).
  const objectId = offer.objectId;
  const [[card], allImages, [owner], [complex]] = await readAll(db, [
    () => loadOfferCards(db, storage, [offer.id], viewer),
    () => loadAllImages(db, storage, Kind.offer, offer.id),
    () => db.select({ name: users.name, phone: users.phone }).from(users).where(eq(users.id, offer.userId)),
    () =>
      objectId == null
        ? Promise.resolve([null])
        : db
            .select({ companyId: objects.companyId, open: isPublicObject() })
            .from(objects)
            .where(eq(objects.id, objectId)),
  ] as const);
  // The complex is linked only when the caller could open it.
  const complexOpen = !!complex && (complex.open || managesObject(access, complex));
  // An offer's contact is the owner's profile unless the owner gave one for this ad.
  const fromAd = offer.contactSource === ContactSource.ads;
  return {
    ...card!,
    object: complexOpen ? card!.object : null,
    description: offer.description,
    allImages,
    pavilionId: offer.pavilionId,
    sectionId: offer.sectionId,
    cellId: offer.cellId,
    // A preview is sent by an agent to a client: the seller (who, how to reach them) stays with the agent.
    ownerId: access.preview ? null : offer.userId,
    isOwner: !!viewer && viewer.id === offer.userId,
    contact: access.preview
      ? { source: null, name: null, phone: null }
      : {
          source: offer.contactSource,
          name: (fromAd ? offer.contactName : null) ?? owner?.name ?? null,
          phone: (fromAd ? offer.contactPhone : null) ?? owner?.phone ?? null,
        },
    activatedAt: offer.activatedAt?.toISOString() ?? null,
    disabledAt: offer.disabledAt?.toISOString() ?? null,
  };
}
