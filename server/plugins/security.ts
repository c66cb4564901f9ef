// Security headers: CSP, HSTS, nosniff, frame-ancestors. Map tiles come from the configured tile host.
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

function tileOrigins(tileUrl: string): string[] {
  try {
    const url = new URL(tileUrl.replace('{s}', 'a').replace(/\{[^}]+\}/g, '0'));
    const wildcard = tileUrl.includes('{s}')
      ? `${url.protocol}//*.${url.host.split('.').slice(1).join('.')}`
      : null;
    return [url.origin, ...(wildcard ? [wildcard] : [])];
  } catch {
    return [];
  }
}

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tileOrigins(app.env.MAP_TILE_URL)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: { maxAge: 31536000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}
