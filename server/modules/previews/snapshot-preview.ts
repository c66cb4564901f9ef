// What a sent collection's link card says: its name, how many items, their price range and the agent who sent it,
// with the first item's photo. Read through the same functions as the page (readSnapshot), with no viewer.
import { Kind } from '#shared/enums.ts';
import { countOf, formatPriceShort } from '#shared/format.ts';
import { fill } from '#shared/texts/ru.ts';
import { collectionTexts } from '#shared/texts/collections.ts';
import { previewTexts } from '#shared/texts/previews.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Storage } from '../../storage/storage.ts';
import { readSnapshot } from '../snapshot/read-snapshot.ts';
import type { SnapshotRow } from '../snapshot/live-snapshot.ts';
import { firstImageKey } from './image.ts';
import type { PreviewMeta } from './meta.ts';

const t = previewTexts.collection;

export const collectionImagePath = (id: string) => `/preview/collection/${encodeURIComponent(id)}.jpg`;

interface SnapshotSummary {
  name: string;
  count: number;
  prices: number[];
  agent: string | null;
  /** Image ids in the items' order. */
  photoIds: number[];
}

async function summary(db: DbOrTx, storage: Storage, row: SnapshotRow, now: Date): Promise<SnapshotSummary> {
  const snapshot = await readSnapshot(db, storage, row, null, '', now);
  const prices: number[] = [];
  const photoIds: number[] = [];
  for (const item of snapshot.items) {
    if (item.kind === Kind.unit) {
      if (item.unit?.price) prices.push(item.unit.price);
      continue;
    }
    const card = snapshot.objects.find((c) => c.id === item.id && c.isOffer === (item.kind === Kind.offer));
    if (!card) continue;
    // A complex counts by its lowest price: its dearest unit (a penthouse) is not what the collection offers.
    if (card.price) prices.push(card.price);
    if (card.image) photoIds.push(card.image.id);
  }
  return { name: snapshot.name, count: snapshot.items.length, prices, agent: snapshot.author.name, photoIds };
}

export function describeCollection(s: Omit<SnapshotSummary, 'photoIds'>): string {
  const parts: string[] = [];
  if (s.count > 0) parts.push(fill(t.count, countOf(s.count, collectionTexts.objects)));
  if (s.prices.length > 0) {
    const low = Math.min(...s.prices);
    const high = Math.max(...s.prices);
    parts.push(
      formatPriceShort(low) === formatPriceShort(high)
        ? fill(t.priceFrom, formatPriceShort(low))
        : fill(t.priceRange, formatPriceShort(low), formatPriceShort(high)),
    );
  }
  if (s.agent?.trim()) parts.push(fill(t.agent, s.agent.trim()));
  return parts.length > 0 ? parts.join(' · ') : t.empty;
}

/** The card's tags; `base` is PUBLIC_URL (or the request's own address). */
export async function collectionPreview(
  db: DbOrTx,
  storage: Storage,
  row: SnapshotRow,
  now: Date,
  base: string,
): Promise<PreviewMeta> {
  const s = await summary(db, storage, row, now);
  const [photoId] = s.photoIds;
  return {
    title: fill(t.title, s.name),
    description: describeCollection(s),
    url: `${base}/${encodeURIComponent(row.id)}`,
    // The photo's id in the address: a card made after the first item changed asks for a new picture.
    image: photoId === undefined ? null : `${base}${collectionImagePath(row.id)}?v=${photoId}`,
    type: 'website',
    noindex: true,
    siteName: previewTexts.siteName,
  };
}

/** The storage key of the collection's first photo. */
export async function collectionImageKey(
  db: DbOrTx,
  storage: Storage,
  row: SnapshotRow,
  now: Date,
): Promise<string | null> {
  return firstImageKey(db, (await summary(db, storage, row, now)).photoIds);
}
