import type { FastifyPluginAsync } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-app.ts';

const routes: FastifyPluginAsync = async (api) => {
  api.get('/test-cors', { config: { auth: 'public' } }, async () => ({ ok: true }));
};

const t = useTestApp({}, { apiRoutes: routes });

describe('[cors] the mobile wrapper', () => {
  it.each(['https://localhost', 'capacitor://localhost'])(
    'lets the page of %s read an answer',
    async (origin) => {
      const response = await t.app.inject({ method: 'GET', url: '/api/test-cors', headers: { origin } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers.vary).toMatch(/origin/i);
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    },
  );

  it('answers the preflight of a call with the bearer token', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/user',
      headers: {
        origin: 'https://localhost',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, x-requested-with',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://localhost');
    expect(response.headers['access-control-allow-methods']).toContain('POST');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
  });

  it('lets the wrapper send an Idempotency-Key with a booking', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/bookings',
      headers: {
        origin: 'https://localhost',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, idempotency-key',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'idempotency-key',
    );
  });

  it('gives another origin nothing, neither an answer header nor a preflight', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test-cors',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/user',
      headers: { origin: 'http://localhost', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.statusCode).not.toBe(204);
  });
});
