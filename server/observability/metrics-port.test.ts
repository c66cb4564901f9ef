// METRICS_PORT: /metrics on a listener of its own (METRICS_HOST, loopback by default), never on the public port; the
// token, when set too, is asked there; the listener closes with the app. The variables' refusals.
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/app.ts';
import { PRODUCTION_ENV } from '../test/production-env.ts';
import { parseEnv } from '../env.ts';
import { listenMetrics } from './metrics.ts';
import * as systemApi from '#shared/api/system.ts';

const TOKEN = 'metrics-token-for-the-tests-0123';

describe('[observability] METRICS_PORT', () => {
  let t: TestContext | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('serves /metrics on its own loopback port and not on the public one', async () => {
    t = await buildTestApp({ METRICS_PORT: '0' });
    expect((await t.call(systemApi.health)).statusCode).toBe(200);
    const address = await listenMetrics(t.app);
    expect(address).toMatchObject({ address: '127.0.0.1' });
    const base = `http://127.0.0.1:${address!.port}`;

    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(text).toContain(
      'http_request_duration_seconds_count{route="/api/health",method="GET",status="200"}',
    );
    expect(text).toContain('nodejs_eventloop_lag_seconds');

    // The public port has no /metrics, with or without a token; the metrics port has nothing else.
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await fetch(`${base}/api/health`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);

    await t.close();
    t = undefined;
    await expect(fetch(`${base}/metrics`)).rejects.toThrow();
  });

  it('asks for METRICS_TOKEN on its port when both are set', async () => {
    t = await buildTestApp({ METRICS_PORT: '0', METRICS_TOKEN: TOKEN });
    const { port } = (await listenMetrics(t.app))!;
    const url = `http://127.0.0.1:${port}/metrics`;
    const refused = await fetch(url);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe('Bearer');
    expect((await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }))
        .statusCode,
    ).toBe(404);
  });

  it('starts no listener without METRICS_PORT: the token route stays on the public port', async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN });
    expect(await listenMetrics(t.app)).toBeNull();
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses METRICS_PORT equal to PORT, and in production an open METRICS_HOST without a token', () => {
    const problems = (source: Record<string, string>) => {
      const parsed = parseEnv(source);
      return 'problems' in parsed ? parsed.problems : [];
    };
    expect(problems({ NODE_ENV: 'test', PORT: '3000', METRICS_PORT: '3000' })).toEqual([
      'METRICS_PORT: must differ from PORT: the metrics listener keeps /metrics off the public port (docs/DEPLOY.md, «Watching it»)',
    ]);
    expect(problems({ NODE_ENV: 'test', METRICS_PORT: 'nine' })).toEqual(['METRICS_PORT: must be a number']);
    expect(problems({ ...PRODUCTION_ENV, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toEqual([
      'METRICS_HOST: opens /metrics to the network without a token: set METRICS_TOKEN too, or METRICS_HOST=127.0.0.1 (docs/DEPLOY.md)',
    ]);
    expect(
      problems({ ...PRODUCTION_ENV, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: TOKEN }),
    ).toEqual([]);
    expect(problems({ ...PRODUCTION_ENV, METRICS_PORT: '9464' })).toEqual([]);
  });
});
