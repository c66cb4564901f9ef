// Rendered feeds kept in the process, per builder and portal. A request first reads a cheap fingerprint of the
// builder's data (unit, section and complex versions and times, portal ids): a changed fingerprint renders at once;
// an unchanged one serves the copy for up to a minute, after which it is rendered again anyway, so a change the
// fingerprint cannot see (a photo, a contact, a building published) shows within a minute. The ETag is a hash of
// the offers, so a re-render of the same offers keeps its ETag and Last-Modified and portals get their 304. Each
// node keeps its own copies: the fingerprint is read from the shared database on every request, so no node serves a
// feed older than the data, and the ETag is the same on every node (decision 032).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { TFeedPortal } from '#shared/feeds.ts';
import type { DbOrTx } from '../../db/client.ts';
import { feedObjectIds } from './feed-scope.ts';
import { queryRows } from '../../core/sql.ts';

/** How long an unchanged fingerprint trusts the rendered copy. */
export const FEED_MAX_AGE_MS = 60_000;

/** Copies kept at most: three portals of a few hundred builders, a few MB each at most. */
const FEED_CACHE_ENTRIES = 600;

export interface CachedFeed {
  body: Buffer;
  etag: string;
  lastModified: Date;
  /** The body gzipped, made once on the first request that accepts it (5,000 units are ~15 MB, ~1 MB gzipped). */
  gzipped(): Promise<Buffer>;
}

const gzipAsync = promisify(gzip);

function feedOf(body: Buffer, etag: string, lastModified: Date): CachedFeed {
  let packed: Promise<Buffer> | null = null;
  return { body, etag, lastModified, gzipped: () => (packed ??= gzipAsync(body)) };
}

interface Entry extends CachedFeed {
  fingerprint: string;
  offersHash: string;
  renderedAt: number;
}

/** Everything cheap to read that any edit of a builder's units, sections or complexes moves. */
export async function feedFingerprint(db: DbOrTx, ownerId: number): Promise<string> {
  const [row] = await queryRows<{ fingerprint: string }>(
    db,
    sql`select concat_ws('|',
        (select concat_ws(':', count(*), sum(c.version), max(c.updated_at)) from cells c
          where c.object_id in (${feedObjectIds(ownerId)})),
        (select concat_ws(':', count(*), sum(s.version), max(s.updated_at),
            string_agg(s.published::text || p.published::text, '' order by s.id)) from sections s
          join pavilions p on p.id = s.pavilion_id
          where s.object_id in (${feedObjectIds(ownerId)})),
        (select concat_ws(':', count(*), sum(o.version), max(o.updated_at),
            string_agg(o.published::text, '' order by o.id)) from objects o where o.id in (${feedObjectIds(ownerId)})),
        (select concat_ws(':', count(*), max(pi.updated_at)) from object_portal_ids pi
          where pi.object_id in (${feedObjectIds(ownerId)}))
      ) as fingerprint`,
  );
  return row!.fingerprint;
}

/** A portal's offers, and its whole document for a given generation time. */
export type FeedRender = () => Promise<{ offers: string; document: (generated: Date) => string }>;

export const hashOf = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 27);

export class FeedCache {
  private readonly entries = new Map<string, Entry>();
  /** Renders under way: portals that ask at once wait for the one render rather than start their own. */
  private readonly pending = new Map<string, Promise<Entry>>();

  /**
   * The feed to serve: the cached copy when the fingerprint matches and it is fresh, otherwise a new render from
   * `render()` (offers, and the document for a given generation time) that keeps the old ETag when its offers are
   * the same.
   */
  async get(
    key: { ownerId: number; portal: TFeedPortal; baseUrl: string },
    fingerprint: string,
    now: Date,
    render: FeedRender,
  ): Promise<CachedFeed> {
    const id = `${key.ownerId}:${key.portal}:${key.baseUrl}`;
    const cached = this.entries.get(id);
    if (cached && cached.fingerprint === fingerprint && now.getTime() - cached.renderedAt < FEED_MAX_AGE_MS) {
      return cached;
    }
    const running = this.pending.get(id);
    if (running) return running;
    const next = this.renew(id, cached, fingerprint, now, render).finally(() => this.pending.delete(id));
    this.pending.set(id, next);
    return next;
  }

  private async renew(
    id: string,
    cached: Entry | undefined,
    fingerprint: string,
    now: Date,
    render: FeedRender,
  ): Promise<Entry> {
    const { offers, document } = await render();
    const offersHash = hashOf(offers);
    const same = cached && cached.offersHash === offersHash;
    const lastModified = same ? cached.lastModified : new Date(Math.floor(now.getTime() / 1000) * 1000);
    const entry: Entry = {
      ...(same ? cached : feedOf(Buffer.from(document(lastModified)), `"${offersHash}"`, lastModified)),
      fingerprint,
      offersHash,
      renderedAt: now.getTime(),
    };
    this.entries.delete(id);
    this.entries.set(id, entry);
    // Oldest first in a Map: beyond the cap the least recently rendered copy goes.
    if (this.entries.size > FEED_CACHE_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }
}
