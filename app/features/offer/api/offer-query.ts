// POST /api/objects/{id} {isOffer: 1}: a resale offer in full; `snapshot` opens a preview.
import { useQuery } from '@tanstack/react-query';
import type { TOfferFull } from '#shared/schemas/offer.ts';
import { api } from '#app/lib/api.ts';

export const offerKeys = {
  offer: (id: number, snapshot?: string) => ['offer', id, { snapshot: snapshot ?? null }] as const,
};

export const fetchOffer = (id: number, snapshot?: string, signal?: AbortSignal) =>
  api.post<TOfferFull>(
    `/api/objects/${id}`,
    { isOffer: true, ...(snapshot ? { snapshot } : {}) },
    // In preview the page shows a link that does not open as a calm page rather than a login screen.
    { signal, ...(snapshot ? { errors: 'throw' as const } : {}) },
  );

export function useOffer(id: number, snapshot?: string) {
  return useQuery({
    queryKey: offerKeys.offer(id, snapshot),
    queryFn: ({ signal }) => fetchOffer(id, snapshot, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}
