// Answers are written by fast-json-stringify from JSON Schemas generated out of the same shared Zod response schemas
// (ADR 029): the schema is compiled once per route, and only declared fields reach the client. A schema JSON Schema
// cannot express (a transform) keeps the Zod serializer for its routes; `check` (tests) also runs the Zod encode and
// fails the answer when the two disagree, so every API test compares them.
import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

// Annotations only; ajv (which fast-json-stringify uses to pick a union's branch) refuses Zod's `id`.
const DROPPED = new Set(['$schema', 'id', 'title', 'description', 'examples', 'default']);

const TUPLE_KEYS = new Set(['additionalItems', 'minItems', 'maxItems']);

/** Zod's JSON Schema made to serialize like Zod encodes: see the comments on each rule. */
function forSerializer(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forSerializer);
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node as JsonSchema)) {
    if (DROPPED.has(key)) continue;
    // fast-json-stringify writes only declared properties without it; with it, a union branch is refused for an
    // undeclared field, while Zod takes the branch and strips the field.
    if (key === 'additionalProperties' && value === false) continue;
    // fast-json-stringify refuses every value of a draft-07 tuple (`items` as a list): a tuple of plain values is
    // written as it is (nothing to strip), one holding objects keeps Zod for its route.
    if (key === 'items' && Array.isArray(value)) {
      if (value.some((item) => JSON.stringify(item).includes('"properties"'))) {
        throw new Error('a tuple of objects');
      }
      continue;
    }
    if (Array.isArray((node as JsonSchema).items) && TUPLE_KEYS.has(key)) continue;
    // fast-json-stringify writes a `const` whatever the value is; an enum of one writes the value itself.
    if (key === 'const') {
      out.enum = [value];
      continue;
    }
    out[key] =
      key === 'properties' || key === '$defs' || key === 'definitions'
        ? mapValues(value)
        : forSerializer(value);
  }
  return out;
}

function mapValues(record: unknown): JsonSchema {
  return Object.fromEntries(Object.entries(record as JsonSchema).map(([k, v]) => [k, forSerializer(v)]));
}

/** The JSON Schema fast-json-stringify compiles for a response, or null when JSON Schema cannot express it. */
export function responseJsonSchema(schema: z.ZodType): JsonSchema | null {
  try {
    return forSerializer(
      z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'throw' }),
    ) as JsonSchema;
  } catch {
    return null;
  }
}

// Many routes answer with the same schema: each is compiled once (compiling takes some milliseconds).
const cache = new WeakMap<z.ZodType, ((data: unknown) => string) | null>();

function compiled(schema: z.ZodType): ((data: unknown) => string) | null {
  if (!cache.has(schema)) {
    const json = responseJsonSchema(schema);
    cache.set(schema, json ? (fastJson(json) as (data: unknown) => string) : null);
  }
  return cache.get(schema)!;
}

export function createSerializerCompiler(options: { check: boolean }): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const zod = zodSerializerCompiler(route);
    // Compiled at a route's first answer, not at start-up: an idle server keeps no writer of a route nobody called.
    let fast: ((data: unknown) => string) | null | undefined;
    const writer = () => (fast === undefined ? (fast = compiled(route.schema)) : fast);
    // Outside tests a shape the compiled writer cannot take still gets an answer, Zod's (tests fail on it instead).
    if (!options.check)
      return (data) => {
        const write = writer();
        if (!write) return zod(data);
        try {
          return write(data);
        } catch {
          return zod(data);
        }
      };
    return (data) => {
      const expected = zod(data);
      const write = writer();
      if (!write) return expected;
      const written = write(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `${route.method} ${route.url}: the compiled answer differs from Zod's: ${written} vs ${expected}`,
        );
      }
      return written;
    };
  };
}
