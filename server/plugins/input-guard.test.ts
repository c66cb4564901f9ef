import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { encode } from '@msgpack/msgpack';
import { apiTexts } from '#shared/texts/api.ts';
import { useTestApp } from '../test/use-app.ts';
import { buildUser, tokenFor } from '../test/factories.ts';
import { nulFields } from './input-guard.ts';
import * as collectionsApi from '#shared/api/collections.ts';

const NUL = '\u0000';

const routes: FastifyPluginAsync = async (api) => {
  // No schema: what arrives reaches the handler as it is, so only the central check stands in the way.
  api.post('/test-guard/echo', { config: { auth: 'public' } }, async (request) => ({ body: request.body }));
  // A route that reads its own body in preValidation, as the chessboard's form posts do.
  api.post(
    '/test-guard/form',
    {
      config: { auth: 'public' },
      preValidation: async (request) => {
        request.body = { rows: [{ name: `Этаж${NUL}` }] };
      },
    },
    async () => ({ ok: true }),
  );
  api.get('/test-guard/store/:kind', { config: { auth: 'public' } }, async (request) => {
    const { kind } = request.params as { kind: string };
    // A text with U+0000 that got past every check (made up here, as a file's metadata could be).
    const text = ['a', 'b'].join(NUL);
    if (kind === 'text') await api.db.execute(sql`select ${text}::text`);
    else await api.db.execute(sql`select ${JSON.stringify({ text })}::jsonb ->> 'text'`);
    return { ok: true };
  });
};

const t = useTestApp({}, { apiRoutes: routes });
let token: string;
beforeAll(async () => {
  token = await tokenFor(t.db, await buildUser(t.db));
});

const nulAnswer = (fields: string[]) => ({
  message: expect.any(String),
  errors: Object.fromEntries(fields.map((field) => [field, [apiTexts.nulCharacter]])),
});

describe('[input-guard] U+0000 is refused everywhere with 422 naming the field', () => {
  it("refuses it in a real route's body, which PostgreSQL would have refused with a 500", async () => {
    const res = await t.call(collectionsApi.createCollection, { body: { name: `Мои${NUL}квартиры` } }, token);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual(nulAnswer(['name']));
  });

  it("refuses it in a real route's query", async () => {
    const query = await t.app.inject({ method: 'GET', url: '/api/app/version?package=ru.kvartal%00.app' });
    expect(query.statusCode, query.body).toBe(422);
    expect(query.json()).toEqual(nulAnswer(['package']));
  });

  it('names nested fields and keys as the validation errors do, in JSON and MessagePack alike', async () => {
    const body = {
      items: [{ note: 'ok' }, { note: `x${NUL}` }],
      meta: { [`ke${NUL}y`]: 1 },
      [`to${NUL}p`]: 2,
    };
    for (const [payload, type] of [
      [JSON.stringify(body), 'application/json'],
      [Buffer.from(encode(body)), 'application/x-msgpack'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/test-guard/echo',
        payload,
        headers: { 'content-type': type },
      });
      expect(res.statusCode, type).toBe(422);
      expect(res.json(), type).toEqual(nulAnswer(['items.1.note', 'meta', 'body']));
    }
  });

  it('checks a body a route reads itself before its handler runs', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test-guard/form', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(nulAnswer(['rows.0.name']));
  });

  it('answers a text PostgreSQL refuses to store with 422 on body, not 500, should one get past the checks', async () => {
    for (const kind of ['text', 'jsonb']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/test-guard/store/${kind}` });
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(422);
      expect(res.json()).toEqual({
        message: apiTexts.nulCharacter,
        errors: { body: [apiTexts.nulCharacter] },
      });
    }
  });

  it('lets every other text through', async () => {
    const body = { name: 'Квартира №1 — «у моря»\u0001\t', list: ['a', 1, null, { b: true }] };
    const res = await t.app.inject({ method: 'POST', url: '/api/test-guard/echo', payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ body });
  });
});

describe('[input-guard] nulFields', () => {
  it('walks ten thousand levels deep without recursion, naming what is too deep by its part', () => {
    let deep: unknown = `x${NUL}`;
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(nulFields(deep, 'body')).toEqual(['body']);
    expect(nulFields({ a: [[`${NUL}`]] }, 'body')).toEqual(['a.0.0']);
  });

  it('reports at most twenty fields and skips binary data', () => {
    const many = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`f${i}`, NUL]));
    expect(nulFields(many, 'body')).toHaveLength(20);
    expect(nulFields({ file: new Uint8Array([0, 0, 0]) }, 'body')).toEqual([]);
    expect(nulFields(`${NUL}`, 'query')).toEqual(['query']);
    expect(nulFields(undefined, 'body')).toEqual([]);
  });
});
