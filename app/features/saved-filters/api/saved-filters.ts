// POST /api/user/filter {name, filter} and DELETE /api/user/filter/{id}. The list comes with the user (SPEC §3),
// so the ['user'] cache is updated from each answer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSavedFilter, TUser } from '#shared/schemas/user.ts';
import { api } from '#app/lib/api.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

export const saveFilter = (name: string, filter: Record<string, unknown>) =>
  api.post<TSavedFilter>('/api/user/filter', { name, filter });

export const deleteFilter = (id: number) => api.delete<{ ok: true }>(`/api/user/filter/${id}`);

export function useSaveFilter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, filter }: { name: string; filter: Record<string, unknown> }) =>
      saveFilter(name, filter),
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
