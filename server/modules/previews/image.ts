// A link card's picture: the first photo cut to 1200×630 and re-encoded as JPEG (every messenger reads JPEG; not all
// read webp). Made once per photo and kept beside its variants in storage, so it goes with them when the photo is
// deleted and every node serves the same bytes.
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { images } from '../../db/schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { PREVIEW_SIZE } from './meta.ts';

const QUALITY = 80;
const cachedKey = (storageKey: string) => `${storageKey}/og-${PREVIEW_SIZE.width}x${PREVIEW_SIZE.height}.jpg`;

/** The JPEG of an image, made on first use; null when none of its variants can be read. */
export async function previewJpeg(storage: Storage, storageKey: string): Promise<Buffer | null> {
  const kept = await storage.get(cachedKey(storageKey));
  if (kept) return kept;
  const source = (await storage.get(`${storageKey}/xl.webp`)) ?? (await storage.get(`${storageKey}/l.webp`));
  if (!source) return null;
  // Loaded on first use, like in storage/images.ts.
  const { default: sharp } = await import('sharp');
  let jpeg: Buffer;
  try {
    jpeg = await sharp(source)
      .resize({ ...PREVIEW_SIZE, fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: QUALITY, mozjpeg: true })
      .toBuffer();
  } catch {
    return null;
  }
  await storage.put(cachedKey(storageKey), jpeg);
  return jpeg;
}

/** The storage key of the first of `ids` that still exists. */
export async function firstImageKey(db: DbOrTx, ids: readonly number[]): Promise<string | null> {
  if (ids.length === 0) return null;
  const rows = await db
    .select({ id: images.id, storageKey: images.storageKey })
    .from(images)
    .where(inArray(images.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r.storageKey]));
  for (const id of ids) {
    const key = byId.get(id);
    if (key) return key;
  }
  return null;
}
