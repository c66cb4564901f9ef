// Bookings and requests as the API reads and presents them (the deals loop: shared/bookings.ts).
import { UNIT_KINDS } from '../unit-kind.ts';
import { z } from 'zod';
import {
  BOOKING_ACTIONS,
  BOOKING_LIMITS,
  BOOKING_STATES,
  BookingKind,
  BookingSource,
  BookingView,
  ASSIGN_ACTION,
  type TBookingAction,
  type TBookingState,
} from '../bookings.ts';
import { DEAL_LIMITS } from '../deals.ts';
import { normalizePhone } from '../format.ts';
import { zEnum } from './enum.ts';
import { Layout } from '../enums.ts';
import { ZPageMeta } from './common.ts';
import { zBool, zId, zInt, zOptional, zPlainText } from './form.ts';

const texts = {
  name: 'Укажите имя клиента',
  phone: 'Введите номер телефона полностью: +7(900)000-00-00',
  reason: 'Укажите причину',
  state: 'Неизвестное состояние',
  action: 'Неизвестное действие',
  assignee: 'Выберите, кому передать',
};

/** A Russian mobile number as typed; stored as +7XXXXXXXXXX. */
export const zClientPhone = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: texts.phone });
      return z.NEVER;
    }
    return phone;
  });

export const ZBookingCreate = z.object({
  cellId: zId,
  kind: z.enum([BookingKind.booking, BookingKind.request]).default(BookingKind.booking),
  clientName: zPlainText(BOOKING_LIMITS.clientName, { multiline: false, required: texts.name }),
  clientPhone: zClientPhone,
  comment: zOptional(zPlainText(BOOKING_LIMITS.comment)),
});
export type TBookingCreate = z.infer<typeof ZBookingCreate>;

const zState = z.enum(BOOKING_STATES as [TBookingState, ...TBookingState[]], { message: texts.state });

export const ZBookingsQuery = z.object({
  page: zInt.pipe(z.number().min(1)).optional().default(1),
  state: zOptional(zState),
  /** The agency's head: one agent's bookings (a member of their agency). */
  memberId: zOptional(zId),
});
export const ZBackofficeBookingsQuery = ZBookingsQuery.omit({ memberId: true }).extend({
  objectId: zOptional(zId),
  view: zOptional(z.enum([BookingView.mine, BookingView.unassigned])),
  assigneeId: zOptional(zId),
});

export const ZBookingParams = z.object({ id: zId });

const ACTIONS = [ASSIGN_ACTION, ...BOOKING_ACTIONS] as [
  TBookingAction | typeof ASSIGN_ACTION,
  ...(TBookingAction | typeof ASSIGN_ACTION)[],
];
export const ZBookingAction = z
  .object({
    action: z.enum(ACTIONS, { message: texts.action }),
    reason: zOptional(zPlainText(BOOKING_LIMITS.reason)),
    userId: zOptional(zId),
  })
  .superRefine((value, ctx) => {
    if (value.action === 'decline' && !value.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: texts.reason });
    if (value.action === ASSIGN_ACTION && !value.userId)
      ctx.addIssue({ code: 'custom', path: ['userId'], message: texts.assignee });
  });
export type TBookingActionInput = z.infer<typeof ZBookingAction>;

/** PUT /api/backoffice/objects/{id} `booking`: the complex's settings. */
export const ZBookingSettings = z.object({
  enabled: zBool,
  holdHours: zInt.pipe(z.number().min(BOOKING_LIMITS.holdHours.min).max(BOOKING_LIMITS.holdHours.max)),
  extensionHours: zInt.pipe(
    z.number().min(BOOKING_LIMITS.extensionHours.min).max(BOOKING_LIMITS.extensionHours.max),
  ),
  /** The booking queue: how long the first in line has to book a unit handed over to them. */
  queueHours: zInt.pipe(z.number().min(DEAL_LIMITS.queueHours.min).max(DEAL_LIMITS.queueHours.max)),
});
export type TBookingSettings = z.infer<typeof ZBookingSettings>;

export const ZBookingEvent = z.object({
  at: z.string(),
  by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  from: zState.nullable(),
  to: zState,
  reason: z.string().nullable(),
});

export const ZBooking = z.object({
  id: z.number().int(),
  kind: z.enum([BookingKind.booking, BookingKind.request]),
  state: zState,
  source: z.enum([BookingSource.app, BookingSource.widget, BookingSource.snapshot, BookingSource.feed]),
  cellId: z.number().int().nullable(),
  objectId: z.number().int(),
  objectTitle: z.string(),
  sectionId: z.number().int().nullable(),
  unit: z.object({
    number: z.string().nullable(),
    floor: z.number().int().nullable(),
    area: z.number().nullable(),
    cntApart: zEnum(Layout).nullable(),
    /** Flat, parking place or premises: the noun the unit is called by. */
    kind: z.enum(UNIT_KINDS),
  }),
  price: z.number().nullable(),
  client: z.object({ name: z.string(), phone: z.string() }),
  comment: z.string().nullable(),
  agent: z.object({ id: z.number().int(), name: z.string(), phone: z.string() }).nullable(),
  /** The builder's manager who answers it; null: not yet assigned (waiting since createdAt). */
  assignee: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  assignedAt: z.string().nullable(),
  /** The owner was told it waited unassigned past the company's limit. */
  escalatedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  extended: z.boolean(),
  /** The builder may still extend it once. */
  canExtend: z.boolean(),
  createdAt: z.string(),
  events: z.array(ZBookingEvent),
  /** The deal opened from it (decision 040): the deal then holds the unit and the booking's own answers stop. */
  dealId: z.number().int().nullable().optional(),
});
export type TBooking = z.infer<typeof ZBooking>;

export const ZBookingAnswer = z.object({ booking: ZBooking });
export const ZBookingsPage = z.object({ data: z.array(ZBooking), meta: ZPageMeta });

/** Who may take the company's bookings: the «Передать» list and the head's filter. */
export const ZBookingMember = z.object({ id: z.number().int(), name: z.string() });
export const ZBookingMembers = z.object({ data: z.array(ZBookingMember) });
export type TBookingMember = z.infer<typeof ZBookingMember>;
export type TBookingsPage = z.infer<typeof ZBookingsPage>;
