// A named schema of shared/schemas as JSON Schema 2020-12 (what OpenAPI 3.1 speaks), through Zod's own converter.
// Requests are read by readers that take the client's form (1/0, "") and turn it into the output type: the output
// side describes what the field means; where a transform hides it, the input side is used instead.
// Then the reference's examples are made readable: Zod's integer bounds (±2^53−1) say nothing a JSON number does not
// and were shown as an example id of -9007199254740991; ids get a positive example instead.
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

function convert(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const result = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  delete result.$schema;
  return result;
}

const isOpen = (schema: JsonSchema) => Object.keys(schema).filter((key) => key !== '$defs').length === 0;

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field that holds a row's id: `id`, `objectId`, `complex_id`. */
const isIdName = (name: string) => /^id$|Id$|_id$/.test(name);

const isNumeric = (schema: JsonSchema): boolean =>
  schema.type === 'integer' ||
  schema.type === 'number' ||
  (Array.isArray(schema.anyOf) && schema.anyOf.some((option) => isObject(option) && isNumeric(option)));

/** A realistic positive id, the same for the same name wherever it appears. */
export function exampleId(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 9973;
  return 12 + (hash % 4000);
}

function tidy(node: unknown, name?: string): void {
  if (Array.isArray(node)) {
    for (const item of node) tidy(item);
    return;
  }
  if (!isObject(node)) return;
  if (node.minimum === Number.MIN_SAFE_INTEGER) delete node.minimum;
  if (node.maximum === Number.MAX_SAFE_INTEGER) delete node.maximum;
  if (name !== undefined && isIdName(name) && isNumeric(node) && node.examples === undefined) {
    node.examples = [exampleId(name)];
  }
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'properties' || key === '$defs') && isObject(value)) {
      for (const [property, schema] of Object.entries(value)) tidy(schema, property);
    } else {
      tidy(value);
    }
  }
}

function tidied(schema: JsonSchema): JsonSchema {
  tidy(schema);
  return schema;
}

export function toJsonSchema(schema: z.ZodType): JsonSchema {
  const output = convert(schema, 'output');
  return tidied(isOpen(output) ? convert(schema, 'input') : output);
}

/** The input side alone: what the client must send (a field with a default is not required there). */
export function toJsonSchemaInput(schema: z.ZodType): JsonSchema {
  return tidied(convert(schema, 'input'));
}
