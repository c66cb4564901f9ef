// A strict fetch stand-in for component tests: every call must match a route the test declared.
import { vi } from 'vitest';

export interface MockAnswer {
  status?: number;
  body?: unknown;
  /** A body sent as it is (a page, not JSON). */
  text?: string;
  headers?: Record<string, string>;
}

type Handler = (request: { url: string; method: string; body: unknown; headers: Headers }) => MockAnswer;

export interface FetchMock {
  on(method: string, path: string, handler: Handler | MockAnswer): FetchMock;
  calls: { url: string; method: string; body: unknown; headers: Headers }[];
}

export function mockFetch(): FetchMock {
  const routes: { method: string; path: string; handler: Handler }[] = [];
  const calls: FetchMock['calls'] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call = { url, method, body, headers };
    calls.push(call);
    if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const route = routes.find((r) => r.method === method && url.split('?')[0] === r.path);
    if (!route) throw new Error(`Unexpected request ${method} ${url}`);
    const answer = route.handler(call);
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
    on(method, path, handler) {
      routes.unshift({ method, path, handler: typeof handler === 'function' ? handler : () => handler });
      return mock;
    },
    calls,
  };
  return mock;
}
