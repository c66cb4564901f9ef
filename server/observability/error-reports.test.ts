// A local server on 127.0.0.1 speaks the part of Sentry's protocol the SDK uses (POST /api/<project>/envelope/,
// newline-delimited JSON: the envelope's header, then each item's header and payload); the app reports to it.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/app.ts';
import { AppError } from '../errors.ts';
import { sentryLoaded } from './error-reports.ts';

interface Received {
  method: string | undefined;
  url: string | undefined;
  auth: string;
  text: string;
  items: { header: { type?: string }; payload: Record<string, unknown> }[];
}

/** Parses an envelope: a header line, then per item a header line and its payload line. */
function parseEnvelope(text: string): Received['items'] {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  JSON.parse(lines[0]!);
  const items: Received['items'] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    items.push({ header: JSON.parse(lines[i]!), payload: JSON.parse(lines[i + 1]!) });
  }
  return items;
}

describe('[observability] error reports to a Sentry-protocol endpoint', () => {
  let server: Server;
  let t: TestContext;
  const received: Received[] = [];
  let loadedWithoutDsn: boolean | undefined;

  beforeAll(async () => {
    // An app without SENTRY_DSN first: it must not load the SDK at all.
    const plain = await buildTestApp();
    loadedWithoutDsn = sentryLoaded();
    await plain.close();
    server = createServer((req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        let body = Buffer.concat(chunks);
        if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
        const text = body.toString('utf8');
        const ok = req.method === 'POST' && req.url?.startsWith('/api/1/envelope/');
        received.push({
          method: req.method,
          url: req.url,
          auth: String(req.headers['x-sentry-auth'] ?? ''),
          text,
          items: ok ? parseEnvelope(text) : [],
        });
        res.writeHead(ok ? 200 : 404, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await buildTestApp(
      { SENTRY_DSN: `http://publickey0123@127.0.0.1:${port}/1`, RELEASE: 'kvartal@test-release' },
      {
        apiRoutes: async (api) => {
          api.get('/test/boom', { config: { auth: 'public' } }, async () => {
            throw new Error('Не дозвонились до +7 (918) 123-45-67');
          });
          api.get('/test/not-found', { config: { auth: 'public' } }, async () => {
            throw new AppError('NotFound');
          });
          // A catalogue error answered with 500 on purpose: expected, not reported.
          api.get('/test/app-server-error', { config: { auth: 'public' } }, async () => {
            throw new AppError('ServerError');
          });
        },
      },
    );
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => server.close(resolve));
  });

  const flush = async () => (await import('@sentry/node')).flush(5000);
  const events = () =>
    received.flatMap((r) =>
      r.items.filter((item) => item.header.type === 'event').map((item) => item.payload),
    );

  it('sends an unexpected error with the request id, the release and the environment, without the phone or the token', async () => {
    expect(loadedWithoutDsn).toBe(false);
    expect(sentryLoaded()).toBe(true);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/boom?phone=%2B79181234567&token=query-token-xyz',
      headers: {
        authorization: 'Bearer secret-token-123',
        cookie: 'kv_session=cookie-token-456',
        'x-client-phone': '8 918 123 45 67',
      },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ type: 'ServerError' });
    await flush();

    const [event, ...more] = events();
    expect(more).toEqual([]);
    expect(event).toBeDefined();
    const sent = received.find((r) => r.items.some((item) => item.payload === event))!;
    expect(sent.method).toBe('POST');
    expect(sent.url).toMatch(/^\/api\/1\/envelope\//);
    expect(sent.auth + sent.url).toContain('sentry_key=publickey0123');

    expect(event!.tags).toMatchObject({ request_id: res.headers['x-request-id'], route: '/api/test/boom' });
    expect(event!.release).toBe('kvartal@test-release');
    expect(event!.environment).toBe('test');
    const exception = (event!.exception as { values: { type: string; value: string }[] }).values[0]!;
    expect(exception.type).toBe('Error');
    expect(exception.value).toBe('Не дозвонились до [Filtered]');
    const request = event!.request as { url: string; method: string; headers: Record<string, string> };
    expect(request.method).toBe('GET');
    expect(request.url).toMatch(/\/api\/test\/boom\?\[Filtered\]$/);
    expect(request.headers.authorization).toBe('[Filtered]');
    expect(request.headers.cookie).toBe('[Filtered]');
    expect(request.headers['x-client-phone']).toBe('[Filtered]');

    for (const secret of [
      '9181234567',
      '918 123',
      '918) 123',
      'secret-token-123',
      'cookie-token-456',
      'query-token-xyz',
    ])
      expect(sent.text, secret).not.toContain(secret);
  });

  it('hands the browser its DSN through /api/config and lets it post there', async () => {
    const dsn = `http://publickey0123@127.0.0.1:${(server.address() as AddressInfo).port}/1`;
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().errorReports).toEqual({ dsn, release: 'kvartal@test-release', environment: 'test' });
    expect(res.headers['content-security-policy']).toMatch(
      new RegExp(`connect-src [^;]*http://127\\.0\\.0\\.1:${(server.address() as AddressInfo).port}`),
    );

    const own = await buildTestApp({
      SENTRY_DSN: dsn,
      SENTRY_DSN_BROWSER: 'https://browserkey@errors.kvartal.example/7',
      SENTRY_ENVIRONMENT: 'staging',
    });
    try {
      const config = await own.app.inject({ method: 'GET', url: '/api/config' });
      expect(config.json().errorReports).toMatchObject({
        dsn: 'https://browserkey@errors.kvartal.example/7',
        environment: 'staging',
      });
      expect(config.headers['content-security-policy']).toContain('https://errors.kvartal.example');
    } finally {
      await own.close();
    }
  });

  it('sends nothing for an AppError or a refused input', async () => {
    const before = events().length;
    expect((await t.app.inject({ method: 'GET', url: '/api/test/not-found' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/test/app-server-error' })).statusCode).toBe(500);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: '{broken',
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(422);
    await flush();
    expect(events().length).toBe(before);
  });
});
