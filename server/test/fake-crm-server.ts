// The plumbing the CRM fakes share: a local HTTP server on 127.0.0.1 (port 0) reading JSON bodies, recording every
// request, and collecting `problems` — any request whose shape or auth is not what the CRM documents. Tests assert
// that no problem was found, so a wrong request fails them.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

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
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
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
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    problems,
    failNext: (n) => {
      failing = n;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
export const isInt = (v: unknown) => typeof v === 'number' && Number.isInteger(v);
