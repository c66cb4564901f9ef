// One Socket.IO connection, opened with the bearer token after login and closed on logout (PRODUCT §7 Realtime).
// Handlers are registered once and survive reconnects and token changes. socket.io-client is loaded on demand
// so the first screen stays small.
import type { Socket } from 'socket.io-client';
import type { TErrorType } from '#shared/errors.ts';
import { PrivateEvent, SOCKET_CONNECTED, SOCKET_PATH } from '#shared/realtime.ts';
import { apiOrigin } from './api-origin.ts';

type Handler = (payload: unknown) => void;

const handlers = new Map<string, Set<Handler>>();
const BANNED: TErrorType = 'UserIsBanned';

/** Retries after a refused handshake: 1 s, 2 s, 4 s… up to 30 s, each ±20 % so a restarted server is not stormed. */
export const RETRY = { firstMs: 1_000, maxMs: 30_000, jitter: 0.2 } as const;

let socket: Socket | null = null;
let socketToken: string | null = null;
/** Bumped on every connect/disconnect so a slow dynamic import cannot revive a closed session. */
let generation = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let failures = 0;

export function onSocketEvent(event: string, handler: Handler): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  set.add(handler);
  return () => set.delete(handler);
}

function dispatch(event: string, payload: unknown) {
  for (const handler of handlers.get(event) ?? []) handler(payload);
}

/** The wait before the next try after `failures` refusals in a row. */
export function retryDelay(failed: number, random = Math.random()): number {
  const base = Math.min(RETRY.maxMs, RETRY.firstMs * 2 ** Math.max(0, failed - 1));
  return Math.round(base * (1 - RETRY.jitter + 2 * RETRY.jitter * random));
}

function clearRetry() {
  clearTimeout(retryTimer);
  retryTimer = undefined;
}

export interface ConnectOptions {
  /**
   * The session's data was loaded a while before this connection (it waited for the first content), so the first
   * connection too reads what it may have missed. Otherwise only reconnections do: at login or a plain start the
   * user and notifications load together with the connection.
   */
  catchUp?: boolean;
}

/** The app's event handlers, loaded with the first connection (main.tsx): none of them is needed before one. */
let loadHandlers: () => Promise<void> = () => Promise.resolve();
let handlersLoaded: Promise<void> | null = null;
export function setSocketHandlers(load: () => Promise<void>): void {
  loadHandlers = load;
  handlersLoaded = null;
}

export async function connectSocket(token: string, { catchUp = false }: ConnectOptions = {}): Promise<void> {
  if (socket && socketToken === token) return;
  disconnectSocket();
  const mine = ++generation;
  socketToken = token;
  // The handlers are in place before the connection can deliver anything (its first «connected» included).
  const [{ io }] = await Promise.all([import('socket.io-client'), (handlersLoaded ??= loadHandlers())]);
  if (mine !== generation) return;
  const options = { path: SOCKET_PATH, auth: { token }, transports: ['websocket', 'polling'] };
  // Inside the mobile wrapper the server is not the page's host.
  const origin = apiOrigin();
  const next = origin ? io(origin, options) : io(options);
  next.onAny((event: string, payload: unknown) => dispatch(event, payload));
  let missed = catchUp;
  next.on('connect', () => {
    failures = 0;
    clearRetry();
    // Tests (and styles) can tell when pushes reach this page.
    document.documentElement.dataset.realtime = 'connected';
    if (missed) dispatch(SOCKET_CONNECTED, null);
    // Whatever comes after a drop was missed.
    missed = true;
  });
  next.on('disconnect', () => delete document.documentElement.dataset.realtime);
  next.on('connect_error', (error: Error) => {
    // A banned user is refused for good: the session ends (lib/realtime.ts).
    if (error.message === BANNED) {
      clearRetry();
      dispatch(PrivateEvent.UserIsBanned, null);
      return;
    }
    // Transport failures are retried by Socket.IO itself (the socket stays active); a refusal by the server's
    // handshake (ServerError when it could not look the token up) is not, so it is retried here with a backoff.
    if (next.active || retryTimer !== undefined) return;
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (mine === generation && !next.connected) next.connect();
    }, retryDelay(failures));
  });
  socket = next;
}

export function disconnectSocket(): void {
  delete document.documentElement.dataset.realtime;
  generation++;
  socketToken = null;
  failures = 0;
  clearRetry();
  socket?.disconnect();
  socket = null;
}

export function isSocketOpen(): boolean {
  return socket !== null;
}
