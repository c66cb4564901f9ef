// Bookings and requests (the deals loop): kinds, states and the builder's actions, with Russian titles. Zod-free, so
// the chessboard's cell card can read them on the first screen.
export const BookingKind = { booking: 'booking', request: 'request' } as const;
export type TBookingKind = (typeof BookingKind)[keyof typeof BookingKind];

export const BookingState = {
  requested: 'requested',
  confirmed: 'confirmed',
  declined: 'declined',
  cancelled: 'cancelled',
  expired: 'expired',
  released: 'released',
  sold: 'sold',
} as const;
export type TBookingState = (typeof BookingState)[keyof typeof BookingState];
export const BOOKING_STATES = Object.values(BookingState);

/** A booking in these states holds its unit (and blocks a second booking of it). */
export const OPEN_BOOKING_STATES: readonly TBookingState[] = [BookingState.requested, BookingState.confirmed];
export const isOpenBooking = (state: TBookingState) => OPEN_BOOKING_STATES.includes(state);

export const BookingAction = {
  confirm: 'confirm',
  decline: 'decline',
  extend: 'extend',
  sold: 'sold',
  release: 'release',
} as const;
export type TBookingAction = (typeof BookingAction)[keyof typeof BookingAction];
export const BOOKING_ACTIONS = Object.values(BookingAction);

/** `assign` (PUT /api/backoffice/bookings/{id}) passes a booking on to another member of the builder company. */
export const ASSIGN_ACTION = 'assign';

/** The builder's list: «Мои» (assigned to the caller), «Не разобранные» (nobody's yet); no view: all. */
export const BookingView = { mine: 'mine', unassigned: 'unassigned' } as const;
export type TBookingView = (typeof BookingView)[keyof typeof BookingView];

/** Where a request came from: the app, the widget on a builder's site, a shared collection, a portal's feed. */
export const BookingSource = { app: 'app', widget: 'widget', snapshot: 'snapshot', feed: 'feed' } as const;
export type TBookingSource = (typeof BookingSource)[keyof typeof BookingSource];

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
