// The owner's resale offers (shared/api/user-offers.ts): the lists with counts by status, the editor's offer or draft,
// its partial save, deletion, activation and photos; and the complexes an offer can be tied to. Keys start with
// 'user-offers' so the lists and the editor refresh together (a notification about an offer refreshes them too).
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { OutputOf } from '#shared/api/endpoint.ts';
import { autocomplete } from '#shared/api/search.ts';
import {
  activateAllOffers,
  activateOwnOffer,
  deleteOfferImage,
  deleteOwnOffer,
  getOwnOffer,
  listArchivedOffers,
  listOwnOffers,
  saveOwnOffer,
  uploadOfferImage,
} from '#shared/api/user-offers.ts';
import type { TOfferFull } from '#shared/schemas/offer.ts';
import type { TOfferKey, TOwnOfferUpdateInput } from '#shared/schemas/user-offers.ts';
import { call, callUpload } from '#app/lib/call.ts';
import { sendAttempt } from '#app/lib/idempotency.ts';
import { forgetLifecycleNotifications, forgetOfferNotifications } from '#app/lib/offer-notifications.ts';
import { hasSession } from '#app/lib/session.ts';
import { nextPageParam } from './paging.ts';

export type OwnList = 'current' | 'archive';
/** `draft` is the caller's draft; a number one of their offers. */
export type OfferKey = TOfferKey;
export type TImagesAnswer = OutputOf<typeof uploadOfferImage>;

export const userOffersKeys = {
  all: ['user-offers'] as const,
  list: (list: OwnList) => ['user-offers', list] as const,
  one: (key: OfferKey) => ['user-offers', 'one', key] as const,
  ones: ['user-offers', 'one'] as const,
  complexes: (title: string) => ['offer-form', 'complexes', title] as const,
  /** The cabinet's counts, which every change of an offer moves. */
  cabinet: ['cabinet'] as const,
};

// The lists

const listEndpoint = { current: listOwnOffers, archive: listArchivedOffers } as const;

export const fetchOwnOffers = (list: OwnList, page: number, signal?: AbortSignal) =>
  call(listEndpoint[list], { query: { page } }, { signal });

export const ownOffersQuery = (list: OwnList) =>
  infiniteQueryOptions({
    queryKey: userOffersKeys.list(list),
    queryFn: ({ pageParam, signal }) => fetchOwnOffers(list, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export function useOwnOffers(list: OwnList) {
  return useInfiniteQuery({ ...ownOffersQuery(list), enabled: hasSession() });
}

// The editor's offer

export const fetchOwnOffer = async (key: OfferKey, signal?: AbortSignal) =>
  (await call(getOwnOffer, { params: { id: key } }, { signal })).data;

export const ownOfferQuery = (key: OfferKey) =>
  queryOptions({
    queryKey: userOffersKeys.one(key),
    queryFn: ({ signal }) => fetchOwnOffer(key, signal),
    staleTime: 0,
    retry: false,
  });

export function useOwnOffer(key: OfferKey, enabled = true) {
  return useQuery({ ...ownOfferQuery(key), enabled: enabled && hasSession() });
}

/** A partial save: only the fields sent change; `draft` makes the draft on its first save. */
export const saveOffer = async (key: OfferKey, patch: TOwnOfferUpdateInput) =>
  (
    await sendAttempt(`saveOffer:${key}`, patch, (headers) =>
      call(saveOwnOffer, { params: { id: key }, body: patch }, { headers }),
    )
  ).data;

export const activateOffer = (id: number) => call(activateOwnOffer, { params: { id } });

export const deleteOffer = (key: OfferKey) => call(deleteOwnOffer, { params: { id: key } });

export const uploadPhoto = (key: OfferKey, file: Blob, onProgress: (fraction: number) => void) =>
  callUpload(uploadOfferImage, { params: { id: key }, body: { image: file } }, { onProgress });

export const deletePhoto = (key: OfferKey, imageId: number) =>
  call(deleteOfferImage, { params: { id: key, imageId } });

/** Stores what the server answered under the key it was read by and its real id; lists and counts go stale. */
export function storeOffer(client: QueryClient, offer: TOfferFull, readAs?: OfferKey): void {
  if (readAs !== undefined) client.setQueryData(userOffersKeys.one(readAs), offer);
  if (offer.id !== 0) client.setQueryData(userOffersKeys.one(offer.id), offer);
  void client.invalidateQueries({ queryKey: userOffersKeys.all, refetchType: 'none' });
  void client.invalidateQueries({ queryKey: userOffersKeys.cabinet });
}

// The lists' actions: each refreshes the lists and the counts, and takes the notifications the server dropped out of
// the bell.

const refresh = (client: QueryClient) => {
  void client.invalidateQueries({ queryKey: userOffersKeys.all });
  void client.invalidateQueries({ queryKey: userOffersKeys.cabinet });
};

export function useActivateOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: activateOffer,
    onSuccess: (_answer, id) => {
      refresh(client);
      forgetLifecycleNotifications(client, [id]);
    },
  });
}

export function useActivateAll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(activateAllOffers),
    onSuccess: (answer) => {
      refresh(client);
      forgetLifecycleNotifications(client, answer.data.activated);
    },
  });
}

export function useDeleteOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteOffer(id),
    onSuccess: (_answer, id) => {
      refresh(client);
      forgetOfferNotifications(client, id);
    },
  });
}

// The complexes an offer can be tied to, by name

export function useComplexSuggestions(title: string) {
  return useQuery({
    queryKey: userOffersKeys.complexes(title),
    queryFn: async ({ signal }) => (await call(autocomplete, { body: { title } }, { signal })).complexes,
    enabled: title.length >= 2,
    staleTime: 60_000,
  });
}
