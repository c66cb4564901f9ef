// A local webhook endpoint for tests: answers each POST with the status the test scripts (500 twice, then 200…),
// and keeps every request it got with its headers and raw body.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedHook {
  status: number;
  signature: string;
  body: string;
  event: { id: string; type: string; occurredAt: string; data: Record<string, unknown> };
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedHook[];
  /** The statuses of the next answers, in order; after them, `fallback`. */
  script(statuses: number[], fallback?: number): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  let queue: number[] = [];
  let fallback = 200;
  const received: ReceivedHook[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const status = queue.shift() ?? fallback;
      received.push({
        status,
        signature: String(req.headers['x-kvartal-signature'] ?? ''),
        body,
        event: JSON.parse(body) as ReceivedHook['event'],
      });
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(status < 300 ? 'принято' : `ошибка ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    script(statuses, after = 200) {
      queue = [...statuses];
      fallback = after;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
