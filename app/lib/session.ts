// The stored session: the token in localStorage, the user in the query cache, the socket.
import type { TUser } from '#shared/schemas/user.ts';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { navigateTo } from './navigation.ts';
import { paths } from './paths.ts';
import { afterFirstContent, waitsForFirstContent } from './first-content.ts';
import { connectSocket, disconnectSocket } from './socket.ts';
import {
  forgetOfflineCache,
  forgetTabDrafts,
  getToken,
  removeToken,
  setToken,
  STORAGE_KEYS,
} from './storage.ts';

export function startSession(token: string, user: TUser): void {
  setToken(token);
  queryClient.setQueryData(queryKeys.user, user);
  void connectSocket(token);
}

/**
 * On start-up: reopen the socket of a stored session; on the feed, search and an object's page once the first
 * content is on screen. What was pushed before is read on connecting (lib/realtime.ts).
 */
export function resumeSession(): void {
  const token = getToken();
  if (!token) return;
  if (!waitsForFirstContent(window.location.pathname)) {
    void connectSocket(token);
    return;
  }
  afterFirstContent(() => {
    const current = getToken();
    if (current) void connectSocket(current, { catchUp: true });
  });
}

/** Forgets the session on this device (logout, Unauthorized, a ban); the server side is the caller's business. */
export function endLocalSession(): void {
  removeToken();
  forgetOfflineCache();
  forgetTabDrafts();
  disconnectSocket();
  queryClient.cancelQueries();
  queryClient.clear();
}

export function hasSession(): boolean {
  return getToken() !== null;
}

/** Where «На главную» leads: the feed when signed in, the sign-in start otherwise. */
export function homePath(): string {
  return hasSession() ? paths.feed() : paths.authHome();
}

/** Logging out or in in another tab applies here too (the storage event fires only in the other tabs). */
export function watchOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.token && event.key !== null) return;
    const token = getToken();
    if (!token) {
      disconnectSocket();
      queryClient.clear();
      forgetOfflineCache();
      forgetTabDrafts();
      forgetTabDrafts();
      navigateTo(paths.authHome(), { replace: true });
    } else {
      queryClient.removeQueries({ queryKey: queryKeys.user });
      void connectSocket(token);
      navigateTo(paths.feed(), { replace: true });
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
