// The owner's editor reads an offer in full (ZOfferFull); with no draft yet, a blank one: id 0, status draft.
import { ContactSource, OfferStatus } from '#shared/enums.ts';
import { offerTitle } from '#shared/offer-title.ts';
import type { TOfferFull } from '#shared/schemas/offer.ts';
import type { TOwnOffer } from '#shared/schemas/user-offers.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { OfferRow, UserRow } from '../../db/schema/index.ts';
import { canWatchCommission } from '../../policies.ts';
import { userAccess } from '../../policies/visibility.ts';
import type { Storage } from '../../storage/storage.ts';
import { loadOfferFull } from '../realty/load-offer-full.ts';

/** No draft yet: version 1, the version a draft has before its first save (a photo may have made it). */
export function blankDraft(user: UserRow, now: Date): TOwnOffer {
  const at = now.toISOString();
  return {
    id: 0,
    isOffer: true,
    isFavorite: false,
    published: false,
    status: OfferStatus.draft,
    title: offerTitle({ title: null, cntApart: null, roomType: null, area: null }),
    image: null,
    images: [],
    price: null,
    area: null,
    squarePrice: null,
    cntApart: null,
    roomType: null,
    floor: null,
    floorsTotal: null,
    interior: null,
    address: null,
    region: null,
    subregion: null,
    latitude: null,
    longitude: null,
    isAction: false,
    object: null,
    createdAt: at,
    updatedAt: at,
    commission: canWatchCommission(user) ? { type: null, price: null } : null,
    description: null,
    allImages: [],
    pavilionId: null,
    sectionId: null,
    cellId: null,
    ownerId: user.id,
    isOwner: true,
    contact: { source: ContactSource.profile, name: user.name, phone: user.phone },
    activatedAt: null,
    disabledAt: null,
    version: 1,
  };
}

export async function presentOwnOffer(
  db: DbOrTx,
  storage: Storage,
  user: UserRow,
  offer: OfferRow | null,
  now: Date,
): Promise<TOwnOffer> {
  if (!offer) return blankDraft(user, now);
  const full: TOfferFull = await loadOfferFull(db, storage, offer, await userAccess(db, user));
  return { ...full, version: offer.version };
}
