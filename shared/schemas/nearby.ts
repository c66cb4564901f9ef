// What is near a complex (issue 28): the filter's `near` and GET /api/objects/{id}/nearby's answer.
import { z } from 'zod';
import { INFRA_KINDS, NEAR_LIMITS } from '../nearby.ts';
import { nearbyTexts } from '../texts/nearby.ts';
import { zNumber, zOptional } from './form.ts';

const v = nearbyTexts.validation;

/** Metres, 100–5000, whole. */
const metres = zOptional(
  zNumber.pipe(z.number().int(v.whole).min(NEAR_LIMITS.min, v.range).max(NEAR_LIMITS.max, v.range)),
);

/** The filter's «near»: a complex within this many metres of a school, a kindergarten, the sea (a beach). */
export const ZNear = z.object({ school: metres, kindergarten: metres, sea: metres });
export type TNear = z.infer<typeof ZNear>;

export const ZNearbyPlace = z.object({
  kind: z.enum(INFRA_KINDS),
  name: z.string(),
  /** Straight-line metres from the complex. */
  distanceM: z.number().int(),
  /** On foot: distance × 1.3 / 80 m a minute (shared/nearby.ts WALK). */
  walkMinutes: z.number().int(),
  lat: z.number(),
  lng: z.number(),
});
export type TNearbyPlace = z.infer<typeof ZNearbyPlace>;

/** The nearest place of each kind within 5 km, in the kinds' order; kinds with none are left out. */
export const ZNearby = z.object({ places: z.array(ZNearbyPlace) });
export type TNearby = z.infer<typeof ZNearby>;
