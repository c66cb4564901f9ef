// Live collections (decision 021): units as items, what changed since a link was sent, the client's reactions and
// the openings the agent sees. The snapshot read's item (`ZSnapshotItem`) is what the page and the PDF render.
import { z } from 'zod';
import { Kind, type TKind } from '../enums.ts';
import { ZImage } from './common.ts';
import { zEnum } from './enum.ts';
import { zId, zOptional, zPlainText } from './form.ts';
import { REACTION_LIMITS } from '../reaction-limits.ts';
import { liveTexts } from '../texts/collections-live.ts';
import { PRIVACY_VERSIONS, privacyTexts } from '../texts/privacy.ts';

export { REACTION_LIMITS };

export const REACTION_MARKS = ['like', 'dislike'] as const;
export const ZReactionMark = z.enum(REACTION_MARKS);
export type TReactionMark = z.infer<typeof ZReactionMark>;

const kind = z.number().int() as unknown as z.ZodType<TKind>;

/**
 * An item's state when its link was sent or refreshed. `price`: a unit's or an offer's price, a complex's lowest
 * price; `status`: a unit's CellStatus or an offer's OfferStatus (null for a complex); `onSale`: a complex's units on
 * sale; `objectId`: a unit's complex (the link opens that complex's pages).
 */
export interface TItemState {
  kind: TKind;
  id: number;
  title: string;
  price: number | null;
  status: number | null;
  onSale: number | null;
  objectId: number | null;
  /** The complex's postponements of its handover (a unit's: its complex's); absent in links sent before they were kept. */
  shifts?: number | null;
  /** The complex's latest public construction report (0: none yet); absent in links sent before they were kept. */
  progress?: number | null;
}

/** A unit («квартира») as a card: where it is, what it is, its price and status, its plan. */
export const ZUnitCard = z.object({
  id: z.number().int(),
  objectId: z.number().int(),
  objectTitle: z.string(),
  pavilionName: z.string(),
  sectionId: z.number().int(),
  sectionName: z.string(),
  floor: z.number().int().nullable(),
  number: z.string().nullable(),
  cntApart: z.number().int().nullable(),
  area: z.number().nullable(),
  price: z.number().nullable(),
  squarePrice: z.number().nullable(),
  status: z.number().int(),
  plan: ZImage.nullable(),
  /** Published with its building and section: a client may open it. */
  published: z.boolean(),
});
export type TUnitCard = z.infer<typeof ZUnitCard>;

/** What changed since the link was sent. Nulls where the baseline is unknown (links sent before this existed). */
export const ZItemChanges = z.object({
  priceWas: z.number().nullable(),
  priceNow: z.number().nullable(),
  statusWas: z.number().int().nullable(),
  statusNow: z.number().int().nullable(),
  /** A complex's units on sale then and now. */
  onSaleWas: z.number().int().nullable(),
  onSaleNow: z.number().int().nullable(),
  /** The complex's (a unit's complex's) handover was postponed since the link was sent. */
  deadlineMoved: z.boolean(),
  /** The complex (a unit's complex) has a new construction report since the link was sent. */
  newProgressReport: z.boolean(),
  /** Still on offer: a unit on sale, a public offer, a public complex. */
  available: z.boolean(),
  /**
   * No longer public (unpublished, hidden, archived, deleted, or its building or section unpublished): only the state
   * at sending is told (the `…Now` fields are null, there is no card), and it is «Больше не в продаже».
   */
  hidden: z.boolean(),
});
export type TItemChanges = z.infer<typeof ZItemChanges>;

export const ZClientComment = z.object({
  id: z.number().int(),
  text: z.string(),
  clientName: z.string().nullable(),
  createdAt: z.string(),
});
export type TClientComment = z.infer<typeof ZClientComment>;

/** One item of a sent link: a complex's or an offer's card is in `objects` while available; a unit's is here. */
export const ZSnapshotItem = z.object({
  kind,
  id: z.number().int(),
  title: z.string(),
  unit: ZUnitCard.nullable(),
  changes: ZItemChanges,
  /** This visitor's mark and comments. */
  mark: ZReactionMark.nullable(),
  comments: z.array(ZClientComment),
});
export type TSnapshotItem = z.infer<typeof ZSnapshotItem>;

/** The agent who sent the link, as the client may reach them. */
export const ZSnapshotAgent = z.object({
  name: z.string().nullable(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  telegram: z.string().nullable(),
});
export type TSnapshotAgent = z.infer<typeof ZSnapshotAgent>;

/** The agency the agent sent the link for: its name and logo beside the agent's (logoUrl: a file address). */
export const ZSnapshotAgency = z.object({ name: z.string(), logoUrl: z.string().nullable() });
export type TSnapshotAgency = z.infer<typeof ZSnapshotAgency>;

/** The fields of a reaction; the comment form reads its own two with them. */
export const ZReactionFields = z.object({
  kind: zEnum(Kind),
  itemId: zId,
  // The client's form sends null as "" (PRODUCT §5): that clears the mark too; absent leaves it.
  reaction: z.preprocess((v) => (v === '' ? null : v), ZReactionMark.nullable().optional()),
  comment: zOptional(zPlainText(REACTION_LIMITS.commentMax)),
  clientName: zOptional(zPlainText(REACTION_LIMITS.nameMax, { multiline: false })),
  /**
   * The edition of the personal-data consent shown beside the name field (shared/texts/privacy.ts): a reaction with
   * a name records it. A page older than the consent sends none; an unknown edition is refused.
   */
  consentVersion: z
    .custom<string>()
    .optional()
    .refine((v) => v === undefined || (typeof v === 'string' && PRIVACY_VERSIONS.includes(v)), {
      message: privacyTexts.versionMissing,
    }),
});

/** POST /api/snapshot/{id}/reactions. `reaction` absent leaves the mark as it is; null clears it. */
export const ZReactionCreate = ZReactionFields.superRefine((body, ctx) => {
  if (body.reaction === undefined && !body.comment) {
    ctx.addIssue({ code: 'custom', path: ['comment'], message: liveTexts.errors.emptyReaction });
  }
});
export type TReactionCreate = z.infer<typeof ZReactionCreate>;
export type TReactionCreateInput = z.input<typeof ZReactionCreate>;

/** The answer: the item's mark and comments of this visitor now. */
export const ZReactionAnswer = z.object({
  kind,
  itemId: z.number().int(),
  mark: ZReactionMark.nullable(),
  comments: z.array(ZClientComment),
});
export type TReactionAnswer = z.infer<typeof ZReactionAnswer>;

/** DELETE /api/snapshot/{id}. */
export const ZSnapshotRevoked = z.object({ ok: z.literal(true) });

/** How often the collection's links were opened: every opening, visitors counted once a day, the latest. */
export const ZCollectionViews = z.object({
  total: z.number().int(),
  unique: z.number().int(),
  lastAt: z.string().nullable(),
});
export type TCollectionViews = z.infer<typeof ZCollectionViews>;

/** What the clients said about one item, over every link of the collection. */
export const ZItemFeedback = z.object({
  kind,
  itemId: z.number().int(),
  likes: z.number().int(),
  dislikes: z.number().int(),
  comments: z.array(ZClientComment),
});
export type TItemFeedback = z.infer<typeof ZItemFeedback>;

/** Payloads of the SnapshotOpened and SnapshotReaction notifications. */
export interface TSnapshotOpenedPayload {
  snapshotId: string;
  collectionId: number | null;
  name: string;
}
export interface TSnapshotReactionPayload extends TSnapshotOpenedPayload {
  kind: TKind;
  itemId: number;
  itemTitle: string;
  mark: TReactionMark | null;
  /** Whether this reaction set or cleared the mark (a comment alone does not). */
  setsMark: boolean;
  comment: string | null;
  clientName: string | null;
}
