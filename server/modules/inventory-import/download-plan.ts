// A plan image downloaded by the server, under the rules of the feed fetcher (fetch-feed.ts) and the webhooks: the
// address checked against private networks before the request and at every redirect, the socket's own lookup
// checking what DNS answers then (server/core/public-address.ts), a time limit for the whole answer and a size limit
// counted while the body streams. Failures are PlanFetchError with the reason the import's log shows in Russian.
import http from 'node:http';
import https from 'node:https';
import { IMPORT_LIMITS } from '#shared/inventory-import.ts';
import { importTexts } from '#shared/texts/inventory-import.ts';
import { fill } from '#shared/texts/ru.ts';
import { assertPublicUrl, publicLookup } from '../../core/public-address.ts';
import { ValidationFailed } from '../../errors.ts';

const P = importTexts.plans;
const MAX_REDIRECTS = 3;

export class PlanFetchError extends Error {}

export interface PlanFetchOptions {
  allowPrivate: boolean;
  /** The whole download's time limit; tests shorten it. */
  timeoutMs?: number;
}

type Answer = { redirect: string } | { data: Buffer };

function getOnce(url: string, options: PlanFetchOptions, deadline: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    const left = Math.max(1, deadline - Date.now());
    const request = client.get(target, {
      headers: { accept: 'image/*', 'user-agent': 'Kvartal-Import/1' },
      lookup: publicLookup(options.allowPrivate),
      timeout: left,
    });
    const timer = setTimeout(() => request.destroy(new PlanFetchError(P.noAnswer)), left);
    const fail = (error: Error) => {
      clearTimeout(timer);
      if (error instanceof PlanFetchError) return reject(error);
      if ((error as { code?: string }).code === 'EPRIVATE') return reject(new PlanFetchError(P.private));
      reject(new PlanFetchError(fill(P.unreachable, (error as { code?: string }).code ?? error.message)));
    };
    request.on('timeout', () => request.destroy(new PlanFetchError(P.noAnswer)));
    request.on('error', fail);
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        clearTimeout(timer);
        response.resume();
        return resolve({ redirect: new URL(location, url).toString() });
      }
      if (status < 200 || status >= 300) {
        response.resume();
        return fail(new PlanFetchError(fill(P.status, status)));
      }
      const declared = Number(response.headers['content-length'] ?? 0);
      const tooLarge = () => new PlanFetchError(fill(P.tooLarge, IMPORT_LIMITS.planBytes / 1024 / 1024));
      if (declared > IMPORT_LIMITS.planBytes) {
        response.destroy();
        return fail(tooLarge());
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > IMPORT_LIMITS.planBytes) request.destroy(tooLarge());
        else chunks.push(chunk);
      });
      response.on('error', fail);
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ data: Buffer.concat(chunks) });
      });
    });
  });
}

export async function downloadPlan(url: string, options: PlanFetchOptions): Promise<Buffer> {
  const deadline = Date.now() + (options.timeoutMs ?? IMPORT_LIMITS.planSeconds * 1000);
  let target = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    try {
      await assertPublicUrl(target, options.allowPrivate);
    } catch (error) {
      const text = error instanceof ValidationFailed ? Object.values(error.errors).flat()[0] : undefined;
      throw new PlanFetchError(
        text?.startsWith('Ссылка ведёт во внутреннюю') ? P.private : (text?.toLowerCase() ?? P.private),
      );
    }
    const answer = await getOnce(target, options, deadline);
    if ('data' in answer) return answer.data;
    target = answer.redirect;
  }
  throw new PlanFetchError(fill(P.status, 'redirect'));
}
