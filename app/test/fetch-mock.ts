// A strict fetch stand-in for component tests: every call must match a route the test declared.
import { vi } from 'vitest';
import { fillPath, type EndpointDef } from '#shared/api/endpoint.ts';

export interface MockAnswer {
  status?: number;
  body?: unknown;
  /** A body sent as it is (a page, not JSON). */
  text?: string;
  headers?: Record<string, string>;
}

export interface MockCall {
  url: string;
  method: string;
  body: unknown;
  headers: Headers;
  /** The request's abort signal, to see whether it was cancelled. */
  signal: AbortSignal | null;
}

/** An answer now, or a promise of one (a request still in flight until the test resolves it). */
type Handler = (request: MockCall) => MockAnswer | Promise<MockAnswer>;

export interface FetchMock {
  on(method: string, path: string, handler: Handler | MockAnswer): FetchMock;
  /** The route of a descriptor of shared/api, its path's parameters filled in. */
  on(descriptor: EndpointDef, handler: Handler | MockAnswer): FetchMock;
  on(
    descriptor: EndpointDef,
    params: Record<string, string | number>,
    handler: Handler | MockAnswer,
  ): FetchMock;
  calls: MockCall[];
}

/**
 * Whether a call went to a descriptor's route, its path's parameters filled in (the query is not compared):
 * `fetch.calls.filter(callTo(userApi.readUser))`, so an assertion on a call is checked against shared/api too.
 */
export const callTo =
  (descriptor: EndpointDef, params?: Record<string, string | number>) =>
  (call: Pick<MockCall, 'method' | 'url'>): boolean =>
    call.method === descriptor.method && call.url.split('?')[0] === fillPath(descriptor.path, params);

/** The path a descriptor's call goes to, its parameters filled in (for a recorded URL compared whole). */
export const pathOf = (descriptor: EndpointDef, params?: Record<string, string | number>): string =>
  fillPath(descriptor.path, params);

/** Rejects as fetch does when the request is aborted before its answer comes. */
function unlessAborted<T>(answer: Promise<T>, signal: AbortSignal | null): Promise<T> {
  if (!signal) return answer;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new DOMException('aborted', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

type OnArgs =
  | [method: string, path: string, handler: Handler | MockAnswer]
  | [descriptor: EndpointDef, handler: Handler | MockAnswer]
  | [descriptor: EndpointDef, params: Record<string, string | number>, handler: Handler | MockAnswer];

function routeOf(args: OnArgs): [string, string, Handler | MockAnswer] {
  if (typeof args[0] === 'string') return args as [string, string, Handler | MockAnswer];
  const [descriptor, ...rest] = args as [EndpointDef, ...unknown[]];
  const [params, handler] = (rest.length === 2 ? rest : [undefined, rest[0]]) as [
    Record<string, string | number> | undefined,
    Handler | MockAnswer,
  ];
  return [descriptor.method, fillPath(descriptor.path, params), handler];
}

export function mockFetch(): FetchMock {
  const routes: { method: string; path: string; handler: Handler }[] = [];
  const calls: FetchMock['calls'] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call: MockCall = { url, method, body, headers, signal: init.signal ?? null };
    calls.push(call);
    if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const route = routes.find((r) => r.method === method && url.split('?')[0] === r.path);
    if (!route) throw new Error(`Unexpected request ${method} ${url}`);
    const handled = route.handler(call);
    // A plain answer comes back at once, as it always has; a promise waits (and can be aborted meanwhile).
    const answer = handled instanceof Promise ? await unlessAborted(handled, call.signal) : handled;
    const payload = answer.text ?? (answer.body === undefined ? null : JSON.stringify(answer.body));
    return new Response(payload, {
      status: answer.status ?? 200,
      headers: {
        'content-type': answer.text === undefined ? 'application/json' : 'text/html',
        ...answer.headers,
      },
    });
  });
  vi.stubGlobal('fetch', fetch);
  const mock: FetchMock = {
    on(...args: OnArgs) {
      const [method, path, handler] = routeOf(args);
      routes.unshift({ method, path, handler: typeof handler === 'function' ? handler : () => handler });
      return mock;
    },
    calls,
  };
  return mock;
}

/** The server's refusal as the API answers one: a status and a body `{ type, message, …extra }`. */
export const refusal = (
  status: number,
  type: string,
  message: string,
  extra: Record<string, unknown> = {},
): MockAnswer => ({ status, body: { type, message, ...extra } });
