// «Рынок» (shared/api/market.ts): the area's summary, the ₽/м² heat layer of the map's view, the comparison.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getMarketComplexes, getMarketHeat, getMarketSummary } from '#shared/api/market.ts';
import type { TMarketHeatQueryInput, TMarketSummaryQueryInput } from '#shared/schemas/market.ts';
import { call } from '#app/lib/call.ts';

export const marketKeys = {
  all: ['market'] as const,
  summary: (query: TMarketSummaryQueryInput) => ['market', 'summary', query] as const,
  heat: (query: TMarketHeatQueryInput) => ['market', 'heat', query] as const,
  complexes: (ids: readonly number[], rooms: readonly number[]) =>
    ['market', 'complexes', ids, rooms] as const,
};

export const marketSummaryQuery = (query: TMarketSummaryQueryInput) =>
  queryOptions({
    queryKey: marketKeys.summary(query),
    queryFn: ({ signal }) => call(getMarketSummary, { query }, { signal }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useMarketSummary(query: TMarketSummaryQueryInput) {
  return useQuery(marketSummaryQuery(query));
}

/** The heat layer of the map's view; off (no request) while `query` is null. */
export function useMarketHeat(query: TMarketHeatQueryInput | null) {
  return useQuery({
    queryKey: marketKeys.heat(query ?? { bounds: '', zoom: 0 }),
    queryFn: ({ signal }) => call(getMarketHeat, { query: query! }, { signal }),
    enabled: query !== null,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useMarketComplexes(ids: readonly number[], rooms: readonly number[] = []) {
  return useQuery({
    queryKey: marketKeys.complexes(ids, rooms),
    queryFn: ({ signal }) =>
      call(
        getMarketComplexes,
        { query: { ids: ids.join(','), ...(rooms.length ? { rooms: rooms.join(',') } : {}) } },
        { signal },
      ),
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
