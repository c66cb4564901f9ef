// The pictures a PDF prints, from the stored webp variants re-encoded as JPEG (PDF viewers read JPEG natively, webp
// not at all), at a size that keeps twenty items well under ten megabytes.
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { images } from '../../db/schema/index.ts';
import type { Storage } from '../../storage/storage.ts';

/** Photos fill the page's width (515 pt ≈ 1000 px at 140 dpi); plans are line art and read well smaller. */
const PHOTO = { size: 'l', width: 1000, height: 640, quality: 70 } as const;
const PLAN = { size: 'm', width: 640, height: 640, quality: 80 } as const;

type Look = typeof PHOTO | typeof PLAN;

async function jpeg(storage: Storage, storageKey: string, look: Look): Promise<Buffer | null> {
  const webp = await storage.get(`${storageKey}/${look.size}.webp`);
  if (!webp) return null;
  // Loaded on first use, like in storage/images.ts.
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(webp)
      .resize({ width: look.width, height: look.height, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: look.quality })
      .toBuffer();
  } catch {
    // A broken file prints as «Нет фото» rather than failing the whole PDF.
    return null;
  }
}

/** JPEG bytes by image id; ids without a readable file are left out. */
export async function loadPdfImages(
  db: DbOrTx,
  storage: Storage,
  photoIds: readonly number[],
  planIds: readonly number[],
): Promise<Map<number, Buffer>> {
  const ids = [...new Set([...photoIds, ...planIds])];
  const result = new Map<number, Buffer>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({ id: images.id, storageKey: images.storageKey })
    .from(images)
    .where(inArray(images.id, ids));
  const plans = new Set(planIds);
  await Promise.all(
    rows.map(async (row) => {
      const bytes = await jpeg(storage, row.storageKey, plans.has(row.id) ? PLAN : PHOTO);
      if (bytes) result.set(row.id, bytes);
    }),
  );
  return result;
}
