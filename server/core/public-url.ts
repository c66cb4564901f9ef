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

/**
 * The same for work no request started (the daily digest): PUBLIC_URL, otherwise the address this server listens on,
 * so a development server still mails links that open; null before it listens.
 */
export function ownUrl(
  env: { PUBLIC_URL?: string | undefined },
  address: string | { address: string; port: number; family?: string } | null,
): string | null {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/+$/, '');
  if (!address || typeof address === 'string') return null;
  const any = address.address === '0.0.0.0' || address.address === '::';
  const host = any ? 'localhost' : address.address.includes(':') ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
