// Invites (shared/api/invites.ts): invite a phone, withdraw an invite. The list comes with the user, so the user's
// cache is updated from each answer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createInvite, deleteInvite } from '#shared/api/invites.ts';
import type { TUser } from '#shared/schemas/user.ts';
import { call } from '#app/lib/call.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

export function useCreateInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (phone: string) => call(createInvite, { body: { phone } }),
    onSuccess: (invite) =>
      client.setQueryData<TUser>(queryKeys.user, (user) =>
        user ? { ...user, invites: [invite, ...user.invites.filter((i) => i.id !== invite.id)] } : user,
      ),
  });
}

export function useDeleteInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteInvite, { params: { id } }),
    onSuccess: (_answer, id) =>
      client.setQueryData<TUser>(queryKeys.user, (user) =>
        user ? { ...user, invites: user.invites.filter((i) => i.id !== id) } : user,
      ),
  });
}
