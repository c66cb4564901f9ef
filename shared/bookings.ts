// Bookings and requests (the deals loop): kinds, states and the builder's actions, with Russian titles. Zod-free, so
// the chessboard's cell card can read them on the first screen.
import { stringEnum, type ValueOf } from './string-enum.ts';

export const BookingKind = stringEnum('booking', 'request');
export type TBookingKind = ValueOf<typeof BookingKind>;

export const BookingState = stringEnum(
  'requested',
  'confirmed',
  'declined',
  'cancelled',
  'expired',
  'released',
  'sold',
);
export type TBookingState = ValueOf<typeof BookingState>;
export const BOOKING_STATES = Object.values(BookingState);

/** A booking in these states holds its unit (and blocks a second booking of it). */
export const OPEN_BOOKING_STATES: readonly TBookingState[] = [BookingState.requested, BookingState.confirmed];
export const isOpenBooking = (state: TBookingState) => OPEN_BOOKING_STATES.includes(state);

export const BookingAction = stringEnum('confirm', 'decline', 'extend', 'sold', 'release');
export type TBookingAction = ValueOf<typeof BookingAction>;
export const BOOKING_ACTIONS = Object.values(BookingAction);

/** `assign` (PUT /api/backoffice/bookings/{id}) passes a booking on to another member of the builder company. */
export const ASSIGN_ACTION = 'assign';

/** The builder's list: «Мои» (assigned to the caller), «Не разобранные» (nobody's yet); no view: all. */
export const BookingView = stringEnum('mine', 'unassigned');
export type TBookingView = ValueOf<typeof BookingView>;

/** Where a request came from: the app, the widget on a builder's site, a shared collection, a portal's feed. */
export const BookingSource = stringEnum('app', 'widget', 'snapshot', 'feed');
export type TBookingSource = ValueOf<typeof BookingSource>;

/** The state each action leads to, and the states it may start from (per kind). */
export const bookingTransitions: Record<
  TBookingAction,
  { to: TBookingState; from: Record<TBookingKind, readonly TBookingState[]> }
> = {
  confirm: { to: 'confirmed', from: { booking: ['requested'], request: ['requested'] } },
  decline: {
    to: 'declined',
    from: { booking: ['requested', 'confirmed'], request: ['requested', 'confirmed'] },
  },
  extend: { to: 'confirmed', from: { booking: ['confirmed'], request: [] } },
  sold: { to: 'sold', from: { booking: ['confirmed'], request: ['requested', 'confirmed'] } },
  release: { to: 'released', from: { booking: ['confirmed'], request: ['requested', 'confirmed'] } },
};

/** The builder's per-complex settings. */
export const BOOKING_DEFAULTS = { enabled: false, holdHours: 72, extensionHours: 48 } as const;
export const BOOKING_LIMITS = {
  holdHours: { min: 1, max: 720 },
  extensionHours: { min: 0, max: 720 },
  comment: 1000,
  clientName: 100,
  reason: 500,
  /** The agent is told this long before the hold ends. */
  warnBeforeMs: 60 * 60 * 1000,
  /** A buyer's requests through the app: each is a row and a notification for the builder. */
  requestsPerHour: 10,
} as const;
