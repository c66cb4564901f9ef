// A local server on 127.0.0.1 that speaks the part of Sentry's protocol the SDK uses (POST /api/<project>/envelope/,
// newline-delimited JSON: the envelope's header, then each item's header and payload); tests point SENTRY_DSN at it.
import { gunzipSync } from 'node:zlib';
import { listenLocally, readBody } from './listen.ts';

export interface ReceivedEnvelope {
  method: string | undefined;
  url: string | undefined;
  auth: string;
  text: string;
  items: { header: { type?: string }; payload: Record<string, unknown> }[];
}

/** Parses an envelope: a header line, then per item a header line and its payload line. */
export function parseEnvelope(text: string): ReceivedEnvelope['items'] {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  JSON.parse(lines[0]!);
  const items: ReceivedEnvelope['items'] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    items.push({ header: JSON.parse(lines[i]!), payload: JSON.parse(lines[i + 1]!) });
  }
  return items;
}

export interface SentryServer {
  /** A DSN for project 1 with the public key `publickey0123`. */
  dsn: string;
  received: ReceivedEnvelope[];
  /** The error events received so far. */
  events(): Record<string, unknown>[];
  close(): Promise<void>;
}

export async function startSentryServer(): Promise<SentryServer> {
  const received: ReceivedEnvelope[] = [];
  const local = await listenLocally(async (req, res) => {
    let body = await readBody(req);
    if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
    const text = body.toString('utf8');
    const ok = req.method === 'POST' && req.url?.startsWith('/api/1/envelope/');
    received.push({
      method: req.method,
      url: req.url,
      auth: String(req.headers['x-sentry-auth'] ?? ''),
      text,
      items: ok ? parseEnvelope(text) : [],
    });
    res.writeHead(ok ? 200 : 404, { 'content-type': 'application/json' }).end('{}');
  });
  return {
    dsn: `http://publickey0123@127.0.0.1:${local.port}/1`,
    received,
    events: () =>
      received.flatMap((r) =>
        r.items.filter((item) => item.header.type === 'event').map((item) => item.payload),
      ),
    close: local.close,
  };
}
