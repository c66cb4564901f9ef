// API tests call the API as the app does: through the descriptor of shared/api, so a renamed path or a changed
// input fails at compile time. call() is typed by the descriptor; callRaw() sends a deliberately wrong input
// (validation tests) and still takes its path from the descriptor.
import { encode } from '@msgpack/msgpack';
import type { FastifyInstance } from 'fastify';
import type { Response } from 'light-my-request';
import { fillPath, type EndpointDef, type InputOf, type OutputOf } from '#shared/api/endpoint.ts';
import type { TErrorType } from '#shared/errors.ts';
import type { DbOrTx } from '../db/client.ts';
import { tokenFor } from './factories.ts';

/**
 * Who calls: a token, anything holding one (a world's caller) or its auth headers (a world's person), or a user row
 * (its token is issued once per test app); none: public.
 */
export type As =
  | string
  | { token: string }
  | { headers: Readonly<Record<string, string>> }
  | { id: number; phone: string }
  | null
  | undefined;

export interface CallOptions {
  /** Extra request headers (an idempotency key, a user agent, a forwarded address…). */
  headers?: Record<string, string>;
  /** Send the body as MessagePack and ask for MessagePack back. */
  msgpack?: boolean;
  /** The caller's address as the server sees it. */
  remoteAddress?: string;
}

/** A 4xx answer: the catalogue error (type, message) or a 422's Russian messages per field (`errors`). */
export interface Failure {
  type?: TErrorType;
  message: string;
  seconds?: number;
  errors: Record<string, string[]>;
}

/** The inject response with the answer typed by the descriptor. */
export type Called<D extends EndpointDef> = Omit<Response, 'json'> & {
  /** The answer on success, typed by the descriptor's response schema. */
  json<T = OutputOf<D>>(): T;
  /** The answer of a refused call. */
  failure(): Failure;
};

export type RawCalled = Response & { failure(): Failure };

/** A prepared multipart form (server/test/worlds/backoffice.ts multipart()). */
interface PreparedForm {
  payload: Buffer;
  headers: Record<string, string>;
}

/** What callRaw sends: any parts, none checked against the descriptor's schemas. */
export interface RawInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

type Empty = Record<never, never>;

/** The descriptor's input, with every part whose fields are all optional left optional itself (a query of filters). */
export type TestInputOf<D extends EndpointDef> = {
  [K in keyof InputOf<D> as Empty extends InputOf<D>[K] ? K : never]?: InputOf<D>[K];
} & { [K in keyof InputOf<D> as Empty extends InputOf<D>[K] ? never : K]: InputOf<D>[K] };

type InputArgs<D extends EndpointDef> =
  Empty extends TestInputOf<D>
    ? [input?: TestInputOf<D> | null, as?: As, options?: CallOptions]
    : [input: TestInputOf<D>, as?: As, options?: CallOptions];

export interface ApiCaller {
  /** The token a user row calls with (issued on its first call), for a test that needs it itself (a logout). */
  tokenOf(user: { id: number }): Promise<string>;
  call<D extends EndpointDef>(descriptor: D, ...args: InputArgs<D>): Promise<Called<D>>;
  /** The answer is untyped too: a raw call checks what the server does with input off its type. */
  callRaw(
    descriptor: EndpointDef,
    input?: RawInput | null,
    as?: As,
    options?: CallOptions,
  ): Promise<RawCalled>;
}

/** `{ a: 1, ids: [2, 3], on: true }` → `a=1&ids=2&ids=3&on=1` (booleans as the app sends them). */
export function encodeQuery(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined) continue;
      search.append(key, item === null ? '' : typeof item === 'boolean' ? (item ? '1' : '0') : String(item));
    }
  }
  return search.toString();
}

/** The auth headers of a caller; a user row's token comes from `tokenOf`. */
export async function authorizationOf(
  as: As,
  tokenOf?: (user: { id: number }) => Promise<string>,
): Promise<Record<string, string>> {
  if (!as) return {};
  if (typeof as === 'string') return { authorization: `Bearer ${as}` };
  if ('token' in as) return { authorization: `Bearer ${as.token}` };
  if ('headers' in as) return { ...as.headers };
  if (!tokenOf) throw new Error('a user row calls only on a test app with its database (apiCaller(app, db))');
  return { authorization: `Bearer ${await tokenOf(as)}` };
}

const isPreparedForm = (body: unknown): body is PreparedForm =>
  typeof body === 'object' && body !== null && 'payload' in body && Buffer.isBuffer(body.payload);

async function send(
  app: FastifyInstance,
  tokenOf: ((user: { id: number }) => Promise<string>) | undefined,
  descriptor: EndpointDef,
  input: RawInput | null | undefined,
  as: As,
  options: CallOptions = {},
): Promise<RawCalled> {
  const search = encodeQuery(input?.query);
  const url = fillPath(descriptor.path, input?.params) + (search ? `?${search}` : '');
  const headers: Record<string, string> = { ...(await authorizationOf(as, tokenOf)), ...options.headers };
  let payload: string | Buffer | undefined;
  const body = input?.body;
  if (isPreparedForm(body)) {
    payload = body.payload;
    Object.assign(headers, body.headers);
  } else if (body !== undefined) {
    if (options.msgpack) {
      payload = Buffer.from(encode(body));
      headers['content-type'] = 'application/x-msgpack';
    } else {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
  }
  if (options.msgpack) headers.accept = 'application/x-msgpack, application/json';
  const res = await app.inject({
    method: descriptor.method,
    url,
    headers,
    payload,
    remoteAddress: options.remoteAddress,
  });
  return Object.assign(res, { failure: () => res.json<Failure>() });
}

/** call/callRaw bound to one app (a test context carries them as t.call, t.callRaw); with its database, users call. */
export function apiCaller(app: FastifyInstance, db?: DbOrTx): ApiCaller {
  const tokens = new Map<number, Promise<string>>();
  const tokenOf = db
    ? (user: { id: number }) => {
        if (!tokens.has(user.id)) tokens.set(user.id, tokenFor(db, user));
        return tokens.get(user.id)!;
      }
    : undefined;
  return {
    tokenOf: (user) => {
      if (!tokenOf)
        throw new Error('a user row calls only on a test app with its database (apiCaller(app, db))');
      return tokenOf(user);
    },
    call: <D extends EndpointDef>(descriptor: D, ...[input, as, options]: InputArgs<D>) =>
      send(app, tokenOf, descriptor, input as RawInput, as, options) as Promise<Called<D>>,
    callRaw: (descriptor, input, as, options) => send(app, tokenOf, descriptor, input, as, options),
  };
}
