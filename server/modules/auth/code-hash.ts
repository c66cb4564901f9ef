// SMS codes are stored as HMAC-SHA256(APP_SECRET, phone:code): a leaked table reveals no code, and a code is bound to its phone.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export function hashCode(secret: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Six digits from a CSPRNG, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
