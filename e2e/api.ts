// The specs' API client: `api.call(descriptor, input, { as })` with the descriptors of shared/api, so a renamed path
// or a changed input fails at compile time. It sends what the SPA sends (app/lib/call.ts): the path filled from
// `params`, the query in the client's form, the body through toClientForm, JSON answers parsed.
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect } from '@playwright/test';
import {
  fillPath,
  type EndpointDef,
  type InputOf,
  type NeedsInput,
  type OutputOf,
} from '#shared/api/endpoint.ts';
import { toClientForm } from '#shared/client-form.ts';
import { DEMO_PHONES, type DemoRole } from './demo.ts';
import { demoToken } from './demo-login.ts';

/** Who calls: a demo role (`'builder'`), a phone (a demo one, or a fresh account made in this test), or a token. */
export type Caller = DemoRole | `+${string}` | (string & {});

export interface CallOptions {
  /** Nobody (no Authorization header) by default. */
  as?: Caller;
  headers?: Record<string, string>;
  /** Redirects to follow (Playwright's default is 20). */
  maxRedirects?: number;
}

export interface Answer<D extends EndpointDef> {
  status: number;
  ok: boolean;
  /** The parsed JSON answer; the descriptor's type is only right on success. */
  body: OutputOf<D>;
  /** The answer as text (an error's body, a file). */
  text: string;
  headers: Record<string, string>;
  response: APIResponse;
}

type Parts = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
type Args<D extends EndpointDef> =
  NeedsInput<D> extends true
    ? [input: InputOf<D>, options?: CallOptions]
    : [input?: InputOf<D> | null, options?: CallOptions];

const DEMO_ROLES = new Set(Object.keys(DEMO_PHONES));
const DEMO_BY_PHONE = new Map(Object.entries(DEMO_PHONES).map(([role, phone]) => [phone, role as DemoRole]));

/** The query as the SPA writes it (app/lib/api.ts url()): booleans as 1/0, null as empty. */
function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.set(key, value === null ? '' : typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export class Api {
  /** Tokens of the fresh accounts made in this test, by phone. */
  private readonly tokens = new Map<string, string>();

  constructor(private readonly request: APIRequestContext) {}

  /** Lets `as: phone` name an account this test made. */
  remember(phone: string, token: string): void {
    this.tokens.set(phone, token);
  }

  async token(caller: Caller): Promise<string> {
    if (DEMO_ROLES.has(caller)) return demoToken(caller as DemoRole);
    if (caller.startsWith('+')) {
      const demo = DEMO_BY_PHONE.get(caller as (typeof DEMO_PHONES)[DemoRole]);
      if (demo) return demoToken(demo);
      const fresh = this.tokens.get(caller);
      if (!fresh) throw new Error(`api: no account of ${caller} was made in this test`);
      return fresh;
    }
    return caller;
  }

  /** The headers a call of the SPA carries, with the caller's token. */
  async headers(as?: Caller, extra: Record<string, string> = {}): Promise<Record<string, string>> {
    const headers: Record<string, string> = {
      'x-requested-with': 'XMLHttpRequest',
      accept: 'application/json',
      ...extra,
    };
    if (as) headers.authorization = `Bearer ${await this.token(as)}`;
    return headers;
  }

  /** Any answer, with its status: the spec asserts on it. */
  async call<D extends EndpointDef>(descriptor: D, ...[input, options = {}]: Args<D>): Promise<Answer<D>> {
    const parts = (input ?? {}) as Parts;
    const url = fillPath(descriptor.path, parts.params) + queryString(parts.query);
    const headers = await this.headers(options.as, options.headers);
    const send: Parameters<APIRequestContext['fetch']>[1] = {
      method: descriptor.method,
      headers,
      maxRedirects: options.maxRedirects,
    };
    if (descriptor.multipart) send.multipart = parts.body as never;
    else {
      const body = parts.body ?? (descriptor.body && !descriptor.bodyOptional ? {} : undefined);
      if (body !== undefined) send.data = toClientForm(body);
    }
    const response = await this.request.fetch(url, send);
    const text = await response.text();
    const type = response.headers()['content-type'] ?? '';
    const json = text && /[/+]json\b/.test(type);
    return {
      status: response.status(),
      ok: response.ok(),
      body: (json ? JSON.parse(text) : undefined) as OutputOf<D>,
      text,
      headers: response.headers(),
      response,
    };
  }

  /** A link as it is (from a mail, a page): what the server answers to a plain GET. */
  get(
    url: string,
    options: { maxRedirects?: number; headers?: Record<string, string> } = {},
  ): Promise<APIResponse> {
    return this.request.get(url, options);
  }

  /** A call that must succeed (a spec's set-up): its typed answer, or the test fails with the server's words. */
  async ok<D extends EndpointDef>(descriptor: D, ...args: Args<D>): Promise<OutputOf<D>> {
    const answer = await this.call(descriptor, ...args);
    expect(
      answer.status,
      `${descriptor.method} ${descriptor.path}: ${answer.text.slice(0, 500)}`,
    ).toBeLessThan(300);
    return answer.body;
  }
}

/** The client over a request context: the `api` fixture's, or a helper's own. */
export const apiOf = (request: APIRequestContext): Api => new Api(request);
