// GET /api/regions: regions with their districts, for the filter's place fields. Reference data: fetched once.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRegionsResponse } from '#shared/schemas/object.ts';
import { api } from '#app/lib/api.ts';

export const fetchRegions = (signal?: AbortSignal) => api.get<TRegionsResponse>('/api/regions', { signal });

export const regionsQuery = () =>
  queryOptions({
    queryKey: ['regions'] as const,
    queryFn: ({ signal }) => fetchRegions(signal),
    staleTime: 60 * 60_000,
  });

export function useRegions() {
  return useQuery(regionsQuery());
}
