// A resale offer in full for its public page (POST /api/objects/{id} with isOffer, shared/api/realty.ts);
// `snapshot` opens a preview.
import { useQuery } from '@tanstack/react-query';
import { getObject } from '#shared/api/realty.ts';
import type { TOfferFull } from '#shared/schemas/offer.ts';
import { call } from '#app/lib/call.ts';

export const offerKeys = {
  offer: (id: number, snapshot?: string) => ['offer', id, { snapshot: snapshot ?? null }] as const,
};

export const fetchOffer = (id: number, snapshot?: string, signal?: AbortSignal) =>
  call(
    getObject,
    { params: { id }, body: { isOffer: true, ...(snapshot ? { snapshot } : {}) } },
    // In preview the page shows a link that does not open as a calm page rather than a login screen.
    { signal, ...(snapshot ? { errors: 'throw' as const } : {}) },
    // Asked with isOffer, the answer is an offer.
  ) as Promise<TOfferFull>;

export function useOffer(id: number, snapshot?: string) {
  return useQuery({
    queryKey: offerKeys.offer(id, snapshot),
    queryFn: ({ signal }) => fetchOffer(id, snapshot, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}
