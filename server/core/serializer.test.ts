// The compiled answer writer (fast-json-stringify on JSON Schemas generated from the Zod response schemas) writes what
// Zod's encode wrote: undeclared fields dropped at every depth, nulls and absent optionals kept apart, union
// branches picked alike; on real answers of the search, the object page and the chessboard too.
import { decode } from '@msgpack/msgpack';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { EndpointDef } from '#shared/api/endpoint.ts';
import { getChessSection } from '#shared/api/chess.ts';
import { getObject } from '#shared/api/realty.ts';
import { searchCards } from '#shared/api/search.ts';
import { useTestApp } from '../test/use-app.ts';
import { authHeaders, tokenFor } from '../test/factories.ts';
import { buildRealtyWorld, type RealtyWorld } from '../test/worlds/realty.ts';
import { MSGPACK } from '../plugins/msgpack.ts';
import { schemaOf } from './route.ts';
import { createSerializerCompiler, responseJsonSchema } from './serializer.ts';
import * as searchApi from '#shared/api/search.ts';
import type { RawInput } from '../test/call.ts';

const modules = import.meta.glob<Record<string, unknown>>('../../shared/api/*.ts', { eager: true });
const descriptors = Object.values(modules).flatMap((exports) =>
  Object.values(exports).filter(
    (value): value is EndpointDef => typeof value === 'object' && value !== null && 'errors' in value,
  ),
);

const compile = (schema: z.ZodType, check = false) =>
  createSerializerCompiler({ check })({ schema, method: 'GET', url: '/test', httpStatus: '200' });
const zodJson = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data as never));

const ZNested = z.object({ id: z.number().int(), label: z.string() });
const ZAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  note: z.string().nullable(),
  hint: z.string().optional(),
  at: z.iso.datetime(),
  kind: z.literal('flat'),
  nested: ZNested,
  maybe: ZNested.nullable(),
  list: z.array(ZNested),
  byKey: z.record(z.string(), ZNested),
  pair: z.tuple([z.number(), z.number()]),
  either: z.union([ZNested.extend({ extra: z.number() }), z.object({ id: z.number().int() })]),
  tagged: z.discriminatedUnion('type', [
    z.object({ type: z.literal('a'), a: z.string() }),
    z.object({ type: z.literal('b'), b: z.number() }),
  ]),
  free: z.unknown(),
});

const answer = {
  id: 7,
  title: 'Дом',
  note: null,
  at: '2026-01-02T03:04:05.000Z',
  kind: 'flat',
  secret: 'top',
  nested: { id: 1, label: 'x', secret: 'nested' },
  maybe: null,
  list: [{ id: 2, label: 'y', secret: 'in a list' }],
  byKey: { k: { id: 3, label: 'z', secret: 'in a record' } },
  pair: [43.6, 39.7],
  either: { id: 4, secret: 'in a union' },
  tagged: { type: 'b', b: 2, a: 'not of this branch' },
  free: { anything: [1, 'two'] },
};

describe('[serializer] compiled answers', () => {
  it('[serializer] drops undeclared fields at the top, nested, in lists, records and unions, like Zod', () => {
    const written = compile(ZAnswer)(answer);
    expect(written).not.toContain('secret');
    expect(written).not.toContain('not of this branch');
    expect(JSON.parse(written)).toEqual(JSON.parse(zodJson(ZAnswer, answer)));
    expect(JSON.parse(written)).toMatchObject({
      note: null,
      maybe: null,
      either: { id: 4 },
      free: answer.free,
    });
    expect(JSON.parse(written)).not.toHaveProperty('hint');
  });

  it('[serializer] keeps a present optional and a filled nullable', () => {
    const data = { ...answer, hint: 'h', note: 'n', maybe: { id: 5, label: 'm', secret: 1 } };
    expect(JSON.parse(compile(ZAnswer)(data))).toEqual(JSON.parse(zodJson(ZAnswer, data)));
  });

  it('[serializer] writes tuples of nullable values (the widget’s free units) as Zod does', () => {
    const ZFree = z.object({ free: z.array(z.tuple([z.number().int().nullable(), z.number().nullable()])) });
    const data = {
      free: [
        [1, 100],
        [null, 5.5],
        [2, null],
      ],
      secret: 1,
    };
    expect(JSON.parse(compile(ZFree, true)(data))).toEqual({ free: data.free });
    // A tuple holding objects would lose its stripping: its route keeps Zod.
    expect(responseJsonSchema(z.object({ t: z.tuple([ZNested, z.number()]) }))).toBeNull();
  });

  it('[serializer] refuses an answer missing a required field, as Zod did', () => {
    const { title: _title, ...missing } = answer;
    expect(() => compile(ZAnswer)(missing)).toThrow();
  });

  it('[serializer] with check on (tests), an answer the two writers see differently fails', () => {
    // Zod refuses a wrong literal; the compiled writer alone would write it.
    expect(() => compile(ZAnswer, true)({ ...answer, kind: 'house' })).toThrow();
  });

  it('[serializer] keeps Zod only for the responses JSON Schema cannot express (a transform inside)', () => {
    const names = [...new Set(descriptors.flatMap((d) => (d.response ? [d.response] : [])))];
    const kept = names.filter((name) => responseJsonSchema(schemaOf(name)) === null).sort();
    expect(kept).toEqual(['ZBackofficeObject']);
    // No object with declared properties is left open to undeclared ones (only records take any key).
    const open: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (typeof node !== 'object' || node === null) return;
      const schema = node as Record<string, unknown>;
      if (schema.properties && 'additionalProperties' in schema) open.push(at);
      for (const [key, value] of Object.entries(schema)) walk(value, `${at}/${key}`);
    };
    for (const name of names) walk(responseJsonSchema(schemaOf(name)), name);
    expect(open).toEqual([]);
  });
});

describe('[serializer] real answers', () => {
  const t = useTestApp();
  let w: RealtyWorld;
  let headers: Record<string, string>;

  beforeAll(async () => {
    w = await buildRealtyWorld(t.db, t.storage);
    headers = authHeaders(await tokenFor(t.db, w.buyer));
  });

  const section = () => w.complex.pavilions[0]!.sections[0]!.id;
  const cases: [string, EndpointDef, () => RawInput][] = [
    ['search page', searchCards, () => ({})],
    ['object page', getObject, () => ({ params: { id: w.complex.object.id } })],
    ['chessboard', getChessSection, () => ({ params: { id: w.complex.object.id, sectionId: section() } })],
  ];

  it.each(cases)(
    '[serializer] the %s: Zod finds nothing to strip, an added field is dropped',
    async (_, d, req) => {
      const res = await t.callRaw(d, req(), { headers });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      const schema = schemaOf(d.response!);
      expect(JSON.parse(zodJson(schema, schema.parse(body)))).toEqual(body);
      const leaked = JSON.parse(JSON.stringify(body), (_key, value) =>
        value && typeof value === 'object' && !Array.isArray(value) ? { ...value, leaked: 'x' } : value,
      );
      expect(JSON.parse(compile(schema)(leaked))).toEqual(body);
      expect(compile(schema)(leaked)).toBe(zodJson(schema, leaked));
    },
  );

  it('[serializer] MessagePack carries the same fields as JSON', async () => {
    const json = await t.callRaw(searchApi.searchCards, null, null, { headers });
    const packed = await t.callRaw(searchApi.searchCards, null, { headers: { ...headers, accept: MSGPACK } });
    expect(packed.headers['content-type']).toBe(MSGPACK);
    expect(decode(packed.rawPayload)).toEqual(json.json());
  });
});
