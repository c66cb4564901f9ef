// Security headers: CSP, HSTS, nosniff, frame-ancestors. Map tiles come from the configured tile host; the page talks
// only to its own origin (the API, and Socket.IO over ws/wss). Why each source is allowed: decision 014.
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { createHash } from 'node:crypto';
import { earlyScript } from '#shared/early-script.ts';
import { firstPaintStyleSource } from '../modules/first-paint/styles.ts';
import { errorReportOrigins } from '../observability/error-reports.ts';

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

/** The socket's origins: the public host over ws and wss ('self' covers them only in newer browsers). */
function socketOrigins(publicUrl: string | undefined): string[] {
  // Without PUBLIC_URL (never in production) the host is the request's: 'self' stands for it.
  if (!publicUrl) return [];
  const { host } = new URL(publicUrl);
  return [`ws://${host}`, `wss://${host}`];
}

/** The early script's CSP source: the server allows this one inline script and no other. */
export const earlyScriptSource = (): string =>
  `'sha256-${createHash('sha256').update(earlyScript()).digest('base64')}'`;

/**
 * The policy with its frame-ancestors replaced: the widget's page lets the builder's sites frame it ('none' when
 * there are none); every other page keeps 'none'.
 */
export function withFrameAncestors(policy: string, origins: readonly string[]): string {
  const sources = origins.length > 0 ? origins.join(' ') : "'none'";
  const others = policy
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('frame-ancestors'));
  return [...others, `frame-ancestors ${sources}`].join(';');
}

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tileOrigins(app.env.MAP_TILE_URL)],
        // Stylesheets are files, but for the server's first paint's one <style>, by its hash (decision 033). Style
        // attributes stay allowed: the map's cluster markers size themselves in the HTML Leaflet writes with innerHTML.
        styleSrc: ["'self'", firstPaintStyleSource()],
        styleSrcAttr: ["'unsafe-inline'"],
        // The one inline script: index.html's early requests (shared/early-script.ts), by its hash.
        scriptSrc: ["'self'", earlyScriptSource()],
        // The browser's error reports go to their DSN's host when one is set (observability/error-reports.ts).
        connectSrc: ["'self'", ...socketOrigins(app.env.PUBLIC_URL), ...errorReportOrigins(app.env)],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: { maxAge: 31536000, includeSubDomains: true },
    // Older browsers read this instead of frame-ancestors: no page may be framed (the widget's page drops it).
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}
