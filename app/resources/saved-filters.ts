// Saved filters (shared/api/saved-filters.ts): save one, delete one. The list comes with the user, so the ['user']
// cache is updated from each answer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteFilter as deleteEndpoint,
  saveFilter as saveEndpoint,
  updateFilterNotify,
} from '#shared/api/saved-filters.ts';
import type { TFilterNotify } from '#shared/filter-alerts.ts';
import type { TSearchFilterInput } from '#shared/schemas/filter.ts';
import type { TSavedFilter, TUser } from '#shared/schemas/user.ts';
import { call } from '#app/lib/call.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

export const saveFilter = (name: string, filter: TSearchFilterInput) =>
  call(saveEndpoint, { body: { name, filter } });

export const deleteFilter = (id: number) => call(deleteEndpoint, { params: { id } });

export const setFilterNotify = (id: number, notify: TFilterNotify) =>
  call(updateFilterNotify, { params: { id }, body: { notify } });

/** The ['user'] cache with this saved filter in place (first when it is new). */
const withFilter = (user: TUser | undefined, saved: TSavedFilter): TUser | undefined => {
  if (!user) return user;
  const known = user.filters.some((f) => f.id === saved.id);
  return {
    ...user,
    filters: known ? user.filters.map((f) => (f.id === saved.id ? saved : f)) : [saved, ...user.filters],
  };
};

export function useSaveFilter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, filter }: { name: string; filter: TSearchFilterInput }) => saveFilter(name, filter),
    onSuccess: (saved) => client.setQueryData<TUser>(queryKeys.user, (user) => withFilter(user, saved)),
  });
}

/** «Сразу», «Раз в день» or «Не уведомлять» for one saved filter. */
export function useSetFilterNotify() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, notify }: { id: number; notify: TFilterNotify }) => setFilterNotify(id, notify),
    onSuccess: (saved) => client.setQueryData<TUser>(queryKeys.user, (user) => withFilter(user, saved)),
  });
}

export function useDeleteFilter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteFilter,
    onSuccess: (_answer, id) =>
      client.setQueryData<TUser>(queryKeys.user, (user) =>
        user ? { ...user, filters: user.filters.filter((f) => f.id !== id) } : user,
      ),
  });
}
