// POST /api/email/verify/send {email?} → {resendIn}: a letter with the confirmation link; without an email the
// address already on the profile is used.
import { useMutation } from '@tanstack/react-query';
import { api } from '#app/lib/api.ts';

export const sendVerification = (email?: string) =>
  api.post<{ resendIn: number }>('/api/email/verify/send', email ? { email } : undefined);

export function useSendVerification() {
  return useMutation({ mutationFn: sendVerification });
}
