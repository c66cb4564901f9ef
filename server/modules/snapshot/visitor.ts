// Who is reading a link: the random id the browser keeps and sends as X-Visitor-Id, or, when it sent none (or
// nonsense), one derived from the address, so openings and reactions still count once per person.
import type { FastifyRequest } from 'fastify';
import { sha256 } from '../../core/hash.ts';

export const VISITOR_HEADER = 'x-visitor-id';

const WELL_FORMED = /^[A-Za-z0-9_-]{16,64}$/;

export function visitorOf(request: FastifyRequest): string {
  const sent = request.headers[VISITOR_HEADER];
  if (typeof sent === 'string' && WELL_FORMED.test(sent)) return sent;
  return `ip-${sha256(request.ip).slice(0, 32)}`;
}
