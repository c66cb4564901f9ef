import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { buildTestApp, type TestContext } from '../test/app.ts';
import * as systemApi from '#shared/api/system.ts';

/** A pino logger whose lines land in an array, parsed. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, stream) };
}

describe('[observability] request ids and the access log', () => {
  let t: TestContext | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('gives each request an id in its answer header and in its log lines, without the raw URL', async () => {
    const { lines, logger } = capture();
    t = await buildTestApp({ ACCESS_LOG: '1' }, { logger });
    const res = await t.call(systemApi.health, { query: { token: 'secret-token' } });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const access = lines.filter((l) => l.msg === 'access');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({ reqId: id, method: 'GET', route: '/api/health', status: 200 });
    expect(typeof access[0]!.ms).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret-token');

    const other = await t.call(systemApi.health);
    expect(other.headers['x-request-id']).not.toBe(id);
  });

  it('puts the id on lines a handler logs, and no access lines without ACCESS_LOG', async () => {
    const { lines, logger } = capture();
    t = await buildTestApp(
      {},
      {
        logger,
        apiRoutes: async (api) => {
          api.get('/test/log', { config: { auth: 'public' } }, async (request) => {
            request.log.info('inside the handler');
            return { ok: true };
          });
        },
      },
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/test/log' });
    expect(res.statusCode).toBe(200);
    const inside = lines.find((l) => l.msg === 'inside the handler');
    expect(inside?.reqId).toBe(res.headers['x-request-id']);
    expect(lines.some((l) => l.msg === 'access')).toBe(false);
  });

  it('takes X-Request-Id only from a trusted proxy', async () => {
    t = await buildTestApp();
    const untrusted = await t.call(systemApi.health, null, null, {
      headers: { 'x-request-id': 'from-the-client' },
    });
    expect(untrusted.headers['x-request-id']).not.toBe('from-the-client');
    await t.close();

    t = await buildTestApp({ TRUST_PROXY: '1' });
    const trusted = await t.call(systemApi.health, null, null, {
      headers: { 'x-request-id': 'proxy-id-42' },
    });
    expect(trusted.headers['x-request-id']).toBe('proxy-id-42');
    const hostile = await t.call(systemApi.health, null, null, {
      headers: { 'x-request-id': 'bad id\twith spaces' },
    });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('with the proxies named by address, takes the id only from them', async () => {
    const ask = (on: TestContext) =>
      on.call(systemApi.health, null, null, { headers: { 'x-request-id': 'proxy-id-43' } });
    // app.inject's peer is 127.0.0.1.
    t = await buildTestApp({ TRUST_PROXY: '10.0.0.5,192.168.0.0/16' });
    expect((await ask(t)).headers['x-request-id']).not.toBe('proxy-id-43');
    await t.close();
    t = await buildTestApp({ TRUST_PROXY: '10.0.0.5,127.0.0.0/8' });
    expect((await ask(t)).headers['x-request-id']).toBe('proxy-id-43');
  });
});
