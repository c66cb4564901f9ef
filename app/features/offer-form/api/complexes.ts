// POST /api/search/autocomplete {title}: the complexes an offer can be tied to, by name.
import { useQuery } from '@tanstack/react-query';
import type { TAutocompleteResponse } from '#shared/schemas/search.ts';
import { api } from '#app/lib/api.ts';

export function useComplexSuggestions(title: string) {
  return useQuery({
    queryKey: ['offer-form', 'complexes', title],
    queryFn: async ({ signal }) =>
      (await api.post<TAutocompleteResponse>('/api/search/autocomplete', { title }, { signal })).complexes,
    enabled: title.length >= 2,
    staleTime: 60_000,
  });
}
