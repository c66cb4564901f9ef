// The owner's editor: GET /api/user/offers/{id|draft}, PUT (partial save; `draft` makes the draft on its first
// save, and `{ cellId }` ties it to a chessboard unit), DELETE, activation, photos (multipart upload with progress,
// delete). Keys start with 'user-offers' so the owner's lists and this editor refresh together.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { TImage } from '#shared/schemas/common.ts';
import type { TOfferFull } from '#shared/schemas/offer.ts';
import { api } from '#app/lib/api.ts';
import { hasSession } from '#app/lib/session.ts';

export type OfferKey = 'draft' | number;

export const offerFormKeys = {
  lists: ['user-offers'] as const,
  one: (key: OfferKey) => ['user-offers', 'one', key] as const,
  cabinet: ['cabinet'] as const,
};

const path = (key: OfferKey) => `/api/user/offers/${key}`;

export const fetchOwnOffer = async (key: OfferKey, signal?: AbortSignal) =>
  (await api.get<{ data: TOfferFull }>(path(key), { signal })).data;

export const ownOfferQuery = (key: OfferKey) =>
  queryOptions({
    queryKey: offerFormKeys.one(key),
    queryFn: ({ signal }) => fetchOwnOffer(key, signal),
    staleTime: 0,
    retry: false,
  });

export function useOwnOffer(key: OfferKey, enabled = true) {
  return useQuery({ ...ownOfferQuery(key), enabled: enabled && hasSession() });
}

export const saveOffer = async (key: OfferKey, patch: Record<string, unknown>) =>
  (await api.put<{ data: TOfferFull }>(path(key), patch)).data;

export const activateOffer = (id: number) =>
  api.post<{ data: TOfferFull; meta: { inactive_count: number } }>(`/api/user/offers/${id}/activate`);

export const deleteOffer = (key: OfferKey) => api.delete<{ ok: true }>(path(key));

export interface TImagesAnswer {
  image?: TImage;
  images: TImage[];
}

export const uploadPhoto = (key: OfferKey, file: File, onProgress: (fraction: number) => void) =>
  api.upload<TImagesAnswer>(`${path(key)}/imageUpload`, { image: file }, { onProgress });

export const deletePhoto = (key: OfferKey, imageId: number) =>
  api.delete<TImagesAnswer>(`${path(key)}/imageDelete/${imageId}`);

/** Stores what the server answered under the key it was read by and its real id; lists and counts go stale. */
export function storeOffer(client: QueryClient, offer: TOfferFull, readAs?: OfferKey): void {
  if (readAs !== undefined) client.setQueryData(offerFormKeys.one(readAs), offer);
  if (offer.id !== 0) client.setQueryData(offerFormKeys.one(offer.id), offer);
  void client.invalidateQueries({ queryKey: offerFormKeys.lists, refetchType: 'none' });
  void client.invalidateQueries({ queryKey: offerFormKeys.cabinet });
}
