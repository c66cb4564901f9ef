// Requests and answers of the buyers' side of a complex: the object page, its chessboard, news and favourites.
// The object itself is ZObjectFull / ZOfferFull (object.ts, offer.ts); the grid is ZChessSection (chess.ts).
import { z } from 'zod';
import { OfferStatus, Payment } from '../enums.ts';
import { ZChessCell, ZChessCellOffer, ZChessSection } from './chess.ts';
import { ZPaged } from './common.ts';
import { zEnum } from './enum.ts';
import { ZSearchFilter } from './filter.ts';
import { zBool, zId, zOptional } from './form.ts';
import { ZNews, ZObjectCard, ZObjectFull } from './object.ts';
import { ZOfferCard, ZOfferFull } from './offer.ts';
import { BOOKING_STATES, type TBookingState } from '../bookings.ts';
import { ZChessCellQueue } from './booking-queue.ts';

/** A snapshot's public id (PRODUCT §2 /{id}): random letters, digits, - and _. */
export const ZSnapshotId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\w-]+$/, 'Неверная ссылка');

/** The `:id` of /api/objects/{id} and the paths under it. */
export const ZObjectIdParams = z.object({ id: zId });

/** The `:id/chess/:sectionId` of a section's chessboard. */
export const ZChessParams = z.object({ id: zId, sectionId: zId });

/** POST /api/objects/{id}: a complex, or with isOffer a resale offer; `snapshot` opens it in preview mode. */
export const ZObjectRequest = z.object({
  isOffer: zOptional(zBool),
  /** The part the page opens (PRODUCT §2 query show): a section name, or a cell id the answer then locates. */
  show: zOptional(z.string().trim().max(40)),
  snapshot: zOptional(ZSnapshotId),
});
export type TObjectRequest = z.input<typeof ZObjectRequest>;

/** Either answer of POST /api/objects/{id}. */
export const ZObjectAnswer = z.discriminatedUnion('isOffer', [ZObjectFull, ZOfferFull]);

/** An offer on a unit as the buyers' chessboard shows it: whose it is and in what state (own drafts show too). */
export const ZChessViewOffer = ZChessCellOffer.extend({
  status: zEnum(OfferStatus),
  /** The owner's name; null in preview mode or when the owner gave none. */
  ownerName: z.string().nullable(),
});
export type TChessViewOffer = z.infer<typeof ZChessViewOffer>;

/** An open booking of the unit, shown to the agent who holds it and to the builder; null for everyone else. */
export const ZChessCellBooking = z.object({
  id: z.number().int(),
  state: z.enum(BOOKING_STATES as [TBookingState, ...TBookingState[]]),
  expiresAt: z.string().nullable(),
  /** The viewer holds it. */
  mine: z.boolean(),
});

export const ZChessViewCell = ZChessCell.extend({
  offers: z.array(ZChessViewOffer),
  booking: ZChessCellBooking.nullable(),
  /** The unit's booking queue, for agents (laid over per request); absent for everyone else. */
  queue: ZChessCellQueue.optional(),
});
export type TChessViewCell = z.infer<typeof ZChessViewCell>;

/** POST /api/objects/{id}/chess/{sectionId}: one section's grid with relevance per cell. */
export const ZChessView = ZChessSection.extend({
  objectId: z.number().int(),
  /** The complex takes bookings from the chessboard. */
  bookingEnabled: z.boolean(),
  /** How long a booking holds its unit (the builder's setting): the booking sheet says it. */
  bookingHoldHours: z.number().int(),
  /** The complex's accepted payments: which mortgage programs the unit's card offers. */
  payments: z.array(zEnum(Payment)),
  pavilionId: z.number().int(),
  pavilionName: z.string(),
  dateBuild: z.string().nullable(),
  isFinished: z.boolean(),
  cells: z.array(ZChessViewCell),
  /** How many units match the filter. */
  relevantCount: z.number().int(),
});
export type TChessView = z.infer<typeof ZChessView>;

/** The chessboard's body: the buyer's current filter, plus `snapshot` in preview mode. */
export const ZChessRequest = z.intersection(ZSearchFilter, z.object({ snapshot: zOptional(ZSnapshotId) }));
export type TChessRequest = z.input<typeof ZChessRequest>;

/** GET /api/objects/{id}/news?page: the whole feed, newest first. */
export const ZNewsPage = ZPaged(ZNews).extend({
  object: z.object({ id: z.number().int(), title: z.string() }),
});
export type TNewsPage = z.infer<typeof ZNewsPage>;

/** GET /api/user/favorites?page: complexes and offers, the latest added first. */
export const ZFavoritesPage = ZPaged(z.discriminatedUnion('isOffer', [ZObjectCard, ZOfferCard]));
export type TFavoritesPage = z.infer<typeof ZFavoritesPage>;

/** POST /api/user/favorites (PRODUCT §7). */
export const ZFavoriteRequest = z.object({
  id: zId,
  favorite: zBool,
  isOffer: zOptional(zBool).transform((v) => v ?? false),
});
export type TFavoriteRequest = z.input<typeof ZFavoriteRequest>;

export const ZFavoriteAnswer = z.object({
  id: z.number().int(),
  isOffer: z.boolean(),
  isFavorite: z.boolean(),
});
export type TFavoriteAnswer = z.infer<typeof ZFavoriteAnswer>;
