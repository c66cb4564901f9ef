// Market data (shared/api/price-history.ts): a unit's or an offer's price history and a complex's «Динамика цен».
// Keys sit under the unit's, offer's or complex's own, so what refreshes those refreshes these.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCellHistory, getOfferHistory, getPriceDynamics } from '#shared/api/price-history.ts';
import { call } from '#app/lib/call.ts';

export type TPriceItemKind = 'cell' | 'offer';

export const priceHistoryKeys = {
  history: (kind: TPriceItemKind, id: number) => ['price-history', kind, id] as const,
  dynamics: (objectId: number) => ['realty', objectId, 'price-dynamics'] as const,
};

export const priceHistoryQuery = (kind: TPriceItemKind, id: number) =>
  queryOptions({
    queryKey: priceHistoryKeys.history(kind, id),
    queryFn: ({ signal }) =>
      call(kind === 'cell' ? getCellHistory : getOfferHistory, { params: { id }, query: {} }, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 60_000,
  });

export function usePriceHistory(kind: TPriceItemKind, id: number) {
  return useQuery(priceHistoryQuery(kind, id));
}

export const priceDynamicsQuery = (objectId: number) =>
  queryOptions({
    queryKey: priceHistoryKeys.dynamics(objectId),
    queryFn: ({ signal }) => call(getPriceDynamics, { params: { id: objectId }, query: {} }, { signal }),
    enabled: Number.isInteger(objectId) && objectId > 0,
    staleTime: 5 * 60_000,
  });

export function usePriceDynamics(objectId: number) {
  return useQuery(priceDynamicsQuery(objectId));
}
