import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { earlyScript } from '#shared/early-script.ts';
import { buildTestApp, type TestContext } from '../test/app.ts';
import { earlyScriptSource } from './security.ts';
import { FIRST_PAINT_CSS } from '../modules/first-paint/styles.ts';
import * as systemApi from '#shared/api/system.ts';

const earlyHash = earlyScriptSource();

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({
    PUBLIC_URL: 'https://kvartal.example:8443',
    MAP_TILE_URL: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  });
});
afterAll(() => t.close());

/** The CSP header as directive → sources. */
async function policy(): Promise<Record<string, string[]>> {
  const res = await t.call(systemApi.health);
  const header = String(res.headers['content-security-policy']);
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('[security] the content security policy', () => {
  it('loads styles from files and the first paint’s one sheet; style attributes (the map markers) stay allowed', async () => {
    const csp = await policy();
    // Files, and the server's first paint's one stylesheet by its hash (decision 033).
    const firstPaint = `'sha256-${createHash('sha256').update(FIRST_PAINT_CSS).digest('base64')}'`;
    expect(csp['style-src']).toEqual(["'self'", firstPaint]);
    expect(csp['style-src-attr']).toEqual(["'unsafe-inline'"]);
    expect(csp['style-src-elem']).toBeUndefined();
    expect(csp['script-src']).toEqual(["'self'", earlyHash]);
  });

  it('runs no inline script but the early requests of index.html, allowed by the hash of its very text', () => {
    const hash = createHash('sha256').update(earlyScript()).digest('base64');
    expect(earlyHash).toBe(`'sha256-${hash}'`);
  });

  it('connects only to its own origin: the API, and Socket.IO over ws and wss of its public host', async () => {
    const csp = await policy();
    expect(csp['connect-src']).toEqual(["'self'", 'ws://kvartal.example:8443', 'wss://kvartal.example:8443']);
  });

  it('keeps the tile host for images and refuses framing and plugins', async () => {
    const csp = await policy();
    expect(csp['img-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://a.tile.openstreetmap.org',
        'https://*.tile.openstreetmap.org',
      ]),
    );
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
  });
});
