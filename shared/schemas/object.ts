// Complexes as the API presents them: list cards, the full object (PRODUCT §3), and reference data.
// Other areas may ADD fields here; renaming or removing one breaks the app, the back-office and snapshots at once.
import { z } from 'zod';
import { zEnum } from './enum.ts';
import { COMMUNICATION_CHOICES, HOUSE_CHOICES, nullableChoices } from './complex-choices.ts';
import {
  AgreementType,
  CommissionType,
  ContractTotal,
  Feature,
  HouseClass,
  Layout,
  OfferStatus,
  Parking,
  Payment,
  RoomType,
  Structure,
} from '../enums.ts';
import { ZImage } from './common.ts';

export const ZSubregion = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
});

/** PRODUCT: subregion (with parent). */
export const ZSubregionRef = z.object({
  id: z.number().int(),
  name: z.string(),
  parent: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});

export const ZRegionRef = z.object({ id: z.number().int(), name: z.string() });

/** GET /api/regions */
export const ZRegionsResponse = z.object({
  regions: z.array(ZRegionRef.extend({ subregions: z.array(ZSubregion) })),
});
export type TRegionsResponse = z.infer<typeof ZRegionsResponse>;

export const ZPartner = z.object({
  id: z.number().int(),
  name: z.string(),
  site: z.string().nullable(),
  logo: ZImage.nullable(),
  builderId: z.number().int().nullable(),
});
/** GET /api/partners: a map keyed by id (PRODUCT §3). */
export const ZPartnersResponse = z.record(z.string(), ZPartner);
export type TPartner = z.infer<typeof ZPartner>;

export const ZBuilder = z.object({ id: z.number().int(), name: z.string() });
export type TBuilder = z.infer<typeof ZBuilder>;

/** A company as the public sees it: a complex's builder, an agent's agency (logoUrl: a file address, or none). */
export const ZPublicCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string().nullable(),
});
export type TPublicCompany = z.infer<typeof ZPublicCompany>;

export const ZContact = z.object({
  id: z.number().int(),
  position: z.string(),
  name: z.string(),
  phone: z.string(),
  phone2: z.string().nullable(),
  email: z.string().nullable(),
  email2: z.string().nullable(),
});
export type TContact = z.infer<typeof ZContact>;

export const ZDocument = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  /** pdf, jpg, png, docx, doc, xls, xlsx */
  ext: z.string(),
  size: z.number().int(),
  created: z.string(),
});
export type TDocument = z.infer<typeof ZDocument>;

export const ZNews = z.object({
  id: z.number().int(),
  /** Sanitized HTML. */
  text: z.string(),
  created: z.string(),
});
export type TNews = z.infer<typeof ZNews>;

/** Visible to agent, moder and admin only; null for everyone else (and never sent to them). */
export const ZObjectCommission = z.object({
  percent: z.number().nullable(),
  text: z.string().nullable(),
});

export const ZCharacteristics = z.object({
  ...nullableChoices(HOUSE_CHOICES),
  parking: z.array(zEnum(Parking)),
  ceilingHeight: z.number().nullable(),
  distanceSea: z.number().int().nullable(),
});
export type TCharacteristics = z.infer<typeof ZCharacteristics>;

export const ZCommunications = z.object(nullableChoices(COMMUNICATION_CHOICES));
export type TCommunications = z.infer<typeof ZCommunications>;

export const ZCheckout = z.object({
  checkout: z.string().nullable(),
  agreement: zEnum(AgreementType).nullable(),
  payments: z.array(zEnum(Payment)),
  roomTypes: z.array(zEnum(RoomType)),
  contractTotal: zEnum(ContractTotal).nullable(),
  installmentConditions: z.string().nullable(),
  docsSurchargePrice: z.number().int().nullable(),
  /** ₽ per м². */
  serviceCost: z.number().int().nullable(),
  gasSurchargePrice: z.number().int().nullable(),
  trashSurchargePrice: z.number().int().nullable(),
  communicationsSurchargePrice: z.number().int().nullable(),
  balconySurchargePrice: z.number().int().nullable(),
});
export type TCheckout = z.infer<typeof ZCheckout>;

export const ZSectionSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  published: z.boolean(),
  rowsCount: z.number().int(),
  colsCount: z.number().int(),
  flatsCount: z.number().int(),
  saleCount: z.number().int(),
  dateBuild: z.string().nullable(),
  isFinished: z.boolean(),
});

export const ZPavilionSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  published: z.boolean(),
  dateBuild: z.string().nullable(),
  isAction: z.boolean(),
  isFinished: z.boolean(),
  flatsCount: z.number().int(),
  sections: z.array(ZSectionSummary),
});
export type TPavilionSummary = z.infer<typeof ZPavilionSummary>;

/** A complex in lists, on the map, in favourites, collections and snapshots. */
export const ZObjectCard = z.object({
  id: z.number().int(),
  isOffer: z.literal(false),
  isFavorite: z.boolean(),
  published: z.boolean(),
  title: z.string(),
  /** Structure variant. */
  type: zEnum(Structure),
  image: ZImage.nullable(),
  /** The first photos, for the card's preview overlay. */
  images: z.array(ZImage),
  /** From/to over the units that match the current filter (all units on sale without one). */
  price: z.number().nullable(),
  priceTo: z.number().nullable(),
  area: z.number().nullable(),
  areaTo: z.number().nullable(),
  squarePrice: z.number().nullable(),
  address: z.string().nullable(),
  region: ZRegionRef.nullable(),
  subregion: ZSubregionRef.nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  dateBuild: z.string().nullable(),
  isFinished: z.boolean(),
  /** How many times the handover moved to a later quarter (the badge «Срок переносился»). */
  deadlineShifts: z.number().int(),
  isAction: z.boolean(),
  /** Units matching the filter (the units on sale without one). */
  relevantCount: z.number().int(),
  /** Units on sale (sale or assignment). */
  saleCount: z.number().int(),
  flatsCount: z.number().int(),
  /** Layouts among the units on sale. */
  cntApart: z.array(zEnum(Layout)),
  houseClass: zEnum(HouseClass).nullable(),
  features: z.array(zEnum(Feature)),
  /** New to buyers (the badge «Новый»): what the preset «Новые» finds (server/modules/cards/new-complex.ts). */
  isNew: z.boolean(),
  builders: z.array(ZBuilder),
  commission: ZObjectCommission.nullable(),
});
export type TObjectCard = z.infer<typeof ZObjectCard>;

/** The user's own resale offers on this complex (PRODUCT: user-owned offers). */
export const ZOwnOfferRef = z.object({
  id: z.number().int(),
  status: zEnum(OfferStatus),
  price: z.number().nullable(),
  area: z.number().nullable(),
  cellId: z.number().int().nullable(),
});

/** POST /api/objects/{id}: the complex in full (PRODUCT §3). */
export const ZObjectFull = ZObjectCard.extend({
  description: z.string().nullable(),
  site: z.string().nullable(),
  characteristics: ZCharacteristics,
  communications: ZCommunications,
  checkout: ZCheckout,
  contacts: z.array(ZContact),
  documents: z.array(ZDocument),
  /** The latest few; the whole feed is GET /realty/{id}/news's business. */
  news: z.array(ZNews),
  newsCount: z.number().int(),
  pavilions: z.array(ZPavilionSummary),
  allImages: z.array(ZImage),
  offers: z.array(ZOwnOfferRef),
  /** Whether the caller owns it (the builder sees a link to the back-office). */
  isOwner: z.boolean(),
  /** The builder company that sells it (its name and logo: «Застройщик: …»); null when it has none to show. */
  company: ZPublicCompany.nullable(),
  /** When the request's `show` names a unit of this complex: where it is, so the page can open its chessboard. */
  shownCell: z
    .object({ id: z.number().int(), sectionId: z.number().int(), pavilionId: z.number().int() })
    .nullable(),
});
export type TObjectFull = z.infer<typeof ZObjectFull>;

/** Commission terms of a resale offer, for agents (PRODUCT §3 Offer inside a cell). */
export const ZOfferCommission = z.object({
  type: zEnum(CommissionType).nullable(),
  price: z.number().int().nullable(),
});
