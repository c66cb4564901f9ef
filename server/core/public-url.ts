// Where links the server hands out (mails, the payment's return, /api/config) point: PUBLIC_URL when set — production
// requires it —, otherwise the address the request came to, so a server on any port mails links that open.
import type { FastifyRequest } from 'fastify';

export function publicUrl(
  env: { PUBLIC_URL?: string | undefined },
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}
