// The S3 storage against s3rver in this process, and /files streamed from it with the folder's headers.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStatic } from '../plugins/static.ts';
import { startS3rver, type RunningS3 } from '../test/s3rver.ts';
import { contentTypeOf, S3Storage } from './s3.ts';

let s3: RunningS3;
let storage: S3Storage;
let app: FastifyInstance;

beforeAll(async () => {
  s3 = await startS3rver();
  storage = new S3Storage(s3.options);
  await storage.ensureBucket();
  await storage.ensureBucket();
  app = Fastify();
  app.decorate('storage', storage);
  await registerStatic(app, { serve: true, spaRoot: '/nonexistent' });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  storage.close();
  await s3.stop();
});

const PHOTO = Buffer.from('RIFF....WEBPVP8 fake image bytes');

describe('[storage] S3', () => {
  it('puts, gets and answers null for a key it does not hold', async () => {
    await storage.put('images/a1/s.webp', PHOTO);
    expect(await storage.get('images/a1/s.webp')).toEqual(PHOTO);
    expect(await storage.get('images/a1/missing.webp')).toBeNull();
    expect(storage.url('images/a1/s.webp')).toBe('/files/images/a1/s.webp');
  });

  it('removes one key, or every key under a folder, and leaves the rest', async () => {
    await storage.put('images/b2/s.webp', PHOTO);
    await storage.put('images/b2/m.webp', PHOTO);
    await storage.put('images/b20/s.webp', PHOTO);
    await storage.put('documents/c3/plan.pdf', PHOTO);
    await storage.remove('documents/c3/plan.pdf');
    expect(await storage.get('documents/c3/plan.pdf')).toBeNull();
    await storage.remove('images/b2/');
    expect(await storage.get('images/b2/s.webp')).toBeNull();
    expect(await storage.get('images/b2/m.webp')).toBeNull();
    expect(await storage.get('images/b20/s.webp')).toEqual(PHOTO);
  });

  it('refuses a key that climbs out of the bucket', async () => {
    await expect(storage.put('../escape.webp', PHOTO)).rejects.toThrow(/Bad storage key/);
  });

  it('knows the types of what it stores', () => {
    expect(contentTypeOf('images/x/s.webp')).toBe('image/webp');
    expect(contentTypeOf('documents/x/План.PDF')).toBe('application/pdf');
    expect(contentTypeOf('documents/x/a.docx')).toMatch(/wordprocessingml/);
    expect(contentTypeOf('documents/x/noext')).toBe('application/octet-stream');
  });
});

describe('[storage] /files from S3', () => {
  it('streams the object with its type, a month of immutable cache and its ETag; 304 when it has not changed', async () => {
    await storage.put('images/d4/l.webp', PHOTO);
    const first = await app.inject({ method: 'GET', url: '/files/images/d4/l.webp' });
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload).toEqual(PHOTO);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=2592000, immutable');
    expect(first.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await app.inject({
      method: 'GET',
      url: '/files/images/d4/l.webp',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers a byte range with 206', async () => {
    await storage.put('documents/e5/plan.pdf', Buffer.from('0123456789'));
    const part = await app.inject({
      method: 'GET',
      url: '/files/documents/e5/plan.pdf',
      headers: { range: 'bytes=2-5' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.payload).toBe('2345');
    expect(part.headers['content-range']).toBe('bytes 2-5/10');
    expect(part.headers['content-type']).toBe('application/pdf');
  });

  it('answers 404 for a missing file and for a key climbing out', async () => {
    expect((await app.inject({ method: 'GET', url: '/files/images/zz/s.webp' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/files/../etc/passwd' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/files/images/%2e%2e/%2e%2e/x' })).statusCode).toBe(404);
  });
});
