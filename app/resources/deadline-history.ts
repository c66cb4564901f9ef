// A complex's deadline history (shared/api/deadline-history.ts), under the complex's key so what refreshes it
// refreshes this.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDeadlineHistory } from '#shared/api/deadline-history.ts';
import { call } from '#app/lib/call.ts';

export const deadlineHistoryQuery = (objectId: number) =>
  queryOptions({
    queryKey: ['realty', objectId, 'deadline-history'] as const,
    queryFn: ({ signal }) => call(getDeadlineHistory, { params: { id: objectId }, query: {} }, { signal }),
    staleTime: 5 * 60_000,
  });

export function useDeadlineHistory(objectId: number, enabled: boolean) {
  return useQuery({ ...deadlineHistoryQuery(objectId), enabled: enabled && objectId > 0 });
}
