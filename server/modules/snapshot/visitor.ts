// Who is reading a link. The server names a visitor after the address of their first visit and signs the name
// (HMAC with APP_SECRET); the browser keeps it and sends it back as X-Visitor-Id, so a client is one visitor from
// any address later. An id the server did not sign counts as its address: a script inventing ids, or sending none,
// is one visitor per address.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sha256 } from '../../core/hash.ts';

export const VISITOR_HEADER = 'x-visitor-id';

const SIGNED = /^(ip-[0-9a-f]{32})\.([A-Za-z0-9_-]{22})$/;

const sign = (secret: string, id: string) =>
  createHmac('sha256', secret).update(`visitor:${id}`).digest('base64url').slice(0, 22);

export interface Visitor {
  /** Counted and stored with openings and reactions. */
  id: string;
  /** Sent back for the browser to keep. */
  token: string;
}

export function visitorOf(request: FastifyRequest, secret: string): Visitor {
  const sent = request.headers[VISITOR_HEADER];
  const match = typeof sent === 'string' ? SIGNED.exec(sent) : null;
  if (match) {
    const expected = Buffer.from(sign(secret, match[1]!));
    if (timingSafeEqual(expected, Buffer.from(match[2]!))) return { id: match[1]!, token: match[0] };
  }
  const id = `ip-${sha256(request.ip).slice(0, 32)}`;
  return { id, token: `${id}.${sign(secret, id)}` };
}
