// The SPA fallback's branch for a sent collection's link (/{snapshotId} and its pages): the app's index.html with the
// link card's tags in its head, or, for a missing or revoked link, a 404 with a small page instead of the app.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicUrl } from '../../core/public-url.ts';
import { AppError } from '../../errors.ts';
import { findLiveSnapshot } from '../snapshot/live-snapshot.ts';
import { looksLikeSnapshotId } from '../snapshot/snapshot-id.ts';
import { gonePage } from './gone-page.ts';
import { withPreview } from './meta.ts';
import { collectionPreview } from './snapshot-preview.ts';
import { paintSnapshot } from '../first-paint/snapshot.ts';

/** The snapshot id a page path starts with, or null: no route of the app has a first segment that long. */
export function snapshotIdOfPath(path: string): string | null {
  const first = path.split('/')[1] ?? '';
  return looksLikeSnapshotId(first) ? first : null;
}

export type CollectionPage = { status: 200 | 404; html: string };

export async function collectionPage(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  indexHtml: () => Promise<string>,
): Promise<CollectionPage> {
  let row;
  try {
    row = await findLiveSnapshot(app.db, id);
  } catch (error) {
    if (error instanceof AppError && error.type === 'NotFound') {
      return { status: 404, html: gonePage(error.extra.revoked === true) };
    }
    throw error;
  }
  const meta = await collectionPreview(
    app.db,
    app.storage,
    row,
    app.clock.now(),
    publicUrl(app.env, request),
  );
  const html = withPreview(await indexHtml(), meta);
  // The link itself (not its complexes' pages) arrives with its first screen painted (decision 033).
  const path = new URL(request.url, 'http://page').pathname;
  if (request.method !== 'GET' || path.replace(/\/$/, '') !== `/${id}`) return { status: 200, html };
  const painted = await paintSnapshot(app, row, path, html).catch((error: unknown) => {
    request.log.warn({ err: error }, 'first paint failed');
    return null;
  });
  return { status: 200, html: painted ?? html };
}
