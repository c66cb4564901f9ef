// POST /api/user/code {phone} → {resendIn, expiresIn}: an SMS with the login code.
import { useMutation } from '@tanstack/react-query';
import type { TCodeResponse } from '#shared/schemas/user.ts';
import { api } from '#app/lib/api.ts';

export const requestCode = (phone: string) => api.post<TCodeResponse>('/api/user/code', { phone });

export function useRequestCode() {
  return useMutation({ mutationFn: requestCode });
}
