// POST /api/search/autocomplete {title}: suggestions as the user types, debounced; stale requests are aborted.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAutocompleteResponse } from '#shared/schemas/search.ts';
import { api } from '#app/lib/api.ts';
import { useDebouncedValue } from '#app/hooks/use-debounced-value.ts';

export const AUTOCOMPLETE_DEBOUNCE_MS = 250;
/** Fewer letters than this suggest nothing. */
export const AUTOCOMPLETE_MIN_CHARS = 2;

export const fetchSuggestions = (title: string, signal?: AbortSignal) =>
  api.post<TAutocompleteResponse>('/api/search/autocomplete', { title }, { signal });

export function useAutocomplete(text: string) {
  const title = useDebouncedValue(text.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const enabled = title.length >= AUTOCOMPLETE_MIN_CHARS;
  return useQuery({
    queryKey: ['search', 'autocomplete', title] as const,
    queryFn: ({ signal }) => fetchSuggestions(title, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
