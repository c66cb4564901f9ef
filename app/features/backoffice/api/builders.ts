// GET /api/backoffice/builders?search and POST /api/backoffice/builders {name}: the builder directory.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TBuilder } from '#shared/schemas/object.ts';
import { api } from '#app/lib/api.ts';
import { cabinetKeys } from './keys.ts';

export const searchBuilders = (search: string, signal?: AbortSignal) =>
  api.get<{ data: TBuilder[] }>('/api/backoffice/builders', { query: { search }, signal });

export const createBuilder = (name: string) => api.post<TBuilder>('/api/backoffice/builders', { name });

/** `search` is the debounced text; a newer search cancels the older request. */
export function useBuilderSearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: cabinetKeys.builders(search),
    queryFn: ({ signal }) => searchBuilders(search, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
