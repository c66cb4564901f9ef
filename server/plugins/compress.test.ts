import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyPluginAsync } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-app.ts';

// A public answer the size of a page of cards, and a small one.
const cards = Array.from({ length: 20 }, (_, i) => ({
  id: i + 1,
  title: `ЖК Пример ${i + 1}`,
  price: 5_000_000,
}));
const routes: FastifyPluginAsync = async (api) => {
  api.get('/test-compress/big', { config: { auth: 'public' } }, async () => ({ data: cards }));
  api.get('/test-compress/small', { config: { auth: 'public' } }, async () => ({ ok: true }));
};

const t = useTestApp({}, { apiRoutes: routes });

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('[compress] API answers', () => {
  it('sends a large JSON answer in brotli to a browser that accepts it', async () => {
    const response = await get('/api/test-compress/big', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(JSON.stringify({ data: cards }).length / 2);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual({ data: cards });
  });

  it('falls back to gzip, and sends plain JSON to a client that accepts no encoding', async () => {
    const gzipped = await get('/api/test-compress/big', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual({ data: cards });

    const plain = await get('/api/test-compress/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual({ data: cards });
  });

  it('leaves a small answer and an error as they are', async () => {
    const small = await get('/api/test-compress/small', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });

    const missing = await get('/api/nothing-here', { 'accept-encoding': 'br' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ type: 'NotFound' });
  });
});
