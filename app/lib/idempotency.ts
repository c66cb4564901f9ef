// Idempotency-Key on the create calls (server/core/idempotency.ts): one UUID per submit attempt. The same body sent
// again for the same purpose (a second click that slipped through, a retry after a lost answer) carries the same
// key, so the server answers it with the first answer instead of writing twice; an answer ends the attempt, and the
// next submit (or another body) gets a new key.
import { ApiError } from './api-error.ts';

const HEADER = 'Idempotency-Key';

/** crypto.randomUUID needs a secure context; a phone opening the dev server by its LAN address has none. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const attempts = new Map<string, { body: string; key: string }>();

/** The key of the attempt under way for `purpose` with this body; a new one for another body. */
export function attemptKey(purpose: string, body: unknown): string {
  const text = JSON.stringify(body) ?? '';
  const current = attempts.get(purpose);
  if (current?.body === text) return current.key;
  const key = newIdempotencyKey();
  attempts.set(purpose, { body: text, key });
  return key;
}

function endAttempt(purpose: string, key: string): void {
  if (attempts.get(purpose)?.key === key) attempts.delete(purpose);
}

/** A request that never got an answer, or a server failure: the same attempt may be sent again. */
const mayRepeat = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/**
 * Sends one attempt with its Idempotency-Key header: `purpose` names what is being created (`booking:15`), `body`
 * what is sent. The key outlives a lost answer (the retry repeats the attempt) and ends with any answer.
 */
export async function sendAttempt<T>(
  purpose: string,
  body: unknown,
  send: (headers: Record<string, string>) => Promise<T>,
): Promise<T> {
  const key = attemptKey(purpose, body);
  try {
    const answer = await send({ [HEADER]: key });
    endAttempt(purpose, key);
    return answer;
  } catch (error) {
    if (!mayRepeat(error)) endAttempt(purpose, key);
    throw error;
  }
}
