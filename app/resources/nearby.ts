// What is near a complex (shared/api/nearby.ts), under the complex's key so what refreshes it refreshes this.
import { getNearby } from '#shared/api/nearby.ts';
import { call } from '#app/lib/call.ts';
import { complexPart } from './complex-part.ts';

const nearby = complexPart('nearby', (input, signal) => call(getNearby, input, { signal }), 10 * 60_000);

export const nearbyQuery = nearby.query;
export const useNearby = nearby.usePart;
