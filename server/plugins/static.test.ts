import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStatic } from './static.ts';

// A built SPA as vite.config.ts leaves it: an asset with its .br and .gz beside it, one without.
const SCRIPT = `export const greeting = ${JSON.stringify('Привет, '.repeat(400))};\n`;
const INDEX = '<!doctype html><html lang="ru"><body><div id="root"></div></body></html>';

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'kvartal-static-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), INDEX);
  await writeFile(path.join(dir, 'assets/app-abc123.js'), SCRIPT);
  await writeFile(path.join(dir, 'assets/app-abc123.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(dir, 'assets/app-abc123.js.gz'), gzipSync(SCRIPT));
  await writeFile(path.join(dir, 'assets/small-def456.js'), 'export {};\n');
  app = Fastify();
  app.decorate('storage', { root: undefined } as unknown as FastifyInstance['storage']);
  await registerStatic(app, { serve: true, spaRoot: dir });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('[static] precompressed assets', () => {
  it('sends the brotli file to a browser that accepts br, cached for good', async () => {
    const response = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip file to a browser that accepts only gzip', async () => {
    const response = await get('/assets/app-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file to a client that asks for no encoding', async () => {
    const response = await get('/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it('sends an asset too small to compress as it is', async () => {
    const response = await get('/assets/small-def456.js', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('export {};\n');
  });
});

describe('[static] the SPA fallback', () => {
  it('answers a page path with index.html, revalidated', async () => {
    const response = await get('/feed', 'gzip, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX);
  });

  it('answers the root with index.html when the browser accepts br', async () => {
    const response = await get('/', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
  });

  it('answers an unknown API path with a Russian 404, not the page', async () => {
    const response = await get('/api/nothing-here', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ type: 'NotFound' });
  });
});
