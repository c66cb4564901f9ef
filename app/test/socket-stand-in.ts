// The socket module stood in for component tests: `vi.mock('#app/lib/socket.ts', () => import('#app/test/socket-stand-in.ts'))`.
// Handlers register as the app's do; `emitSocket` delivers an event to them as a push from the server would.
import { vi } from 'vitest';

type Handler = (payload: unknown) => void;

const handlers = new Map<string, Set<Handler>>();

export function onSocketEvent(event: string, handler: Handler): () => void {
  if (!handlers.has(event)) handlers.set(event, new Set());
  handlers.get(event)!.add(handler);
  return () => handlers.get(event)!.delete(handler);
}

export const connectSocket = vi.fn(async () => {});
export const disconnectSocket = vi.fn();

export function emitSocket(event: string, payload: unknown): void {
  for (const handler of handlers.get(event) ?? []) handler(payload);
}

/** How many handlers listen to an event (a screen's listener is on once this is above zero). */
export const listenersOf = (event: string) => handlers.get(event)?.size ?? 0;
