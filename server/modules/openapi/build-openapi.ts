// The OpenAPI 3.1 document of the API, built from the routes as registered: each carries its descriptor of
// shared/api (config.endpoint), whose named schemas become components. Nothing here is written by hand per route.
import type { RouteOptions } from 'fastify';
import type { EndpointDef, SchemaName } from '#shared/api/endpoint.ts';
import { apiDocsTexts } from '#shared/texts/api-docs.ts';
import { ErrorType, ZApiError, ZValidationError, errorStatus, type TErrorType } from '#shared/errors.ts';
import { ru } from '#shared/texts/ru.ts';
import { schemaOf } from '../../core/route.ts';
import { apiKeyScopeOf } from '../api-keys/scoped-routes.ts';
import { API_KEY_SCOPES } from '#shared/integrations.ts';
import { toJsonSchema, toJsonSchemaInput } from './json-schema.ts';

type Json = Record<string, unknown>;

const JSON_TYPES = ['application/json', 'application/x-msgpack'];
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const content = (schema: Json, examples?: Json) =>
  Object.fromEntries(JSON_TYPES.map((type) => [type, examples ? { schema, examples } : { schema }]));

/** HTTP 409 Conflict: a change that conflicts with the current state answers NotAcceptable (server/errors.ts). */
const CONFLICT_STATUS = 409;

/** The statuses an error type is answered with: its catalogue status, and 409 for NotAcceptable's conflicts. */
const statusesOf = (type: TErrorType): number[] =>
  type === ErrorType.NotAcceptable ? [errorStatus[type], CONFLICT_STATUS] : [errorStatus[type]];

/** An answer of the type as the error handler sends it, so the reference shows each status's own type. */
function errorExample(type: TErrorType): Json {
  if (type === ErrorType.ThrottleLimit) return { type, message: ru.throttle.title, seconds: 42 };
  return { type, message: ru.errors[type] };
}

const errorExamples = (types: readonly TErrorType[]): Json =>
  Object.fromEntries(types.map((type) => [type, { summary: type, value: errorExample(type) }]));

/** What the access rule may answer besides the route's own errors (the global rate limit too). */
function accessErrors(access: EndpointDef['access']): TErrorType[] {
  const always: TErrorType[] = [ErrorType.ThrottleLimit];
  if (access === 'public') return always;
  const user: TErrorType[] = [ErrorType.Unauthorized, ErrorType.UserIsBanned];
  if (access === 'user') return [...always, ...user];
  return [...always, ...user, ErrorType.TermsNotAccepted, ErrorType.EmailNotVerified];
}

/** An object schema's properties as OpenAPI parameters. */
function parameters(
  name: SchemaName | undefined,
  where: 'path' | 'query',
  schemas: Map<string, Json>,
): Json[] {
  if (!name) return [];
  const schema = toJsonSchema(schemaOf(name));
  schemas.set(name, schema);
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  // What the client must send: a parameter with a default (`page`) or an optional one may be left out.
  const input = toJsonSchemaInput(schemaOf(name));
  const required = new Set(
    [...((schema.required ?? []) as string[])].filter((key) =>
      ((input.required ?? []) as string[]).includes(key),
    ),
  );
  return Object.entries(properties).map(([key, property]) => ({
    name: key,
    in: where,
    required: where === 'path' || required.has(key),
    schema: property,
  }));
}

/** A create call's Idempotency-Key (server/core/idempotency.ts). */
const idempotencyParameter: Json = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'A UUID per submit attempt: a repeat with the same key gets the first answer (kept 24 h); the same key with another body is 422',
  schema: { type: 'string', format: 'uuid' },
};

function operation(endpoint: EndpointDef, schemas: Map<string, Json>): Json {
  const use = (name: SchemaName) => {
    if (!schemas.has(name)) schemas.set(name, toJsonSchema(schemaOf(name)));
    return ref(name);
  };
  const status = endpoint.status ?? (endpoint.response ? 200 : 204);
  const responses: Record<string, Json> = {
    [status]: endpoint.response
      ? { description: 'OK', content: content(use(endpoint.response)) }
      : { description: status === 204 ? 'No content' : 'OK' },
  };
  const errors = [...new Set([...endpoint.errors, ...accessErrors(endpoint.access)])];
  const byStatus = new Map<number, TErrorType[]>();
  for (const type of errors) {
    for (const code of statusesOf(type)) byStatus.set(code, [...(byStatus.get(code) ?? []), type]);
  }
  for (const [code, types] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(code)] = {
      description: types.join(', '),
      content: content(ref('ApiError'), errorExamples(types)),
    };
  }
  if (endpoint.params || endpoint.query || endpoint.body || endpoint.multipart)
    responses['422'] = { description: 'ValidationFailed', content: content(ref('ValidationError')) };

  const op: Json = {
    operationId: `${endpoint.method.toLowerCase()}${endpoint.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c?: string) => (c ? c.toUpperCase() : ''))}`,
    summary: endpoint.summary,
    tags: [endpoint.path.split('/')[2]],
    parameters: [
      ...parameters(endpoint.params, 'path', schemas),
      ...parameters(endpoint.query, 'query', schemas),
      ...(endpoint.idempotent ? [idempotencyParameter] : []),
    ],
    responses,
  };
  if (endpoint.access !== 'public') op.security = [{ bearer: [] }];
  // A company's API key opens this route with its scope (modules/api-keys/scoped-routes.ts).
  const scope = apiKeyScopeOf(endpoint);
  if (scope) op.security = [{ bearer: [] }, { apiKey: [scope] }];
  if (endpoint.multipart) {
    op.requestBody = {
      required: true,
      content: { 'multipart/form-data': { schema: endpoint.body ? use(endpoint.body) : { type: 'object' } } },
    };
  } else if (endpoint.body) {
    op.requestBody = { required: !endpoint.bodyOptional, content: content(use(endpoint.body)) };
  }
  return op;
}

export function buildOpenApi(
  routes: readonly RouteOptions[],
  info: { version: string; serverUrl: string },
): Json {
  const schemas = new Map<string, Json>([
    ['ApiError', toJsonSchema(ZApiError)],
    ['ValidationError', toJsonSchema(ZValidationError)],
  ]);
  const paths: Record<string, Record<string, Json>> = {};
  const endpoints = routes.flatMap((route) => (route.config?.endpoint ? [route.config.endpoint] : []));
  for (const endpoint of [...endpoints].sort((a, b) => a.path.localeCompare(b.path))) {
    const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
    (paths[path] ??= {})[endpoint.method.toLowerCase()] = operation(endpoint, schemas);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: apiDocsTexts.title,
      version: info.version,
      description: apiDocsTexts.description,
    },
    servers: [{ url: info.serverUrl }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'kv_…',
          description: `A company's API key (Authorization: Bearer kv_…), acting as the company's owner on the routes its scopes open: ${API_KEY_SCOPES.join(', ')}.`,
        },
      },
      schemas: Object.fromEntries([...schemas].sort(([a], [b]) => a.localeCompare(b))),
    },
    paths,
  };
}
