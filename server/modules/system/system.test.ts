import { describe, expect, it } from 'vitest';
import { decode } from '@msgpack/msgpack';
import { useTestApp } from '../../test/use-app.ts';
import * as systemApi from '#shared/api/system.ts';

describe('[system] health, config, conventions', () => {
  const t = useTestApp();

  it('answers health with the engine in use', async () => {
    const res = await t.call(systemApi.health);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      engine: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('answers MessagePack when asked', async () => {
    const res = await t.call(systemApi.health, null, null, { headers: { accept: 'application/x-msgpack' } });
    expect(res.headers['content-type']).toBe('application/x-msgpack');
    expect(decode(res.rawPayload)).toMatchObject({ status: 'ok' });
  });

  it('answers an unknown API path with NotFound', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ type: 'NotFound' });
  });

  it('sets security headers', async () => {
    const res = await t.call(systemApi.readConfig);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.json()).toHaveProperty('tileUrl');
    // No PUBLIC_URL in tests: the address the request came to.
    expect(res.json().publicUrl).toBe('http://localhost:80');
    // No SENTRY_DSN: the browser reports nowhere.
    expect(res.json().errorReports).toBeNull();
  });
});
