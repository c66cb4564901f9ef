// The key in a digest's unsubscribe link: the user's id signed with APP_SECRET (HMAC-SHA256) for this one purpose,
// so the link works without a login and cannot be made for somebody else. It does not expire: an old letter's link
// still unsubscribes, as mail clients expect of List-Unsubscribe.
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'filter-digest-unsubscribe';

const signature = (secret: string, userId: number) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${userId}`).digest('base64url');

export const unsubscribeToken = (secret: string, userId: number): string =>
  `${userId}.${signature(secret, userId)}`;

/** The user the token was made for, or null for anything forged or malformed. */
export function readUnsubscribeToken(secret: string, token: string | null | undefined): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) return null;
  const userId = Number(match[1]);
  const expected = Buffer.from(signature(secret, userId));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}
