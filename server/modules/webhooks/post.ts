// One signed POST to an endpoint, through the SSRF-checked lookup, with a timeout; the answer's first 1 KB kept.
import http from 'node:http';
import https from 'node:https';
import { publicLookup } from '../../core/public-address.ts';
import { SIGNATURE_HEADER } from './sign.ts';

export const WEBHOOK_TIMEOUT_MS = 10_000;
const HEAD_BYTES = 1024;

export interface PostResult {
  statusCode: number | null;
  durationMs: number;
  /** The answer's first 1 KB, or the error when no answer came. */
  response: string;
}

export function postWebhook(
  url: string,
  body: string,
  signature: string,
  eventId: string,
  allowPrivate: boolean,
): Promise<PostResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Kvartal-Webhooks/1',
          [SIGNATURE_HEADER]: signature,
          'x-kvartal-event-id': eventId,
          'content-length': Buffer.byteLength(body),
        },
        lookup: publicLookup(allowPrivate),
        timeout: WEBHOOK_TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < HEAD_BYTES) chunks.push(chunk);
          size += chunk.length;
          // Only the head is kept: a receiver answering a long page is not read to its end.
          if (size >= HEAD_BYTES) response.destroy();
        });
        const done = () =>
          resolve({
            statusCode: response.statusCode ?? null,
            durationMs: elapsed(),
            response: Buffer.concat(chunks).subarray(0, HEAD_BYTES).toString('utf8'),
          });
        response.on('end', done);
        response.on('close', done);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer in ${WEBHOOK_TIMEOUT_MS / 1000} s`)));
    request.on('error', (error) =>
      resolve({ statusCode: null, durationMs: elapsed(), response: error.message.slice(0, HEAD_BYTES) }),
    );
    request.end(body);
  });
}
