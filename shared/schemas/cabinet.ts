// GET /api/cabinet: what the cabinet home shows next to each section, and whether the user may post offers.
import { z } from 'zod';
import { ZOfferCounts } from './user-offers.ts';

export const ZCabinet = z.object({
  counts: z.object({
    collections: z.number().int(),
    /** Own offers by status; archive is the archive section. */
    offers: ZOfferCounts,
    favorites: z.number().int(),
    filters: z.number().int(),
    invites: z.number().int(),
    unreadNotifications: z.number().int(),
  }),
  /** Paid placement: whether the user may post, the price (₽), and whether payments are taken at all. */
  adCreate: z.object({ allowed: z.boolean(), price: z.number().int(), payable: z.boolean() }),
});
export type TCabinet = z.infer<typeof ZCabinet>;
