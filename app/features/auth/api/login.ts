// POST /api/user/login {phone, code} → {token, user}; the session starts on success.
import { useMutation } from '@tanstack/react-query';
import type { TLoginRequest, TLoginResponse } from '#shared/schemas/user.ts';
import { api } from '#app/lib/api.ts';
import { startSession } from '#app/lib/session.ts';

export const login = (input: TLoginRequest) => api.post<TLoginResponse>('/api/user/login', input);

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => startSession(token, user),
  });
}
