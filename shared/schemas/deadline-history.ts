// A complex's deadline history (issue 28): each change of its own or a building's handover date, oldest first.
import { z } from 'zod';

export const ZDeadlineMove = z.object({
  /** Null: the complex's own deadline. */
  pavilionId: z.number().int().nullable(),
  /** The building's name; null for the complex. */
  building: z.string().nullable(),
  /** ISO dates (the first day of the month of completion). */
  from: z.string(),
  to: z.string(),
  at: z.string(),
  /** To a later quarter: a postponement («перенос»). */
  later: z.boolean(),
});
export type TDeadlineMove = z.infer<typeof ZDeadlineMove>;

export const ZDeadlineHistory = z.object({
  /** Postponements across the complex and its published buildings. */
  shifts: z.number().int(),
  moves: z.array(ZDeadlineMove),
});
export type TDeadlineHistory = z.infer<typeof ZDeadlineHistory>;
