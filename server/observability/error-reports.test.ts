// The app reports to a local Sentry-protocol server (server/test/sentry-server.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/app.ts';
import { startSentryServer, type SentryServer } from '../test/sentry-server.ts';
import { AppError } from '../errors.ts';
import { sentryLoaded } from './error-reports.ts';
import * as systemApi from '#shared/api/system.ts';

describe('[observability] error reports to a Sentry-protocol endpoint', () => {
  let sentry: SentryServer;
  let t: TestContext;
  let loadedWithoutDsn: boolean | undefined;

  beforeAll(async () => {
    // An app without SENTRY_DSN first: it must not load the SDK at all.
    const plain = await buildTestApp();
    loadedWithoutDsn = sentryLoaded();
    await plain.close();
    sentry = await startSentryServer();
    t = await buildTestApp(
      { SENTRY_DSN: sentry.dsn, RELEASE: 'kvartal@test-release' },
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
    await sentry?.close();
  });

  const flush = async () => (await import('@sentry/node')).flush(5000);
  const events = () => sentry.events();

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
    const sent = sentry.received.find((r) => r.items.some((item) => item.payload === event))!;
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
    const dsn = sentry.dsn;
    const port = new URL(dsn).port;
    const res = await t.call(systemApi.readConfig);
    expect(res.json().errorReports).toEqual({ dsn, release: 'kvartal@test-release', environment: 'test' });
    expect(res.headers['content-security-policy']).toMatch(
      new RegExp(`connect-src [^;]*http://127\\.0\\.0\\.1:${port}`),
    );

    const own = await buildTestApp({
      SENTRY_DSN: dsn,
      SENTRY_DSN_BROWSER: 'https://browserkey@errors.kvartal.example/7',
      SENTRY_ENVIRONMENT: 'staging',
    });
    try {
      const config = await own.call(systemApi.readConfig);
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
