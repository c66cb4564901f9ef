// A local webhook endpoint for tests: answers each POST with the status the test scripts (500 twice, then 200…),
// and keeps every request it got with its headers and raw body.
import { listenLocally, readBody } from './listen.ts';

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
  const local = await listenLocally(async (req, res) => {
    const body = (await readBody(req)).toString('utf8');
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
  return {
    url: `${local.origin}/hooks`,
    received,
    script(statuses, after = 200) {
      queue = [...statuses];
      fallback = after;
    },
    close: local.close,
  };
}
