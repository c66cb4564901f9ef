// Resale offers (secondary market) as the API presents them.
// Other areas may ADD fields here; renaming or removing one breaks lists, the offer page and the owner's cabinet at once.
import { z } from 'zod';
import { zEnum } from './enum.ts';
import { ContactSource, Interior, Layout, OfferStatus, RoomType } from '../enums.ts';
import { ZImage } from './common.ts';
import { ZOfferCommission, ZRegionRef, ZSubregionRef, type TObjectCard } from './object.ts';

/** A resale offer in lists, on the map, in favourites. */
export const ZOfferCard = z.object({
  id: z.number().int(),
  isOffer: z.literal(true),
  isFavorite: z.boolean(),
  /** Active offers are the published ones. */
  published: z.boolean(),
  status: zEnum(OfferStatus),
  title: z.string(),
  image: ZImage.nullable(),
  images: z.array(ZImage),
  price: z.number().nullable(),
  area: z.number().nullable(),
  squarePrice: z.number().nullable(),
  cntApart: zEnum(Layout).nullable(),
  roomType: zEnum(RoomType).nullable(),
  floor: z.number().int().nullable(),
  floorsTotal: z.number().int().nullable(),
  interior: zEnum(Interior).nullable(),
  address: z.string().nullable(),
  region: ZRegionRef.nullable(),
  subregion: ZSubregionRef.nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  isAction: z.boolean(),
  /** The complex it belongs to, if any. */
  object: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  commission: ZOfferCommission.nullable(),
});
export type TOfferCard = z.infer<typeof ZOfferCard>;

/** POST /api/objects/{id} with `{ isOffer: 1 }` (the offer page) and the owner's editor: the offer in full. */
export const ZOfferFull = ZOfferCard.extend({
  description: z.string().nullable(),
  allImages: z.array(ZImage),
  pavilionId: z.number().int().nullable(),
  sectionId: z.number().int().nullable(),
  cellId: z.number().int().nullable(),
  /** The seller's user id; null in preview mode (a snapshot never names the seller). */
  ownerId: z.number().int().nullable(),
  isOwner: z.boolean(),
  contact: z.object({
    source: zEnum(ContactSource).nullable(),
    name: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  activatedAt: z.string().nullable(),
  /** Disabled by a moderator: only the owner still sees it, marked. */
  disabledAt: z.string().nullable(),
});
export type TOfferFull = z.infer<typeof ZOfferFull>;

/** Anything a list may hold: a complex or a resale offer (PRODUCT §3 Object list item: id, isOffer, isFavorite, published). */
export type TListItem = TObjectCard | TOfferCard;
