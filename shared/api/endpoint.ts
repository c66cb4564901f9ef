// One API call described once: method, path, who may call it, the schemas of its parts by name, the error types it
// may answer. The server registers its route from this (server/core/route.ts), the client calls it with
// call(descriptor, input) (app/lib/call.ts) and gets the answer's type, and the OpenAPI document is built from it.
// Schemas are named, not held: a descriptor stays Zod-free at run time, so the app's first screen carries no Zod.
import type { z } from 'zod';
import type { TErrorType } from '../errors.ts';
import type * as Registry from './schema-registry.ts';

type Schemas = typeof Registry;
/** The exported name of a Zod schema in shared/schemas (see schema-registry.ts). */
export type SchemaName = {
  [K in keyof Schemas]: Schemas[K] extends z.ZodType ? K : never;
}[keyof Schemas];

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** public: anyone; user: logged in, any status; active: logged in, terms accepted, not banned (the default). */
export type Access = 'public' | 'user' | 'active';

export interface EndpointDef {
  readonly method: Method;
  /** Full path with Fastify-style parameters: `/api/objects/:id`. */
  readonly path: `/api/${string}`;
  /** One line for the reference page. */
  readonly summary: string;
  readonly access?: Access;
  readonly params?: SchemaName;
  readonly query?: SchemaName;
  readonly body?: SchemaName;
  /** The body may be left out altogether (an empty POST). */
  readonly bodyOptional?: boolean;
  /** A multipart form (files): the client sends it with upload(); the server reads the parts itself. */
  readonly multipart?: boolean;
  /** The answer on success; none means an empty answer. */
  readonly response?: SchemaName;
  /** 200 unless said (204 for an empty answer). */
  readonly status?: 200 | 201 | 204;
  /**
   * The call takes an Idempotency-Key header (shared/idempotency.ts): a repeat with the same key gets the first
   * answer back. The route's handler is wrapped with idempotent() (server/core/idempotency.ts).
   */
  readonly idempotent?: boolean;
  /** The catalogue error types it may answer besides 422 validation (shared/errors.ts). */
  readonly errors: readonly TErrorType[];
}

export const endpoint = <const D extends EndpointDef>(descriptor: D): D => descriptor;

/** A descriptor of endpointsWith(): the shared parts it does not name itself, and its own. */
type Joined<S, D> = { [K in keyof (Omit<S, keyof D> & D)]: (Omit<S, keyof D> & D)[K] };

/**
 * Descriptors of one resource that share parts (its parameters, access or errors): the shared parts are written
 * once, each descriptor adds its own, and a part it names itself wins. The result is typed as endpoint()'s would be.
 */
export const endpointsWith =
  <const S extends Partial<EndpointDef>>(shared: S) =>
  <const D extends Partial<EndpointDef> & Omit<EndpointDef, keyof S>>(own: D): Joined<S, D> =>
    ({ ...shared, ...own }) as Joined<S, D>;

type SchemaOf<N> = N extends SchemaName ? Schemas[N] : never;
type In<N> = N extends SchemaName ? z.input<SchemaOf<N>> : never;
type Out<N> = N extends SchemaName ? z.output<SchemaOf<N>> : never;

/** What the client passes: only the parts the endpoint has. */
export type InputOf<D extends EndpointDef> = (D['multipart'] extends true
  ? { body: Record<string, unknown> }
  : unknown) &
  (D['params'] extends SchemaName ? { params: In<D['params']> } : unknown) &
  (D['query'] extends SchemaName ? { query: In<D['query']> } : unknown) &
  (D['multipart'] extends true
    ? unknown
    : D['body'] extends SchemaName
      ? D['bodyOptional'] extends true
        ? { body?: In<D['body']> | null }
        : { body: In<D['body']> }
      : unknown);

/** The answer's type on the client: what the response schema gives. */
export type OutputOf<D extends EndpointDef> = D['response'] extends SchemaName ? Out<D['response']> : void;

/** What the server's handler receives (parsed) and returns (before the response schema). */
export type ParamsOf<D extends EndpointDef> = D['params'] extends SchemaName ? Out<D['params']> : unknown;
export type QueryOf<D extends EndpointDef> = D['query'] extends SchemaName ? Out<D['query']> : unknown;
export type BodyOf<D extends EndpointDef> = D['body'] extends SchemaName
  ? D['bodyOptional'] extends true
    ? Out<D['body']> | null | undefined
    : Out<D['body']>
  : unknown;
export type ReplyOf<D extends EndpointDef> = D['response'] extends SchemaName ? In<D['response']> : void;

/** Whether the call needs an input object at all. */
export type NeedsInput<D extends EndpointDef> = D['multipart'] extends true
  ? true
  : D['params'] extends SchemaName
    ? true
    : D['query'] extends SchemaName
      ? true
      : D['body'] extends SchemaName
        ? D['bodyOptional'] extends true
          ? false
          : true
        : false;

/** `/api/objects/:id` with `{ id: 5 }` → `/api/objects/5`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
