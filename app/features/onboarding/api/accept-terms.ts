// POST /api/user/update {acceptTerms: true}: the user accepts the agreement and moves to the next status.
import { useMutation } from '@tanstack/react-query';
import type { TUser } from '#shared/schemas/user.ts';
import { api } from '#app/lib/api.ts';
import { setUser } from '#app/lib/user.ts';

export const acceptTerms = () => api.post<{ user: TUser }>('/api/user/update', { acceptTerms: true });

export function useAcceptTerms() {
  return useMutation({ mutationFn: acceptTerms, onSuccess: ({ user }) => setUser(user) });
}
