import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { io as connect } from 'socket.io-client';
import { SOCKET_PATH } from '#shared/realtime.ts';
import { ru } from '#shared/texts/ru.ts';
import { testEnv } from '../env.ts';
import type { Database } from '../db/client.ts';
import { type TestContext } from '../test/app.ts';
import { useTestApp } from '../test/use-app.ts';
import { authHeaders, buildUser, tokenFor } from '../test/factories.ts';
import { openTestDatabase } from '../test/template.ts';
import { isApiCall, registerRateLimit } from './rate-limit.ts';
import { registerStatic } from './static.ts';
import * as systemApi from '#shared/api/system.ts';
import { startSocketNode } from '../test/socket-node.ts';

const config = (t: TestContext, ip: string) =>
  t.call(systemApi.readConfig, null, null, { remoteAddress: ip });

describe('[rate-limit] the per-IP API limit of anonymous callers', () => {
  const t = useTestApp({ RATE_LIMIT_MAX: '3' });

  it('answers the request past RATE_LIMIT_MAX a minute with 429 ThrottleLimit, the wait and Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await config(t, '10.1.0.1')).statusCode).toBe(200);
    const refused = await config(t, '10.1.0.1');
    expect(refused.statusCode).toBe(429);
    const body = refused.failure();
    expect(body).toEqual({ type: 'ThrottleLimit', message: ru.throttle.title, seconds: expect.any(Number) });
    expect(body.seconds).toBeGreaterThan(0);
    expect(body.seconds).toBeLessThanOrEqual(60);
    expect(Number(refused.headers['retry-after'])).toBe(body.seconds);
  });

  it('counts each address on its own', async () => {
    for (let i = 0; i < 3; i++) await config(t, '10.1.0.2');
    expect((await config(t, '10.1.0.2')).statusCode).toBe(429);
    expect((await config(t, '10.1.0.3')).statusCode).toBe(200);
  });

  it('lets the address in again once the minute is over', async () => {
    for (let i = 0; i < 4; i++) await config(t, '10.1.0.4');
    expect((await config(t, '10.1.0.4')).statusCode).toBe(429);
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 61_000);
    try {
      expect((await config(t, '10.1.0.4')).statusCode).toBe(200);
    } finally {
      now.mockRestore();
    }
  });
});

describe('[rate-limit] per user when logged in', () => {
  const t = useTestApp({ RATE_LIMIT_MAX: '3' });

  const config = (ip: string, headers: Record<string, string> = {}) =>
    t.call(systemApi.readConfig, null, null, { headers, remoteAddress: ip });

  it('gives each user their own minute, whatever address they call from, apart from anonymous callers', async () => {
    const first = authHeaders(await tokenFor(t.db, await buildUser(t.db)));
    const second = authHeaders(await tokenFor(t.db, await buildUser(t.db)));
    for (const ip of ['10.2.0.1', '10.2.0.2', '10.2.0.3'])
      expect((await config(ip, first)).statusCode).toBe(200);
    expect((await config('10.2.0.4', first)).statusCode).toBe(429);
    // The same office address: another user and an anonymous visitor still have their minutes.
    expect((await config('10.2.0.1', second)).statusCode).toBe(200);
    expect((await config('10.2.0.1')).statusCode).toBe(200);
  });

  it('counts a token that names no user by its address, so made-up tokens buy no fresh minutes', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await config('10.2.1.1', { authorization: `Bearer made-up-${i}` })).statusCode).toBe(200);
    }
    expect((await config('10.2.1.1', { authorization: 'Bearer made-up-4' })).statusCode).toBe(429);
  });
});

describe('[rate-limit] only API calls count', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'kvartal-rate-limit-static-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(dir, 'assets/app-abc123.js'), 'export {};\n');
    app = Fastify();
    app.decorate('env', testEnv({ RATE_LIMIT_MAX: '2' }));
    app.decorate('storage', { root: undefined } as unknown as FastifyInstance['storage']);
    await registerRateLimit(app);
    app.get('/api/ping', async () => ({ ok: true }));
    await registerStatic(app, { serve: true, spaRoot: dir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('never throttles static files or the pages of the SPA, while API calls from the address are', async () => {
    const get = (url: string) => app.inject({ method: 'GET', url, remoteAddress: '10.3.0.1' });
    for (let i = 0; i < 2; i++) expect((await get('/api/ping')).statusCode).toBe(200);
    expect((await get('/api/ping')).statusCode).toBe(429);
    for (let i = 0; i < 5; i++) {
      expect((await get('/assets/app-abc123.js')).statusCode).toBe(200);
      expect((await get('/')).statusCode).toBe(200);
      expect((await get('/feed?page=2')).statusCode).toBe(200);
    }
  });

  it('knows an API call by its path', () => {
    for (const url of ['/api/health', '/api?x=1', '/api']) expect(isApiCall(url), url).toBe(true);
    for (const url of ['/', '/apiary', '/assets/api.js', '/socket.io/?EIO=4', '/files/a.webp']) {
      expect(isApiCall(url), url).toBe(false);
    }
  });
});

// Engine.IO takes its path off the HTTP server before Fastify sees the request, so sockets have their own rule
// (the handshake's token check) and never spend or meet the API's limit.
describe('[rate-limit] Socket.IO on a real server', () => {
  let database: Database;
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    ({ app, url } = await startSocketNode(database, {
      storageDir: 'kvartal-rate-limit-test',
      env: { RATE_LIMIT_MAX: '2' },
    }));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('still connects a socket from an address whose API limit is spent', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await fetch(`${url}/api/config`)).status);
    expect(answers).toEqual([200, 200, 429]);

    for (const transports of [['polling'], ['websocket']]) {
      const socket = connect(url, { path: SOCKET_PATH, transports, reconnection: false });
      try {
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', resolve);
          socket.once('connect_error', reject);
        });
        expect(socket.connected).toBe(true);
      } finally {
        socket.disconnect();
      }
    }
  });
});
