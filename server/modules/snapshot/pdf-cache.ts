// A link's PDF is rendered once per version and kept, so a PDF asked for again (by the client, a messenger's preview,
// a script) costs a read of the link, not a re-encoding of every picture. The version is a hash of what the PDF is
// made from (the link's last refresh and the print model: every item's texts, figures, picture ids and links), so a
// refresh or any change an item shows makes a new one. One entry per link (a new version replaces the old), for
// half an hour, PDFs over the size bound not kept; in app.cache, so nodes sharing Redis share it. Renders (not the
// answers from the cache) are limited per client address over a window (ThrottleLimit with the seconds to wait).
import { throttle } from '../../errors.ts';
import type { Cache } from '../../core/cache/cache.ts';
import { sha256 } from '../../core/hash.ts';
import type { WindowCounter } from '../../providers/window-counter.ts';

export const PDF_CACHE = { ttlMs: 30 * 60_000, maxBytes: 12 * 1024 * 1024 } as const;
export const PDF_RENDER_LIMITS = { perIp: 12, windowSeconds: 10 * 60 } as const;

interface Kept {
  version: string;
  /** The PDF's bytes, base64 (the shared cache keeps JSON). */
  body: string;
}

/** The version of a link's PDF: a hash of everything it is rendered from. */
export const pdfVersion = (source: unknown): string => sha256(JSON.stringify(source));

export class SnapshotPdfCache {
  /** Renders under way on this node: a second request for the same version waits for the first. */
  private readonly running = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly cache: Cache,
    private readonly counter: WindowCounter,
  ) {}

  async get(
    link: { id: string; version: string },
    ip: string,
    now: Date,
    render: () => Promise<Buffer>,
  ): Promise<Buffer> {
    const key = `snapshot-pdf:${link.id}`;
    const kept = await this.cache.get<Kept>(key);
    if (kept?.version === link.version) return Buffer.from(kept.body, 'base64');
    const flight = `${link.id}:${link.version}`;
    const joined = this.running.get(flight);
    if (joined) return joined;
    const wait = await this.counter.take(
      [{ key: `snapshot-pdf:ip:${ip}`, max: PDF_RENDER_LIMITS.perIp }],
      PDF_RENDER_LIMITS.windowSeconds * 1000,
      now,
    );
    if (wait > 0) throw throttle(wait / 1000);
    const job = (async () => {
      const body = await render();
      if (body.length <= PDF_CACHE.maxBytes) {
        await this.cache.set(key, { version: link.version, body: body.toString('base64') }, PDF_CACHE.ttlMs);
      }
      return body;
    })().finally(() => this.running.delete(flight));
    this.running.set(flight, job);
    return job;
  }
}
