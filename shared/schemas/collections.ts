// Collections («подборки») of complexes and resale offers, and the public snapshots made from them (PRODUCT §3, §5,
// §7). An item is named by its id and `isOffer`, as PRODUCT's Object list item is: an offer and a complex may share an id.
import { z } from 'zod';
import { ZImage, ZPageMeta, ZPageQuery } from './common.ts';
import { zBool, zId, zInt, zList, zOptional, zRequiredText, zText } from './form.ts';
import { ZObjectCard } from './object.ts';
import { ZOfferCard } from './offer.ts';
import { workflowTexts } from '../texts/workflows.ts';
import { COLLECTION_LIMITS } from '../collection-limits.ts';
import { Kind } from '../enums.ts';
import { zEnum } from './enum.ts';
import {
  ZCollectionViews,
  ZItemFeedback,
  ZSnapshotAgent,
  ZSnapshotAgency,
  ZSnapshotItem,
  ZUnitCard,
} from './collections-live.ts';

export { COLLECTION_LIMITS };

/** POST /api/user/collections and PUT /api/user/collections/{id}: only non-empty text counts (PRODUCT §5). */
export const ZCollectionName = z.object({ name: zRequiredText(COLLECTION_LIMITS.nameMax) });
export type TCollectionName = z.infer<typeof ZCollectionName>;

/** PUT /api/user/collections/{id}: the new name and the version the rename was based on (decision 018; absent, not
 * checked). */
export const ZCollectionRename = ZCollectionName.extend({ version: zOptional(zInt) });
export type TCollectionRename = z.infer<typeof ZCollectionRename>;

/** Moves on with every change of the collection: rename, items added or taken out. */
const version = z.number().int();

/** GET /api/user/collections?page or ?all=true. */
export const ZCollectionsQuery = ZPageQuery.extend({ all: zOptional(zBool) });

/** /api/user/collections/{id}. */
export const ZCollectionParams = z.object({ id: zId });

/**
 * POST /api/user/collections/bind and /unbind: the difference the collection-select modal found. `kind` names the
 * item (Kind: 1 a complex, 2 an offer, 3 a unit); without it `isOffer` (1/0) says the id is a resale offer's, and
 * absent too, a complex's.
 */
export const ZCollectionBind = z.object({
  objectId: zId,
  kind: zOptional(zEnum(Kind)),
  isOffer: zOptional(zBool).transform((v) => v ?? false),
  collectionIds: zList(zId).pipe(z.array(z.number()).max(COLLECTION_LIMITS.perUser)),
});
export type TCollectionBind = z.infer<typeof ZCollectionBind>;
export type TCollectionBindInput = z.input<typeof ZCollectionBind>;

/** The answer to bind/unbind: the caller's collections that hold the object now. */
export const ZCollectionBindResult = z.object({
  objectId: z.number().int(),
  isOffer: z.boolean(),
  /** Only for a unit (3): complexes and offers are told apart by `isOffer`, as PRODUCT's shape has it. */
  kind: z.literal(Kind.unit).optional(),
  collectionIds: z.array(z.number().int()),
});
export type TCollectionBindResult = z.infer<typeof ZCollectionBindResult>;

/** A tile of the paged list: name, how many objects, the first photos. */
export const ZCollectionSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  objectsCount: z.number().int(),
  images: z.array(ZImage),
  createdAt: z.string(),
  updatedAt: z.string(),
  version,
});
export type TCollectionSummary = z.infer<typeof ZCollectionSummary>;

export const ZCollectionsPage = z.object({ data: z.array(ZCollectionSummary), meta: ZPageMeta });
export type TCollectionsPage = z.infer<typeof ZCollectionsPage>;

/** An item of a collection as the modal knows it: which complex or offer. */
export const ZCollectionItemRef = z.object({
  id: z.number().int(),
  isOffer: z.boolean(),
  /** Only for a unit (3). */
  kind: z.literal(Kind.unit).optional(),
});
export type TCollectionItemRef = z.infer<typeof ZCollectionItemRef>;

/** ?all=true, for the collection-select modal (PRODUCT §3 Collection: id, name, objects[] each with id, and isOffer). */
export const ZCollectionRef = z.object({
  id: z.number().int(),
  name: z.string(),
  objects: z.array(ZCollectionItemRef),
  version,
});
export type TCollectionRef = z.infer<typeof ZCollectionRef>;

export const ZCollectionsAll = z.object({ data: z.array(ZCollectionRef) });
export type TCollectionsAll = z.infer<typeof ZCollectionsAll>;

/** GET /api/user/collections: the page first, since an empty page would also read as an `all` answer. */
export const ZCollectionsList = z.union([ZCollectionsPage, ZCollectionsAll]);

/** The answer to create and rename. */
export const ZCollectionRefResponse = z.object({ data: ZCollectionRef });

/** DELETE /api/user/collections/{id}. */
export const ZCollectionDeleted = z.object({ ok: z.literal(true) });

/**
 * GET /api/user/collections/{id}: complexes and offers as cards, in the order added. The owner sees unpublished
 * complexes marked by `published`; offers show only while public (active).
 */
export const ZCollectionFull = z.object({
  id: z.number().int(),
  name: z.string(),
  objects: z.array(z.discriminatedUnion('isOffer', [ZObjectCard, ZOfferCard])),
  /** Its units, in the order added. */
  units: z.array(ZUnitCard),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The latest public link made from it, so the send screen offers that link again instead of a new one. */
  snapshot: z.object({ id: z.string(), createdAt: z.string(), updatedAt: z.string() }).nullable(),
  /** Openings of its links (every link made from it, revoked ones too). */
  views: ZCollectionViews,
  /** The clients' marks and comments, per item that has any. */
  feedback: z.array(ZItemFeedback),
  version,
});
export type TCollectionFull = z.infer<typeof ZCollectionFull>;

export const ZCollectionResponse = z.object({ data: ZCollectionFull });

/** POST /api/snapshot: a collection, or a list of complexes (then `name` names it). */
export const ZSnapshotCreate = z
  .object({
    collectionId: zOptional(zId),
    objectIds: zList(zId).pipe(z.array(z.number()).max(COLLECTION_LIMITS.objects)).optional(),
    name: zOptional(zText(COLLECTION_LIMITS.nameMax)),
  })
  .superRefine((body, ctx) => {
    const fromObjects = (body.objectIds?.length ?? 0) > 0;
    if ((body.collectionId === undefined) === !fromObjects) {
      ctx.addIssue({ code: 'custom', path: ['collectionId'], message: workflowTexts.snapshots.chooseSource });
    }
  });
export type TSnapshotCreate = z.infer<typeof ZSnapshotCreate>;

/**
 * PUT /api/snapshot/{id} {id}: a numeric `id` is the collection to take the content from; absent, or the
 * snapshot's own id echoed back, means the collection it was made from.
 */
export const ZSnapshotRefresh = z.object({ id: zOptional(z.union([zId, z.string().trim().max(100)])) });

export const ZSnapshotRef = z.object({ id: z.string() });

/** /api/snapshot/{id}: checked for its shape by the handlers, so only its length here. */
export const ZSnapshotParams = z.object({ id: z.string().max(100) });

/** A card in preview mode: what a client may see and nothing else (no commission, no favourites). */
const preview = { isFavorite: z.literal(false), commission: z.null() };
export const ZSnapshotCard = z.discriminatedUnion('isOffer', [
  ZObjectCard.extend(preview),
  ZOfferCard.extend(preview),
]);
export type TSnapshotCard = z.infer<typeof ZSnapshotCard>;

/** GET /api/snapshot/{id}, public. */
export const ZSnapshot = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Who sent it, with the contacts the agent filled in (a client calls or writes from the page). */
  author: ZSnapshotAgent,
  /** The agency the agent sent it for; null when none (or it is gone). */
  agency: ZSnapshotAgency.nullable(),
  /** The caller made it (may refresh it). */
  isOwner: z.boolean(),
  /** The complexes' and offers' cards, while still on offer. */
  objects: z.array(ZSnapshotCard),
  /** Everything sent, in order, with what changed since and this visitor's reactions. */
  items: z.array(ZSnapshotItem),
  /** The visitor's id as the server signed it: the browser keeps it and sends it back as X-Visitor-Id. */
  visitor: z.string(),
});
export type TSnapshot = z.infer<typeof ZSnapshot>;
/** The snapshot as read for anyone (the page adds the visitor, the PDF has none). */
export type TSnapshotRead = Omit<TSnapshot, 'visitor'>;
