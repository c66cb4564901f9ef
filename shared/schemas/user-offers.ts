// The owner's side of resale offers (PRODUCT §3, §4, §7): the draft, the editor's fields, activation, own lists.
// The draft is stored as described in docs/decisions/005-agents-and-owners-workflows.md.
import { z } from 'zod';
import { CommissionType, ContactSource, Interior, Layout, RoomType } from '../enums.ts';
import { zEnum } from './enum.ts';
import { ZImage, ZPageMeta } from './common.ts';
import { zBool, zId, zInt, zNullable, zNumber, zOptional, zPlainText, zText } from './form.ts';
import { ZOfferCard, ZOfferFull } from './offer.ts';
import { ZPhoneInput } from './user.ts';

export const OFFER_LIMITS = {
  addressMax: 300,
  descriptionMax: 5000,
  contactNameMax: 100,
  photos: 30,
  areaMax: 100_000,
  priceMax: 100_000_000_000,
  floorMin: -10,
  floorMax: 300,
} as const;

/** `draft` (or 0) is the caller's draft; any other number is one of the caller's offers. */
export const ZOfferKey = z.union([z.literal('draft'), zInt.pipe(z.number().min(0).max(2_147_483_647))]);
export type TOfferKey = z.infer<typeof ZOfferKey>;
export const ZOfferKeyParams = z.object({ id: ZOfferKey });
export const ZOfferImageParams = z.object({ id: ZOfferKey, imageId: zId });

/** A field of a partial update: absent leaves it, "" or null clears it. */
function zPatch<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === '' || v === null ? null : v), schema.nullable().optional());
}

const latitude = zNumber.pipe(z.number().min(-90).max(90));
const longitude = zNumber.pipe(z.number().min(-180).max(180));

export const ZOfferCommissionInput = z.object({
  type: zNullable(zEnum(CommissionType)),
  price: zNullable(zNumber.pipe(z.number().min(0).max(1_000_000_000)).transform(Math.round)),
});

export const ZOfferContactInput = z.object({
  source: zNullable(zEnum(ContactSource)),
  name: zNullable(zPlainText(OFFER_LIMITS.contactNameMax, { multiline: false })),
  phone: zNullable(ZPhoneInput),
});

/**
 * PUT /api/user/offers/{id}: the fields an owner edits. A tie to a cell (or a section, or a complex) brings the
 * unit's facts (area, floor, layout, interior, address, place) for the fields the same request leaves out.
 */
export const ZOwnOfferUpdate = z.object({
  /** The offer's version the edit was based on (decision 018); absent, not checked. */
  version: zOptional(zInt),
  objectId: zPatch(zId),
  pavilionId: zPatch(zId),
  sectionId: zPatch(zId),
  cellId: zPatch(zId),
  address: zPatch(zText(OFFER_LIMITS.addressMax)),
  latitude: zPatch(latitude),
  longitude: zPatch(longitude),
  subregionId: zPatch(zId),
  roomType: zPatch(zEnum(RoomType)),
  cntApart: zPatch(zEnum(Layout)),
  area: zPatch(zNumber.pipe(z.number().positive().max(OFFER_LIMITS.areaMax))),
  floor: zPatch(zInt.pipe(z.number().min(OFFER_LIMITS.floorMin).max(OFFER_LIMITS.floorMax))),
  floorsTotal: zPatch(zInt.pipe(z.number().min(1).max(OFFER_LIMITS.floorMax))),
  price: zPatch(zNumber.pipe(z.number().positive().max(OFFER_LIMITS.priceMax)).transform(Math.round)),
  interior: zPatch(zEnum(Interior)),
  description: zPatch(zText(OFFER_LIMITS.descriptionMax)),
  isAction: zOptional(zBool),
  /** Agents only (PRODUCT §6); null clears it. */
  commission: zPatch(ZOfferCommissionInput),
  contact: zOptional(ZOfferContactInput),
});
export type TOwnOfferUpdate = z.infer<typeof ZOwnOfferUpdate>;
export type TOwnOfferUpdateInput = z.input<typeof ZOwnOfferUpdate>;

/** The owner's offer as the editor reads it: the full offer and its version (decision 018). */
export const ZOwnOffer = ZOfferFull.extend({ version: z.number().int() });
export type TOwnOffer = z.infer<typeof ZOwnOffer>;

export const ZOwnOfferResponse = z.object({ data: ZOwnOffer });

/** DELETE /api/user/offers/{id}. */
export const ZOfferDeleted = z.object({ ok: z.literal(true) });

export const ZInactiveMeta = z.object({ inactive_count: z.number().int() });

/** POST /api/user/offers/{id}/activate. */
export const ZOfferActivateResponse = z.object({ data: ZOwnOffer, meta: ZInactiveMeta });

/** POST /api/user/offers/activate: every inactive offer that passes the checks; the rest stay with their errors. */
export const ZOffersActivateAllResponse = z.object({
  data: z.object({
    activated: z.array(z.number().int()),
    failed: z.array(z.object({ id: z.number().int(), errors: z.record(z.string(), z.array(z.string())) })),
  }),
  meta: ZInactiveMeta,
});

/** How many of the caller's offers are in each status. */
export const ZOfferCounts = z.object({
  draft: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  archive: z.number().int(),
  disabled: z.number().int(),
});
export type TOfferCounts = z.infer<typeof ZOfferCounts>;

/** An offer in its owner's lists: the card and when it was last published. */
export const ZOwnOfferCard = ZOfferCard.extend({ activatedAt: z.string().nullable() });
export type TOwnOfferCard = z.infer<typeof ZOwnOfferCard>;

/** GET /api/user/offers?page and GET /api/user/archive?page. */
export const ZOwnOffersPage = z.object({
  data: z.array(ZOwnOfferCard),
  meta: ZPageMeta.extend({ inactive_count: z.number().int(), counts: ZOfferCounts }),
});

/** POST …/imageUpload answers the new photo and the whole list; DELETE …/imageDelete/{imageId} the list. */
export const ZOfferImagesResponse = z.object({ image: ZImage.optional(), images: z.array(ZImage) });
