import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { io as connect } from 'socket.io-client';
import { SOCKET_PATH } from '#shared/realtime.ts';
import { ru } from '#shared/texts/ru.ts';
import { buildApp } from '../app.ts';
import { testEnv } from '../env.ts';
import type { Database } from '../db/client.ts';
import { FakeClock } from '../providers/clock.ts';
import { RecordingMail } from '../providers/mail.ts';
import { RecordingSms } from '../providers/sms.ts';
import { SocketIoRealtime } from '../realtime/socket.ts';
import { LocalStorage } from '../storage/storage.ts';
import { buildTestApp, type TestContext } from '../test/app.ts';
import { openTestDatabase } from '../test/template.ts';

const health = (t: TestContext, ip: string) =>
  t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip });

describe('[rate-limit] the per-IP API limit', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => t.close());

  it('answers the request past RATE_LIMIT_MAX a minute with 429 ThrottleLimit, the wait and Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await health(t, '10.1.0.1')).statusCode).toBe(200);
    const refused = await health(t, '10.1.0.1');
    expect(refused.statusCode).toBe(429);
    const body = refused.json();
    expect(body).toEqual({ type: 'ThrottleLimit', message: ru.throttle.title, seconds: expect.any(Number) });
    expect(body.seconds).toBeGreaterThan(0);
    expect(body.seconds).toBeLessThanOrEqual(60);
    expect(Number(refused.headers['retry-after'])).toBe(body.seconds);
  });

  it('counts each address on its own', async () => {
    for (let i = 0; i < 3; i++) await health(t, '10.1.0.2');
    expect((await health(t, '10.1.0.2')).statusCode).toBe(429);
    expect((await health(t, '10.1.0.3')).statusCode).toBe(200);
  });

  it('lets the address in again once the minute is over', async () => {
    for (let i = 0; i < 4; i++) await health(t, '10.1.0.4');
    expect((await health(t, '10.1.0.4')).statusCode).toBe(429);
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 61_000);
    try {
      expect((await health(t, '10.1.0.4')).statusCode).toBe(200);
    } finally {
      now.mockRestore();
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
    const realtime = new SocketIoRealtime();
    app = await buildApp(
      {
        env: testEnv({ RATE_LIMIT_MAX: '2' }),
        database,
        storage: new LocalStorage(path.join(os.tmpdir(), 'kvartal-rate-limit-test')),
        sms: new RecordingSms(),
        mail: new RecordingMail(),
        clock: new FakeClock(),
        realtime,
      },
      { serveStatic: false },
    );
    realtime.attach(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('still connects a socket from an address whose API limit is spent', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await fetch(`${url}/api/health`)).status);
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
