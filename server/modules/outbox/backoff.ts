// Exponential backoff: 10 s, 20 s, 40 s … doubling up to an hour between tries, so 24 hours hold about 30 tries.
const FIRST_MS = 10_000;
const MAX_MS = 60 * 60_000;

export function backoffMs(attempts: number): number {
  return Math.min(MAX_MS, FIRST_MS * 2 ** Math.max(0, attempts - 1));
}
