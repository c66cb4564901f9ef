// What is near a complex (shared/api/nearby.ts), under the complex's key so what refreshes it refreshes this.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNearby } from '#shared/api/nearby.ts';
import { call } from '#app/lib/call.ts';

/** `snapshot`: read under a sent link's key (the client's view of a collection). */
export const nearbyQuery = (objectId: number, snapshot?: string) =>
  queryOptions({
    queryKey: ['realty', objectId, 'nearby', snapshot ?? null] as const,
    queryFn: ({ signal }) =>
      call(getNearby, { params: { id: objectId }, query: snapshot ? { snapshot } : {} }, { signal }),
    staleTime: 10 * 60_000,
  });

export function useNearby(objectId: number, enabled: boolean, snapshot?: string) {
  return useQuery({ ...nearbyQuery(objectId, snapshot), enabled: enabled && objectId > 0 });
}
