// POST /api/user/logout revokes the token on the server; this device forgets the session whatever the answer.
import { useMutation } from '@tanstack/react-query';
import { api } from './api.ts';
import { navigateTo } from './navigation.ts';
import { paths } from './paths.ts';
import { endLocalSession } from './session.ts';

export async function logout(): Promise<void> {
  try {
    await api.post('/api/user/logout', undefined, { errors: 'throw' });
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
