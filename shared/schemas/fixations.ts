// Client fixation as the API reads and presents it (shared/companies.ts: states, modes, limits).
import { z } from 'zod';
import {
  FIXATION_LIMITS,
  FIXATION_STATES,
  FixationAction,
  FixationMode,
  type TFixationState,
} from '../companies.ts';
import { fixationTexts } from '../texts/fixations.ts';
import { zClientPhone } from './bookings.ts';
import { ZPageMeta } from './common.ts';
import { zId, zInt, zOptional, zPlainText } from './form.ts';

const f = fixationTexts.fields;
const zState = z.enum(FIXATION_STATES as [TFixationState, ...TFixationState[]]);

export const ZFixationCreate = z.object({
  objectId: zId,
  clientName: zPlainText(FIXATION_LIMITS.clientName, { multiline: false, required: f.name }),
  clientPhone: zClientPhone,
  comment: zOptional(zPlainText(FIXATION_LIMITS.comment)),
});
export type TFixationCreate = z.infer<typeof ZFixationCreate>;

const zPage = zInt.pipe(z.number().min(1)).optional().default(1);

/** GET /api/fixations: the agent's own; an agency head's agency's, optionally one member's. */
export const ZFixationsQuery = z.object({
  page: zPage,
  state: zOptional(zState),
  memberId: zOptional(zId),
});
export const ZBackofficeFixationsQuery = z.object({
  page: zPage,
  state: zOptional(zState),
  objectId: zOptional(zId),
});
export const ZFixationParams = z.object({ id: zId });

export const ZFixationAction = z
  .object({
    action: z.enum([FixationAction.accept, FixationAction.reject, FixationAction.extend]),
    reason: zOptional(zPlainText(FIXATION_LIMITS.reason)),
  })
  .superRefine((value, ctx) => {
    if (value.action === 'reject' && !value.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: f.reason });
  });
export type TFixationActionInput = z.infer<typeof ZFixationAction>;

/** PUT /api/backoffice/objects/{id} `fixation`: the complex's rule. */
export const ZFixationSettings = z.object({
  mode: z.enum([FixationMode.auto, FixationMode.manual], { message: f.mode }),
  days: zInt.pipe(
    z.number({ message: f.days }).min(FIXATION_LIMITS.days.min, f.days).max(FIXATION_LIMITS.days.max, f.days),
  ),
});
export type TFixationSettings = z.infer<typeof ZFixationSettings>;

const ZPerson = z.object({ id: z.number().int(), name: z.string() });

export const ZFixation = z.object({
  id: z.number().int(),
  state: zState,
  objectId: z.number().int(),
  objectTitle: z.string(),
  client: z.object({ name: z.string(), phone: z.string() }),
  comment: z.string().nullable(),
  /** Why the builder refused (the fixation, or its extension). */
  reason: z.string().nullable(),
  days: z.number().int(),
  /** Null while pending: the validity starts at acceptance. */
  validUntil: z.string().nullable(),
  extended: z.boolean(),
  extendRequestedAt: z.string().nullable(),
  /** The agent may still ask for the one extension. */
  canRequestExtend: z.boolean(),
  agent: ZPerson.nullable(),
  agency: ZPerson.nullable(),
  bookingId: z.number().int().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TFixation = z.infer<typeof ZFixation>;

export const ZFixationAnswer = z.object({ fixation: ZFixation });
export const ZFixationsPage = z.object({
  data: z.array(ZFixation),
  meta: ZPageMeta,
  /** For an agency head: the agency's members, for the filter; empty for anyone else. */
  members: z.array(ZPerson),
});
export type TFixationsPage = z.infer<typeof ZFixationsPage>;
export const ZBackofficeFixationsPage = z.object({ data: z.array(ZFixation), meta: ZPageMeta });
export type TBackofficeFixationsPage = z.infer<typeof ZBackofficeFixationsPage>;
