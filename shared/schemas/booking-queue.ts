// The booking queue of a held unit (decision 040): an agent's place, the builder's view of a complex's queues, and
// the queue as a chessboard cell shows it to agents.
import { z } from 'zod';
import { BOOKING_LIMITS, BOOKING_STATES, type TBookingState } from '../bookings.ts';
import { QUEUE_STATES, type TQueueState } from '../deals.ts';
import { UNIT_KINDS } from '../unit-kind.ts';
import { zClientPhone } from './bookings.ts';
import { zId, zInt, zOptional, zPlainText } from './form.ts';

const texts = {
  position: 'Укажите место в очереди: целое число от 1',
  change: 'Укажите новое место в очереди или снимите агента с очереди',
};

const zQueueState = z.enum(QUEUE_STATES as [TQueueState, ...TQueueState[]]);

export const ZQueueCellParams = z.object({ cellId: zId });
export const ZQueuePlaceParams = z.object({ id: zId });

/** POST /api/bookings/{cellId}/queue: the client is optional, the agent may name them when booking. */
export const ZQueueJoin = z.object({
  clientName: zOptional(zPlainText(BOOKING_LIMITS.clientName, { multiline: false })),
  clientPhone: zOptional(zClientPhone),
  comment: zOptional(zPlainText(BOOKING_LIMITS.comment, { multiline: true })),
});
export type TQueueJoin = z.infer<typeof ZQueueJoin>;

const ZQueueUnit = z.object({
  number: z.string().nullable(),
  floor: z.number().int().nullable(),
  kind: z.enum(UNIT_KINDS),
});

/** An agent's place: where they stand among the unit's active places, and until when their turn lasts. */
export const ZQueuePlace = z.object({
  id: z.number().int(),
  cellId: z.number().int(),
  objectId: z.number().int(),
  objectTitle: z.string(),
  sectionId: z.number().int(),
  unit: ZQueueUnit,
  state: zQueueState,
  /** 1 for the first in line; null once the place is no longer active. */
  rank: z.number().int().nullable(),
  /** The unit's active places. */
  length: z.number().int(),
  offerExpiresAt: z.string().nullable(),
  clientName: z.string().nullable(),
  clientPhone: z.string().nullable(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type TQueuePlace = z.infer<typeof ZQueuePlace>;
export const ZQueuePlaceAnswer = z.object({ place: ZQueuePlace });
export const ZQueuePlaces = z.object({ data: z.array(ZQueuePlace) });
export type TQueuePlaces = z.infer<typeof ZQueuePlaces>;

/** A place as the builder sees it. */
export const ZBuilderQueuePlace = z.object({
  id: z.number().int(),
  position: z.number().int(),
  state: zQueueState,
  agent: z.object({ id: z.number().int(), name: z.string(), phone: z.string().nullable() }),
  agencyName: z.string().nullable(),
  clientName: z.string().nullable(),
  clientPhone: z.string().nullable(),
  comment: z.string().nullable(),
  offerExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TBuilderQueuePlace = z.infer<typeof ZBuilderQueuePlace>;

/** A unit with an active queue: who holds it and until when, and the places in order. */
export const ZUnitQueue = z.object({
  cellId: z.number().int(),
  sectionId: z.number().int(),
  unit: ZQueueUnit,
  holder: z
    .object({
      bookingId: z.number().int(),
      state: z.enum(BOOKING_STATES as [TBookingState, ...TBookingState[]]),
      agentName: z.string().nullable(),
      expiresAt: z.string().nullable(),
    })
    .nullable(),
  places: z.array(ZBuilderQueuePlace),
});
export type TUnitQueue = z.infer<typeof ZUnitQueue>;
export const ZUnitQueues = z.object({ data: z.array(ZUnitQueue) });
export type TUnitQueues = z.infer<typeof ZUnitQueues>;
export const ZUnitQueueAnswer = z.object({ queue: ZUnitQueue.nullable() });

/** PUT /api/backoffice/queues/{id}: a new place (renumbered 1..n), or `removed`. */
export const ZQueuePlaceChange = z
  .object({
    position: zOptional(zInt.pipe(z.number({ message: texts.position }).int().min(1, texts.position))),
    state: zOptional(z.enum(['removed'], { message: texts.change })),
  })
  .superRefine((value, ctx) => {
    if ((value.position === undefined) === (value.state === undefined))
      ctx.addIssue({ code: 'custom', path: ['position'], message: texts.change });
  });
export type TQueuePlaceChange = z.infer<typeof ZQueuePlaceChange>;

/** The queue on a chessboard cell, for agents: its length, and the viewer's place. */
export const ZChessCellQueue = z.object({
  length: z.number().int(),
  /** The viewer's rank (1 = first in line); null when not in it. */
  rank: z.number().int().nullable(),
  /** Someone's turn to book the free unit ends then (the viewer's when rank is 1 and mine). */
  offeredUntil: z.string().nullable(),
  /** The turn is the viewer's. */
  myTurn: z.boolean(),
});
export type TChessCellQueue = z.infer<typeof ZChessCellQueue>;
