// A complex's deadline history (shared/api/deadline-history.ts), under the complex's key so what refreshes it
// refreshes this.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDeadlineHistory } from '#shared/api/deadline-history.ts';
import { call } from '#app/lib/call.ts';

/** `snapshot`: read under a sent link's key (the client's view of a collection). */
export const deadlineHistoryQuery = (objectId: number, snapshot?: string) =>
  queryOptions({
    queryKey: ['realty', objectId, 'deadline-history', snapshot ?? null] as const,
    queryFn: ({ signal }) =>
      call(getDeadlineHistory, { params: { id: objectId }, query: snapshot ? { snapshot } : {} }, { signal }),
    staleTime: 5 * 60_000,
  });

export function useDeadlineHistory(objectId: number, enabled: boolean, snapshot?: string) {
  return useQuery({ ...deadlineHistoryQuery(objectId, snapshot), enabled: enabled && objectId > 0 });
}
