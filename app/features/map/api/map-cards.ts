// Cards for what the user taps on the map: one pin (its complex or offer under the current filter) or the objects
// of one spot that zooming cannot split. Through POST /api/search, so the figures match the list's.
import { useQuery } from '@tanstack/react-query';
import { Market } from '#shared/enums.ts';
import type { TBounds, TSearchFilterInput } from '#shared/schemas/filter.ts';
import type { TSearchResponse } from '#shared/schemas/search.ts';
import { api } from '#app/lib/api.ts';

export type MapSelection =
  { kind: 'point'; id: number; isOffer: boolean } | { kind: 'spot'; bounds: TBounds };

/** A little slack around a spot, so coordinates rounded on the way still fall inside. */
const SLACK = 1e-6;

export function selectionFilter(filter: TSearchFilterInput, selection: MapSelection): TSearchFilterInput {
  if (selection.kind === 'point') {
    return selection.isOffer
      ? { ...filter, market: Market.secondary, offerId: selection.id }
      : { ...filter, market: Market.primary, objectId: selection.id };
  }
  const [[south, west], [north, east]] = selection.bounds;
  return {
    ...filter,
    bounds: [
      [south - SLACK, west - SLACK],
      [north + SLACK, east + SLACK],
    ],
  };
}

export function useMapCards(filter: TSearchFilterInput, selection: MapSelection | null) {
  return useQuery({
    queryKey: ['map', 'cards', filter, selection] as const,
    queryFn: ({ signal }) =>
      api.post<TSearchResponse>('/api/search', selectionFilter(filter, selection!), {
        query: { page: 1 },
        signal,
      }),
    enabled: selection !== null,
    staleTime: 30_000,
  });
}
