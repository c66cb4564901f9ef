// The confirmation letter (shared/api/email.ts): without an address the one already on the profile is used.
import { useMutation } from '@tanstack/react-query';
import { sendVerification as sendEndpoint } from '#shared/api/email.ts';
import { call } from '#app/lib/call.ts';

export const sendVerification = (email?: string) =>
  call(sendEndpoint, { body: email ? { email } : undefined });

export function useSendVerification() {
  return useMutation({ mutationFn: sendVerification });
}
