// Saved filters (shared/api/saved-filters.ts): save one, delete one. The list comes with the user, so the ['user']
// cache is updated from each answer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteFilter as deleteEndpoint, saveFilter as saveEndpoint } from '#shared/api/saved-filters.ts';
import type { TSearchFilterInput } from '#shared/schemas/filter.ts';
import type { TUser } from '#shared/schemas/user.ts';
import { call } from '#app/lib/call.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

export const saveFilter = (name: string, filter: TSearchFilterInput) =>
  call(saveEndpoint, { body: { name, filter } });

export const deleteFilter = (id: number) => call(deleteEndpoint, { params: { id } });

export function useSaveFilter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, filter }: { name: string; filter: TSearchFilterInput }) => saveFilter(name, filter),
    onSuccess: (saved) =>
      client.setQueryData<TUser>(queryKeys.user, (user) =>
        user ? { ...user, filters: [saved, ...user.filters.filter((f) => f.id !== saved.id)] } : user,
      ),
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
