// Files under the private prefix (a deal's documents) are never served at /files, from the folder or from a bucket:
// only a route that checks who asks reads them.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStatic } from './static.ts';

let dir: string;
let local: FastifyInstance;
let bucket: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'kvartal-private-'));
  await mkdir(path.join(dir, 'private/deals/1'), { recursive: true });
  await mkdir(path.join(dir, 'documents'), { recursive: true });
  await writeFile(path.join(dir, 'private/deals/1/contract.pdf'), '%PDF-1.4 secret');
  await writeFile(path.join(dir, 'documents/public.pdf'), '%PDF-1.4 public');
  local = Fastify();
  local.decorate('storage', { root: dir } as unknown as FastifyInstance['storage']);
  await registerStatic(local, { serve: true, spaRoot: path.join(dir, 'no-spa') });
  await local.ready();
  bucket = Fastify();
  bucket.decorate('storage', {
    root: undefined,
    read: async () => ({ body: Readable.from(['%PDF-1.4']), contentType: 'application/pdf' }),
  } as unknown as FastifyInstance['storage']);
  await registerStatic(bucket, { serve: true, spaRoot: path.join(dir, 'no-spa') });
  await bucket.ready();
});

afterAll(async () => {
  await local.close();
  await bucket.close();
  await rm(dir, { recursive: true, force: true });
});

describe('[static] private files', () => {
  it('[static] a public file is served, a private one is not, however the path is written', async () => {
    expect((await local.inject({ method: 'GET', url: '/files/documents/public.pdf' })).statusCode).toBe(200);
    for (const url of [
      '/files/private/deals/1/contract.pdf',
      '/files//private/deals/1/contract.pdf',
      '/files/./private/deals/1/contract.pdf',
      '/files/documents/../private/deals/1/contract.pdf',
    ]) {
      const res = await local.inject({ method: 'GET', url });
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.body).not.toContain('secret');
    }
  });

  it('[static] from a bucket too', async () => {
    expect((await bucket.inject({ method: 'GET', url: '/files/documents/a.pdf' })).statusCode).toBe(200);
    expect((await bucket.inject({ method: 'GET', url: '/files/private/deals/1/a.pdf' })).statusCode).toBe(
      404,
    );
  });
});
