// Moderation (shared/api/moderation.ts): users by search and offers by status, page by page; a role change and an
// offer's disabling or restoring refresh the lists they touch.
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  changeUserRole,
  disableOffer,
  listModerationOffers,
  listModerationUsers,
  restoreOffer,
} from '#shared/api/moderation.ts';
import { call } from '#app/lib/call.ts';
import { nextPageParam } from './paging.ts';

export const moderationKeys = {
  all: ['moderation'] as const,
  users: (search: string) => ['moderation', 'users', search] as const,
  offers: (status: number | null) => ['moderation', 'offers', status] as const,
  allOffers: ['moderation', 'offers'] as const,
};

export function useModerationUsers(search: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: moderationKeys.users(search),
      queryFn: ({ pageParam, signal }) =>
        call(listModerationUsers, { query: { page: pageParam, search: search || undefined } }, { signal }),
      initialPageParam: 1,
      getNextPageParam: nextPageParam,
      // The rows stay while a new search loads: a ban started on one of them finishes in place.
      placeholderData: keepPreviousData,
    }),
  );
}

export function useModerationOffers(status: number | null) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: moderationKeys.offers(status),
      queryFn: ({ pageParam, signal }) =>
        call(listModerationOffers, { query: { page: pageParam, status: status ?? undefined } }, { signal }),
      initialPageParam: 1,
      getNextPageParam: nextPageParam,
    }),
  );
}

export function useChangeRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, group }: { id: number; group: number }) =>
      call(changeUserRole, { params: { id }, body: { group } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}

const offerAction = { disable: disableOffer, restore: restoreOffer } as const;

export function useModerateOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: keyof typeof offerAction }) =>
      call(offerAction[action], { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: moderationKeys.allOffers }),
  });
}
