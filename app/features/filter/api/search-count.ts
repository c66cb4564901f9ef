// POST /api/search/count: the live «Показать N объектов» of the open filter panel. The filter is debounced, and a
// newer filter makes the query of the older one inactive, which aborts its request (TanStack Query's signal).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TSearchFilterInput } from '#shared/schemas/filter.ts';
import type { TCountResponse } from '#shared/schemas/search.ts';
import { api } from '#app/lib/api.ts';
import { useDebouncedValue } from '#app/hooks/use-debounced-value.ts';

export const COUNT_DEBOUNCE_MS = 300;

export const fetchSearchCount = (filter: TSearchFilterInput, signal?: AbortSignal) =>
  api.post<TCountResponse>('/api/search/count', filter, { signal });

export function useSearchCount(filter: TSearchFilterInput, enabled = true) {
  const debounced = useDebouncedValue(filter, COUNT_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['search', 'count', debounced] as const,
    queryFn: ({ signal }) => fetchSearchCount(debounced, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
  /** True while the typed filter waits for its debounce or its answer. */
  const counting = enabled && (debounced !== filter || query.isFetching);
  return { ...query, counting };
}
