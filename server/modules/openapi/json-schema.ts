// A named schema of shared/schemas as JSON Schema 2020-12 (what OpenAPI 3.1 speaks), through Zod's own converter.
// Requests are read by readers that take the client's form (1/0, "") and turn it into the output type: the output
// side describes what the field means; where a transform hides it, the input side is used instead.
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

export function toJsonSchema(schema: z.ZodType): JsonSchema {
  const output = convert(schema, 'output');
  return isOpen(output) ? convert(schema, 'input') : output;
}
