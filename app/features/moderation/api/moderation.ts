// /api/moderation: users (GET ?search&page, PUT {id} { group }) and offers (GET ?status&page, disable, restore).
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPageMeta } from '#shared/schemas/common.ts';
import type { TModerationOffer, TModerationUser } from '#shared/schemas/moderation.ts';
import { api } from '#app/lib/api.ts';

interface Page<T> {
  data: T[];
  meta: TPageMeta;
}

export const moderationKeys = {
  users: (search: string) => ['moderation', 'users', search] as const,
  offers: (status: number | null) => ['moderation', 'offers', status] as const,
};

const next = (last: Page<unknown>) =>
  last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined;

export function useModerationUsers(search: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: moderationKeys.users(search),
      queryFn: ({ pageParam, signal }) =>
        api.get<Page<TModerationUser>>('/api/moderation/users', {
          query: { page: pageParam, search: search || undefined },
          signal,
        }),
      initialPageParam: 1,
      getNextPageParam: next,
    }),
  );
}

export function useModerationOffers(status: number | null) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: moderationKeys.offers(status),
      queryFn: ({ pageParam, signal }) =>
        api.get<Page<TModerationOffer>>('/api/moderation/offers', {
          query: { page: pageParam, status: status ?? undefined },
          signal,
        }),
      initialPageParam: 1,
      getNextPageParam: next,
    }),
  );
}

export function useChangeRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, group }: { id: number; group: number }) =>
      api.put<{ data: TModerationUser }>(`/api/moderation/users/${id}`, { group }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['moderation'] }),
  });
}

export function useModerateOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'disable' | 'restore' }) =>
      api.post<{ data: TModerationOffer }>(`/api/moderation/offers/${id}/${action}`),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['moderation', 'offers'] }),
  });
}
