// A feed downloaded by the server: the address checked against private networks (server/core/public-address.ts)
// before the request and again at every redirect, a time limit, and a size limit counted while the body streams.
import { IMPORT_LIMITS } from '#shared/inventory-import.ts';
import { importTexts } from '#shared/texts/inventory-import.ts';
import { fill } from '#shared/texts/ru.ts';
import { assertPublicUrl } from '../../core/public-address.ts';
import { invalid } from '../../errors.ts';

const MAX_REDIRECTS = 3;

const failed = (reason: string) => invalid('feedUrl', fill(importTexts.errors.feedFailed, reason));

export async function fetchFeed(url: string, allowPrivate: boolean): Promise<Buffer> {
  let target = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    await assertPublicUrl(target, allowPrivate, 'feedUrl');
    let response: Response;
    try {
      response = await fetch(target, {
        redirect: 'manual',
        signal: AbortSignal.timeout(IMPORT_LIMITS.feedSeconds * 1000),
        headers: { accept: 'application/xml, text/xml, */*' },
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw failed(
        timedOut ? fill(importTexts.errors.feedTimeout, IMPORT_LIMITS.feedSeconds) : (error as Error).message,
      );
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      target = new URL(location, target).toString();
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw failed(fill(importTexts.errors.feedStatus, response.status));
    }
    return readLimited(response);
  }
  throw failed(fill(importTexts.errors.feedStatus, 'redirect'));
}

async function readLimited(response: Response): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  if (!response.body) return Buffer.alloc(0);
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > IMPORT_LIMITS.feedBytes) {
      await response.body.cancel().catch(() => undefined);
      throw invalid('feedUrl', fill(importTexts.errors.tooLarge, IMPORT_LIMITS.feedBytes / 1024 / 1024));
    }
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}
