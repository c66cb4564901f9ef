import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { decode } from '@msgpack/msgpack';
import { endpoint } from '#shared/api/endpoint.ts';
import { getFixation } from '#shared/api/fixations.ts';
import { apiCaller, authorizationOf, encodeQuery } from './call.ts';

// An echo server: what call() puts on the wire comes back as JSON.
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.addContentTypeParser('application/x-msgpack', { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, decode(body as Buffer)),
  );
  app.addContentTypeParser('multipart/form-data', (_req, _payload, done) => done(null, null));
  app.all('/api/*', async (request) => ({
    method: request.method,
    url: request.url,
    query: request.query,
    authorization: request.headers.authorization ?? null,
    contentType: request.headers['content-type'] ?? null,
    accept: request.headers.accept ?? null,
    extra: request.headers['x-extra'] ?? null,
    ip: request.ip,
    body: request.body ?? null,
  }));
  await app.ready();
});
afterAll(() => app.close());

const echo = endpoint({
  method: 'PUT',
  path: '/api/things/:id/parts/:part',
  summary: 'test',
  errors: [],
});

describe('[test-call] call(descriptor, input, as)', () => {
  it('[test-call] fills the path parameters, encoded', async () => {
    const res = await apiCaller(app).callRaw(echo, { params: { id: 5, part: 'a b/c' } });
    expect(res.json()).toMatchObject({ method: 'PUT', url: '/api/things/5/parts/a%20b%2Fc' });
    await expect(apiCaller(app).callRaw(echo, { params: { id: 5 } })).rejects.toThrow(/no value for :part/);
  });

  it('[test-call] encodes the query as the app does: repeated keys for arrays, 1/0 for booleans, no undefined', () => {
    expect(
      encodeQuery({ rooms: [1, 2], all: true, off: false, q: 'дом & сад', none: undefined, empty: null }),
    ).toBe('rooms=1&rooms=2&all=1&off=0&q=%D0%B4%D0%BE%D0%BC+%26+%D1%81%D0%B0%D0%B4&empty=');
    expect(encodeQuery(undefined)).toBe('');
  });

  it('[test-call] sends the query, a JSON body and the caller’s bearer token', async () => {
    const res = await apiCaller(app).callRaw(
      echo,
      { params: { id: 1, part: 'x' }, query: { ids: [3, 4], q: 'Сочи' }, body: { price: 5_000_000 } },
      'token-1',
    );
    expect(res.json()).toMatchObject({
      url: '/api/things/1/parts/x?ids=3&ids=4&q=%D0%A1%D0%BE%D1%87%D0%B8',
      query: { ids: ['3', '4'], q: 'Сочи' },
      authorization: 'Bearer token-1',
      contentType: 'application/json',
      body: { price: 5_000_000 },
    });
  });

  it('[test-call] takes the caller as a token, a world’s caller or person, a user row, or none', async () => {
    const bearer = { authorization: 'Bearer abc' };
    expect(await authorizationOf('abc')).toEqual(bearer);
    expect(await authorizationOf({ token: 'abc' })).toEqual(bearer);
    expect(await authorizationOf({ headers: bearer })).toEqual(bearer);
    const row = { id: 5, phone: '+79000000005' };
    expect(await authorizationOf(row, async (u) => `abc-${u.id}`)).toEqual({ authorization: 'Bearer abc-5' });
    await expect(authorizationOf(row)).rejects.toThrow(/apiCaller\(app, db\)/);
    expect(await authorizationOf(null)).toEqual({});
    expect(await authorizationOf(undefined)).toEqual({});
  });

  it('[test-call] sends no authorization for a public call, and extra headers and the address when asked', async () => {
    const res = await apiCaller(app).call(getFixation, { params: { id: 7 } }, null, {
      headers: { 'x-extra': 'yes' },
      remoteAddress: '203.0.113.9',
    });
    expect(res.json()).toMatchObject({
      method: 'GET',
      url: '/api/fixations/7',
      authorization: null,
      extra: 'yes',
      ip: '203.0.113.9',
      body: null,
    });
  });

  it('[test-call] sends MessagePack and asks for it back when asked', async () => {
    const res = await apiCaller(app).callRaw(
      echo,
      { params: { id: 1, part: 'x' }, body: { ids: [1, 2] } },
      null,
      { msgpack: true },
    );
    expect(res.json()).toMatchObject({
      contentType: 'application/x-msgpack',
      accept: 'application/x-msgpack, application/json',
      body: { ids: [1, 2] },
    });
  });

  it('[test-call] a prepared multipart form goes as it is, with its own content type', async () => {
    const res = await apiCaller(app).callRaw(echo, {
      params: { id: 1, part: 'x' },
      body: {
        payload: Buffer.from('--b\r\n'),
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
      },
    });
    expect(res.json<{ contentType: string }>().contentType).toBe('multipart/form-data; boundary=b');
  });

  it('[test-call] failure() reads a refused call’s answer', async () => {
    const res = await apiCaller(app).call(getFixation, { params: { id: 7 } });
    expect(res.failure()).toMatchObject({ method: 'GET' });
  });
});
