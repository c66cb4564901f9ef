// One Socket.IO connection, opened with the bearer token after login and closed on logout (SPEC §7 Realtime).
// Handlers are registered once and survive reconnects and token changes. socket.io-client is loaded on demand
// so the first screen stays small.
import type { Socket } from 'socket.io-client';
import type { TErrorType } from '#shared/errors.ts';
import { PrivateEvent, SOCKET_PATH } from '#shared/realtime.ts';

type Handler = (payload: unknown) => void;

const handlers = new Map<string, Set<Handler>>();
const BANNED: TErrorType = 'UserIsBanned';

/** Dispatched on every (re)connection: what was pushed while there was none has to be read. */
export const SOCKET_CONNECTED = 'connect';

let socket: Socket | null = null;
let socketToken: string | null = null;
/** Bumped on every connect/disconnect so a slow dynamic import cannot revive a closed session. */
let generation = 0;

export function onSocketEvent(event: string, handler: Handler): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  set.add(handler);
  return () => set.delete(handler);
}

function dispatch(event: string, payload: unknown) {
  for (const handler of handlers.get(event) ?? []) handler(payload);
}

export async function connectSocket(token: string): Promise<void> {
  if (socket && socketToken === token) return;
  disconnectSocket();
  const mine = ++generation;
  socketToken = token;
  const { io } = await import('socket.io-client');
  if (mine !== generation) return;
  const next = io({ path: SOCKET_PATH, auth: { token }, transports: ['websocket', 'polling'] });
  next.onAny((event: string, payload: unknown) => dispatch(event, payload));
  next.on('connect', () => {
    // Tests (and styles) can tell when pushes reach this page.
    document.documentElement.dataset.realtime = 'connected';
    dispatch(SOCKET_CONNECTED, null);
  });
  next.on('disconnect', () => delete document.documentElement.dataset.realtime);
  // The handshake refuses a banned user; Socket.IO does not retry after a middleware error.
  next.on('connect_error', (error: Error) => {
    if (error.message === BANNED) dispatch(PrivateEvent.UserIsBanned, null);
  });
  socket = next;
}

export function disconnectSocket(): void {
  delete document.documentElement.dataset.realtime;
  generation++;
  socketToken = null;
  socket?.disconnect();
  socket = null;
}

export function isSocketOpen(): boolean {
  return socket !== null;
}
