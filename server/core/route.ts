// Registers a route from its descriptor in shared/api: method, path, access and the Zod schemas it names. The handler
// gets the parsed parts typed from the descriptor; the response schema strips what it does not declare.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { BodyOf, EndpointDef, ParamsOf, QueryOf, ReplyOf, SchemaName } from '#shared/api/endpoint.ts';
import * as registry from '#shared/api/schema-registry.ts';

export type EndpointRequest<D extends EndpointDef> = FastifyRequest<{
  Params: ParamsOf<D>;
  Querystring: QueryOf<D>;
  Body: BodyOf<D>;
}>;

export type EndpointHandler<D extends EndpointDef> = (
  request: EndpointRequest<D>,
  reply: FastifyReply,
) => Promise<ReplyOf<D> | FastifyReply> | ReplyOf<D> | FastifyReply;

/** What a route adds beyond its descriptor: its own body limit, rate limit, hooks. */
export type RouteExtras = Pick<
  RouteShorthandOptions,
  'bodyLimit' | 'preHandler' | 'preValidation' | 'onRequest'
> & {
  config?: Record<string, unknown>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The descriptor a route was registered from: the OpenAPI document and the contract test read it. */
    endpoint?: EndpointDef;
  }
}

export function schemaOf(name: SchemaName): z.ZodType {
  return (registry as unknown as Record<string, z.ZodType>)[name]!;
}

function optional(schema: z.ZodType): z.ZodType {
  return (schema as unknown as { nullish(): z.ZodType }).nullish();
}

export function route<D extends EndpointDef>(
  app: FastifyInstance,
  descriptor: D,
  handler: EndpointHandler<D>,
  extras: RouteExtras = {},
): void {
  const prefix = app.prefix;
  if (!descriptor.path.startsWith(prefix)) throw new Error(`${descriptor.path} registered under ${prefix}`);
  const status = descriptor.status ?? (descriptor.response ? 200 : 204);
  const schema: Record<string, unknown> = {};
  if (descriptor.params) schema.params = schemaOf(descriptor.params);
  if (descriptor.query) schema.querystring = schemaOf(descriptor.query);
  if (descriptor.body && !descriptor.multipart) {
    const body = schemaOf(descriptor.body);
    schema.body = descriptor.bodyOptional ? optional(body) : body;
  }
  if (descriptor.response) schema.response = { [status]: schemaOf(descriptor.response) };
  const { config, ...hooks } = extras;
  app.route({
    method: descriptor.method,
    url: descriptor.path.slice(prefix.length),
    schema,
    config: { auth: descriptor.access ?? 'active', endpoint: descriptor, ...config },
    ...hooks,
    handler: async (request, reply) => {
      const answer = await handler(request as unknown as EndpointRequest<D>, reply);
      if (answer === reply) return reply;
      if (status !== 200) reply.code(status);
      return status === 204 ? reply.send() : answer;
    },
  });
}
