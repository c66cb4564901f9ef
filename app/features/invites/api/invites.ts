// POST /api/user/invite {phone} and DELETE /api/user/invite/{id}. The list comes with the user (SPEC §3), so the
// ['user'] cache is updated from each answer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TInvite, TUser } from '#shared/schemas/user.ts';
import { api } from '#app/lib/api.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

export const createInvite = (phone: string) => api.post<TInvite>('/api/user/invite', { phone });

export const deleteInvite = (id: number) => api.delete<{ ok: true }>(`/api/user/invite/${id}`);

export function useCreateInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createInvite,
    onSuccess: (invite) =>
      client.setQueryData<TUser>(queryKeys.user, (user) =>
        user ? { ...user, invites: [invite, ...user.invites.filter((i) => i.id !== invite.id)] } : user,
      ),
  });
}

export function useDeleteInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteInvite,
    onSuccess: (_answer, id) =>
      client.setQueryData<TUser>(queryKeys.user, (user) =>
        user ? { ...user, invites: user.invites.filter((i) => i.id !== id) } : user,
      ),
  });
}
