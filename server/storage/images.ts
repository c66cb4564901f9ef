// The image pipeline: check the format by its bytes, decode once within a pixel budget, write four webp variants.
import { randomBytes } from 'node:crypto';
import type { OutputInfo } from 'sharp';
import { IMAGE_SIZES, type TImage, type TImageSize } from '#shared/schemas/common.ts';
import { mediaTexts } from '#shared/texts/media.ts';
import type { DbOrTx } from '../db/client.ts';
import { images, type ImageRow } from '../db/schema/index.ts';
import { ValidationFailed } from '../errors.ts';
import { UPLOAD_LIMITS } from '../uploads.ts';
import type { Storage } from './storage.ts';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

const SIZES = Object.keys(IMAGE_SIZES) as TImageSize[];
// Effort 2 encodes in about half the time of the default at a few percent more bytes.
const WEBP = { quality: 82, effort: 2 } as const;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The format by magic bytes; SVG, text and everything else is null. */
export function detectImageFormat(input: Buffer): ImageFormat | null {
  if (input.length >= 3 && input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) return 'jpeg';
  if (input.length >= 8 && input.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (
    input.length >= 12 &&
    input.toString('latin1', 0, 4) === 'RIFF' &&
    input.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  if (input.length >= 6 && /^GIF8[79]a$/.test(input.toString('latin1', 0, 6))) return 'gif';
  return null;
}

/** Four webp variants and the size of the largest; nothing written yet. */
export interface ProcessedImage {
  variants: Record<TImageSize, Buffer>;
  width: number;
  height: number;
}

/**
 * Decodes once (auto-rotated, the first frame of a GIF) and encodes every size, never enlarging.
 * Bad input is a 422 with a Russian text, never a 500.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (!detectImageFormat(input)) throw new ValidationFailed({ image: [mediaTexts.imageUnsupported] });
  // Loaded on first use: libvips is some 60 MB of a server's memory that only uploads and PDFs need.
  const { default: sharp } = await import('sharp');
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(input, { limitInputPixels: UPLOAD_LIMITS.imageMaxInputPixels, autoOrient: true })
      .resize({
        width: IMAGE_SIZES.xl,
        height: IMAGE_SIZES.xl,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    const text = /pixel limit/i.test(String(error)) ? mediaTexts.imageTooLarge : mediaTexts.imageBroken;
    throw new ValidationFailed({ image: [text] });
  }
  const { data, info } = decoded;
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const encoded = await Promise.all(
    SIZES.map((size) =>
      sharp(data, { raw })
        .resize({
          width: IMAGE_SIZES[size],
          height: IMAGE_SIZES[size],
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp(WEBP)
        .toBuffer({ resolveWithObject: true }),
    ),
  );
  const variants = Object.fromEntries(SIZES.map((size, i) => [size, encoded[i]!.data])) as Record<
    TImageSize,
    Buffer
  >;
  const xl = encoded[SIZES.indexOf('xl')]!.info;
  return { variants, width: xl.width, height: xl.height };
}

const variantKey = (storageKey: string, size: TImageSize) => `${storageKey}/${size}.webp`;

/** Writes the variants under a fresh key and records the row. The same processed image may be saved many times. */
export async function saveImage(
  db: DbOrTx,
  storage: Storage,
  processed: ProcessedImage,
  uploaderId?: number | null,
): Promise<ImageRow> {
  const storageKey = `images/${randomBytes(12).toString('hex')}`;
  await Promise.all(SIZES.map((size) => storage.put(variantKey(storageKey, size), processed.variants[size])));
  const [row] = await db
    .insert(images)
    .values({ uploaderId: uploaderId ?? null, storageKey, width: processed.width, height: processed.height })
    .returning();
  return row!;
}

/** An uploaded or generated image: JPEG, PNG, WebP or GIF in, four webp variants out. */
export async function storeImage(
  db: DbOrTx,
  storage: Storage,
  input: Buffer,
  uploaderId?: number | null,
): Promise<ImageRow> {
  return saveImage(db, storage, await processImage(input), uploaderId);
}

export function presentImage(storage: Storage, row: Pick<ImageRow, 'id' | 'storageKey'>): TImage {
  const url = (size: TImageSize) => storage.url(variantKey(row.storageKey, size));
  return { id: row.id, s: url('s'), m: url('m'), l: url('l'), xl: url('xl') };
}

/** Removes the files of an image whose row is being deleted. */
export async function removeImageFiles(storage: Storage, row: Pick<ImageRow, 'storageKey'>): Promise<void> {
  await storage.remove(`${row.storageKey}/`);
}
