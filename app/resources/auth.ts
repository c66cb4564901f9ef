// Logging in and out (shared/api/auth.ts): the SMS code, the login that starts the session, the logout after which
// this device forgets the session whatever the server answers; logging out on every device (shared/api/user.ts),
// which ends this device's session only once the server has revoked them all.
import { useMutation } from '@tanstack/react-query';
import {
  login as loginEndpoint,
  logout as logoutEndpoint,
  requestCode as codeEndpoint,
} from '#shared/api/auth.ts';
import { logoutAll } from '#shared/api/user.ts';
import type { InputOf } from '#shared/api/endpoint.ts';
import { call } from '#app/lib/call.ts';
import { navigateTo } from '#app/lib/navigation.ts';
import { paths } from '#app/lib/paths.ts';
import { endLocalSession, startSession } from '#app/lib/session.ts';

export const requestCode = (phone: string) => call(codeEndpoint, { body: { phone } });

export function useRequestCode() {
  return useMutation({ mutationFn: requestCode });
}

export const login = (body: InputOf<typeof loginEndpoint>['body']) => call(loginEndpoint, { body });

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => startSession(token, user),
  });
}

export async function logout(): Promise<void> {
  try {
    await call(logoutEndpoint, null, { errors: 'throw' });
  } catch {
    // An expired token or no network: the local session ends all the same.
  } finally {
    endLocalSession();
    navigateTo(paths.authHome(), { replace: true });
  }
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}

/** Every session of the account, this one included. A network error keeps the session (nothing was revoked). */
export async function logoutEverywhere(): Promise<void> {
  await call(logoutAll);
  endLocalSession();
  navigateTo(paths.authHome(), { replace: true });
}

export function useLogoutEverywhere() {
  return useMutation({ mutationFn: logoutEverywhere });
}
