// The plumbing the CRM fakes share: a local HTTP server on 127.0.0.1 (port 0) reading JSON bodies, recording every
// request, and collecting `problems` — any request whose shape or auth is not what the CRM documents. Tests assert
// that no problem was found, so a wrong request fails them.
import type http from 'node:http';
import { listenLocally, readBody } from './listen.ts';

export interface FakeRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
}

export interface FakeServer {
  origin: string;
  requests: FakeRequest[];
  problems: string[];
  /** The next n requests answer 500 (a CRM having a bad minute). */
  failNext(n: number): void;
  close(): Promise<void>;
}

export async function startFakeServer(
  handle: (request: FakeRequest, problem: (text: string) => void) => FakeAnswer,
): Promise<FakeServer> {
  const requests: FakeRequest[] = [];
  const problems: string[] = [];
  let failing = 0;
  const local = await listenLocally(async (req, res) => {
    const text = (await readBody(req)).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake');
    const problem = (t: string) => problems.push(`${req.method} ${url.pathname}: ${t}`);
    let body: unknown = null;
    if (text) {
      if (!String(req.headers['content-type'] ?? '').startsWith('application/json'))
        problem(`content-type ${req.headers['content-type']}, not JSON`);
      try {
        body = JSON.parse(text);
      } catch {
        problem('the body is not JSON');
      }
    }
    const request = { method: req.method ?? '', path: url.pathname, headers: req.headers, body };
    requests.push(request);
    let answer: FakeAnswer;
    if (failing > 0) {
      failing--;
      answer = { status: 500, body: { error: 'INTERNAL' } };
    } else answer = handle(request, problem);
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  return {
    origin: local.origin,
    requests,
    problems,
    failNext: (n) => {
      failing = n;
    },
    close: local.close,
  };
}

export const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
export const isInt = (v: unknown) => typeof v === 'number' && Number.isInteger(v);
