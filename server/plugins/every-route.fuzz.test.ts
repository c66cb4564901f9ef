// Bad input on every route the app registers, as each demo account and anonymously: texts holding U+0000, forms
// busboy cannot read, strings over every limit, bodies nested ten thousand deep, values of the wrong type. The bad
// part is planted in a body the route's own schema would accept, so it reaches as deep as it can. Whatever arrives,
// the answer is a refusal, never a 5xx. Two runs per route and class keep it to a minute.
import fc from 'fast-check';
import type * as FastifyModule from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { encode } from '@msgpack/msgpack';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiTexts } from '#shared/texts/api.ts';
import { buildTestApp, type TestContext } from '../test/app.ts';
import {
  fuzzWorld,
  sampleOf,
  schemaFieldNames,
  type FuzzCaller,
  type FuzzRoute,
  type FuzzWorld,
  type RegisteredRoute,
} from '../test/worlds/fuzz.ts';
import { UPLOAD_LIMITS } from '../uploads.ts';

// Every route as registered, with its schemas: onRoute on the instance buildApp creates, before any route exists.
const registered = vi.hoisted(() => [] as RegisteredRoute[]);
vi.mock('fastify', async (importOriginal) => {
  const fastify = await importOriginal<typeof FastifyModule>();
  const build = (options: Parameters<typeof fastify.default>[0]) =>
    fastify.default(options).addHook('onRoute', (route) => {
      registered.push(route as RegisteredRoute);
    });
  return { ...fastify, default: build };
});

const RUNS_PER_ROUTE = 2;
const DEEP = 10_000;
/** Stands in a sample for a value JSON.stringify could not write (too deep), replaced in the text afterwards. */
const HOLE = '\u0001hole\u0001';

interface Probe {
  /** Replaces the last path parameter (raw, already encoded). */
  param?: string;
  query?: string;
  body?: { payload: string | Buffer; type: string };
}

let t: TestContext;
let world: FuzzWorld;
let fields: string[];

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  world = await fuzzWorld(t, registered);
  fields = schemaFieldNames();
}, 120_000);
afterAll(() => t.close());

const hasBody = (route: FuzzRoute) => route.method !== 'GET';
const hasParam = (route: FuzzRoute) => route.pattern.includes(':');

async function send(route: FuzzRoute, caller: FuzzCaller, probe: Probe): Promise<LightMyRequestResponse> {
  const headers = await world.headers(caller, route);
  const body = hasBody(route) ? probe.body : undefined;
  const url = probe.param === undefined ? route.url : route.withLastParam(probe.param);
  return t.app.inject({
    method: route.method as 'POST',
    url: probe.query ? `${url}?${probe.query}` : url,
    headers: body ? { ...headers, 'content-type': body.type } : headers,
    ...(body ? { payload: body.payload } : {}),
  });
}

/** Runs the probes on every route; `check` adds what this class must answer beyond "not a 5xx". */
async function everyRoute(
  probes: (route: FuzzRoute) => fc.Arbitrary<Probe>,
  check?: (res: LightMyRequestResponse, label: string) => void,
) {
  for (const route of world.routes) {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...world.callers), probes(route), async (caller, probe) => {
        const res = await send(route, caller, probe);
        const label = `${route.method} ${route.pattern} as ${caller}: ${res.statusCode} ${res.body.slice(0, 300)}`;
        expect(res.statusCode, label).toBeLessThan(500);
        check?.(res, label);
      }),
      { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
    );
  }
}

// ---- Bodies and queries the route would accept, with one leaf replaced ----

type Leaf = string | number | boolean | null;

/** The route's body as its schema would accept it, or some known field names when it has no schema. */
function validBody(route: FuzzRoute, text: (path: string) => string): unknown {
  if (route.body) return sampleOf(route.body, text);
  return Object.fromEntries(fields.slice(0, 6).map((field) => [field, text(field)]));
}

/** Dotted paths of the leaves of a sample. */
function leafPaths(value: unknown, path = ''): string[] {
  if (value === null || typeof value !== 'object') return [path];
  const entries = Object.entries(value);
  if (entries.length === 0) return [path];
  return entries.flatMap(([key, item]) => leafPaths(item, path ? `${path}.${key}` : key));
}

function replaceAt(value: unknown, path: string, replacement: unknown): unknown {
  if (!path) return replacement;
  const [head, ...rest] = path.split('.');
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  copy[head!] = replaceAt(copy[head!], rest.join('.'), replacement);
  return copy;
}

/** A sample with the leaf at `pick` (modulo the number of leaves) replaced. */
function planted(sample: unknown, pick: number, replacement: unknown): unknown {
  const paths = leafPaths(sample);
  return replaceAt(sample, paths[pick % paths.length]!, replacement);
}

/** A query string as a browser would send the sample: lists as repeated keys, anything nested as JSON text. */
function toQuery(value: unknown): string {
  if (value === null || typeof value !== 'object') return '';
  const params = new URLSearchParams();
  const text = (one: unknown) =>
    one === null ? '' : typeof one === 'object' ? JSON.stringify(one) : String(one as Leaf);
  for (const [key, item] of Object.entries(value)) {
    for (const one of Array.isArray(item) ? item : [item]) params.append(key, text(one));
  }
  return params.toString();
}

const json = (value: unknown, hole?: string) => {
  const text = JSON.stringify(value);
  return { payload: hole ? text.replace(JSON.stringify(HOLE), hole) : text, type: 'application/json' };
};
const msgpack = (value: unknown) => ({ payload: Buffer.from(encode(value)), type: 'application/x-msgpack' });

/** A body (JSON or MessagePack) and a query, both valid, with `bad` planted at one leaf of one of them. */
function plantedProbe(route: FuzzRoute, bad: fc.Arbitrary<unknown>): fc.Arbitrary<Probe> {
  const body = validBody(route, () => 'Текст');
  const query = route.query ? sampleOf(route.query, () => 'Текст') : { [fields[0]!]: 'Текст' };
  const inBody = fc.tuple(fc.nat(), bad, fc.boolean()).map(([pick, value, asMsgpack]) => ({
    body: asMsgpack ? msgpack(planted(body, pick, value)) : json(planted(body, pick, value)),
  }));
  const inQuery = fc
    .tuple(fc.nat(), bad)
    .map(([pick, value]) => ({ query: toQuery(planted(query, pick, value)) }));
  return hasBody(route) ? fc.oneof(inBody, inQuery) : inQuery;
}

// ---- The classes ----

const nulText = fc
  .tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }))
  .map(([before, after]) => `${before}\u0000${after}`);

/** A multipart body with one text part and one file part, cut or broken as `how` says. */
function brokenForm(how: string): { payload: string; type: string } {
  const boundary = 'fuzzboundary';
  const type = `multipart/form-data; boundary=${boundary}`;
  const field = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nИмя`;
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG`;
  const whole = `${field}\r\n${file}\r\n--${boundary}--\r\n`;
  switch (how) {
    case 'no boundary':
      return { payload: whole, type: 'multipart/form-data' };
    case 'empty boundary':
      return { payload: whole, type: 'multipart/form-data; boundary=' };
    case 'long boundary':
      return { payload: whole, type: `multipart/form-data; boundary=${'b'.repeat(300)}` };
    case 'other boundary':
      return { payload: whole, type: 'multipart/form-data; boundary=somethingelse' };
    case 'cut in a file':
      return { payload: `${field}\r\n${file}`, type };
    case 'cut in a header':
      return { payload: `${field}\r\n--${boundary}\r\nContent-Disposit`, type };
    case 'nul in names':
      return {
        payload: whole.replace('name="name"', 'name="na\u0000me"').replace('a.png', 'a\u0000.png'),
        type,
      };
    case 'nul in a field':
      return { payload: whole.replace('Имя', 'И\u0000мя'), type };
    default:
      return { payload: '', type };
  }
}

const BROKEN_FORMS = [
  'no boundary',
  'empty boundary',
  'long boundary',
  'other boundary',
  'cut in a file',
  'cut in a header',
  'nul in names',
  'nul in a field',
  'empty',
];

const deepArrays = '['.repeat(DEEP) + ']'.repeat(DEEP);
const deepObjects = '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP);
const deepMsgpack = Buffer.concat([Buffer.alloc(DEEP, 0x91), Buffer.from([0xc0])]);

describe('[fuzz] every route, as every demo account and anonymously', () => {
  it("lists the app's routes with plausible ids and their schemas", () => {
    expect(world.routes.length).toBeGreaterThan(80);
    expect(world.routes).toContainEqual(expect.objectContaining({ method: 'GET', pattern: '/api/health' }));
    expect(world.routes.every((route) => !route.url.includes(':'))).toBe(true);
    expect(world.routes.filter((route) => route.body).length).toBeGreaterThan(30);
    expect(fields).toEqual(expect.arrayContaining(['name', 'phone', 'email']));
  });

  it('refuses a text holding U+0000 in the body or the query with 422 before any handler', async () => {
    await everyRoute(
      (route) => plantedProbe(route, nulText),
      (res, label) => {
        expect([401, 403, 422], label).toContain(res.statusCode);
        if (res.statusCode !== 422) return;
        expect(Object.values(res.json().errors).flat(), label).toContain(apiTexts.nulCharacter);
      },
    );
  });

  it('answers a path parameter holding U+0000 without a 5xx', async () => {
    await everyRoute((route) =>
      hasParam(route) ? nulText.map((text) => ({ param: encodeURIComponent(text) })) : fc.constant({}),
    );
  });

  it('answers a multipart form it cannot read, or one holding U+0000, without a 5xx', async () => {
    await everyRoute((route) =>
      hasBody(route)
        ? fc.constantFrom(...BROKEN_FORMS).map((how) => ({ body: brokenForm(how) }))
        : fc.constant({}),
    );
  });

  it('answers strings over every limit without a 5xx', async () => {
    const huge = fc.constantFrom(1_001, 20_000, 300_000).map((length) => 'я'.repeat(length));
    await everyRoute((route) =>
      fc.oneof(
        plantedProbe(route, huge),
        ...(hasBody(route)
          ? [fc.constant({ body: json({ name: 'x'.repeat(UPLOAD_LIMITS.jsonBytes + 1) }) })]
          : []),
        ...(hasParam(route) ? [fc.constant({ param: '9'.repeat(5_000) })] : []),
      ),
    );
  });

  it('answers bodies nested ten thousand levels deep without a 5xx', async () => {
    await everyRoute((route) => {
      const body = validBody(route, () => 'Текст');
      return hasBody(route)
        ? fc.oneof(
            fc.constant({ body: { payload: deepArrays, type: 'application/json' } }),
            fc.constant({ body: { payload: deepObjects, type: 'application/json' } }),
            fc.constant({ body: { payload: deepMsgpack, type: 'application/x-msgpack' } }),
            fc.nat().map((pick) => ({ body: json(planted(body, pick, HOLE), deepArrays) })),
            fc.nat().map((pick) => ({ body: json(planted(body, pick, HOLE), deepObjects) })),
          )
        : plantedProbe(route, fc.constant('[[[[[[[[]]]]]]]]'));
    });
  });

  it('answers values of the wrong type without a 5xx', async () => {
    const wrong = fc.oneof(
      fc.integer(),
      fc.constantFrom(2 ** 31, -(2 ** 53), 1e308, 0.5, -1, 0),
      fc.boolean(),
      fc.constant(null),
      fc.constant({}),
      fc.constant([]),
      fc.array(fc.integer(), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 3 }),
      fc.string({ maxLength: 10 }),
    );
    await everyRoute((route) =>
      fc.oneof(
        plantedProbe(route, wrong),
        ...(hasBody(route)
          ? [fc.constantFrom([1, 2], 'text', 42, true, null).map((value) => ({ body: json(value) }))]
          : []),
        ...(hasParam(route)
          ? [fc.constantFrom('-1', '0', '1.5', 'abc', '99999999999').map((param) => ({ param }))]
          : []),
      ),
    );
  });
});
