import type { FastifyPluginAsync } from 'fastify';
import { describe, expect, it } from 'vitest';
import { encode } from '@msgpack/msgpack';
import { ZApiError, ZValidationError } from '#shared/errors.ts';
import { apiTexts } from '#shared/texts/api.ts';
import { ru } from '#shared/texts/ru.ts';
import { AppError, ValidationFailed } from '../errors.ts';
import { UPLOAD_LIMITS } from '../uploads.ts';
import { useTestApp } from '../test/use-app.ts';

const routes: FastifyPluginAsync = async (api) => {
  api.post('/test-errors/echo', { config: { auth: 'public' } }, async (request) => ({ body: request.body }));
  api.get('/test-errors/crash', { config: { auth: 'public' } }, async () => {
    throw new Error('connection to db.internal:5432 refused, password hunter2');
  });
  api.get('/test-errors/crash-with-status', { config: { auth: 'public' } }, async () => {
    throw Object.assign(new Error('upstream said: secret'), { statusCode: 502 });
  });
  api.get('/test-errors/catalogue', { config: { auth: 'public' } }, async () => {
    throw new AppError('NotFound');
  });
  api.get('/test-errors/validation', { config: { auth: 'public' } }, async () => {
    throw new ValidationFailed({ name: ['Обязательное поле'] });
  });
};

const t = useTestApp({}, { apiRoutes: routes });

const post = (payload: string | Buffer, contentType: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/test-errors/echo',
    payload,
    headers: { 'content-type': contentType },
  });

/** Every error body is exactly one of the two shapes the API promises. */
function expectCatalogue(body: unknown) {
  expect(ZApiError.strict().safeParse(body).success, JSON.stringify(body)).toBe(true);
}
function expectValidation(body: unknown, errors: Record<string, string[]>) {
  expect(ZValidationError.strict().safeParse(body).success, JSON.stringify(body)).toBe(true);
  expect((body as { errors: unknown }).errors).toEqual(errors);
}

describe('[errors] the two shapes of an error', () => {
  it('answers an unknown error with a bare 500: the catalogue type and a general text, no detail', async () => {
    for (const url of ['/api/test-errors/crash', '/api/test-errors/crash-with-status']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(500);
      expect(res.json()).toEqual({ type: 'ServerError', message: ru.errors.ServerError });
      expect(res.body).not.toMatch(/hunter2|secret|db\.internal|stack/);
    }
  });

  it('answers a catalogue error with its type, status and Russian text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-errors/catalogue' });
    expect(res.statusCode).toBe(404);
    expectCatalogue(res.json());
    expect(res.json()).toEqual({ type: 'NotFound', message: ru.errors.NotFound });
  });

  it('answers a domain validation failure with 422 and texts by field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-errors/validation' });
    expect(res.statusCode).toBe(422);
    expectValidation(res.json(), { name: ['Обязательное поле'] });
  });

  it('answers malformed JSON and an empty JSON body with 422 on the field body', async () => {
    const broken = await post('{"phone": ', 'application/json');
    expect(broken.statusCode).toBe(422);
    expectValidation(broken.json(), { body: [apiTexts.malformed] });

    const empty = await post('', 'application/json');
    expect(empty.statusCode).toBe(422);
    expectValidation(empty.json(), { body: [apiTexts.emptyBody] });
  });

  it('answers a body over the limit with 413 { type, message }', async () => {
    const huge = JSON.stringify({ text: 'я'.repeat(UPLOAD_LIMITS.jsonBytes / 2 + 10) });
    const res = await post(huge, 'application/json');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ type: 'NotAcceptable', message: apiTexts.requestTooLarge });
  });

  it('answers an unsupported content type with 422, not a 415 in the validation shape', async () => {
    const res = await post('<phone>+79000000001</phone>', 'application/xml');
    expect(res.statusCode).toBe(422);
    expectValidation(res.json(), { body: [apiTexts.unsupportedType] });
  });

  it('answers an unknown API path in the catalogue shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nowhere/at/all' });
    expect(res.statusCode).toBe(404);
    expectCatalogue(res.json());
  });
});

describe('[errors] MessagePack request bodies', () => {
  it('parses a MessagePack body like JSON', async () => {
    const res = await post(
      Buffer.from(encode({ phone: '+79000000001', tags: [1, 2], ok: true })),
      'application/x-msgpack',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ body: { phone: '+79000000001', tags: [1, 2], ok: true } });
  });

  it('reaches a real route: a MessagePack login-code request is answered', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/code',
      payload: Buffer.from(encode({ phone: '+79001112233' })),
      headers: { 'content-type': 'application/x-msgpack' },
      remoteAddress: '10.200.0.1',
    });
    expect(res.statusCode).toBe(200);
    expect(t.sms.last('+79001112233')).toBeDefined();
  });

  it('answers a corrupt MessagePack body with 422 on the field body', async () => {
    // 0xc1 is never used by MessagePack; a map header promising one entry and nothing after it is cut short.
    for (const bytes of [[0xc1], [0x81]]) {
      const res = await post(Buffer.from(bytes), 'application/x-msgpack');
      expect(res.statusCode, String(bytes)).toBe(422);
      expectValidation(res.json(), { body: [apiTexts.malformed] });
    }
  });
});
