// Photos are scaled in the browser before upload (PRODUCT §5, §9): jpeg, png, webp, gif (its first frame) and jpg are
// decoded, scaled down to fit 2048×2048 and encoded as webp; any other type is refused with 'wrong format {type}'.
// A browser whose canvas cannot encode webp (Safari on an iPhone hands back a large PNG instead) gets JPEG: never a
// PNG for a photo.
// The server checks the bytes again: this only saves the user's bandwidth and our time.
import { fill, ru } from '#shared/texts/ru.ts';

export const MAX_IMAGE_SIDE = 2048;
export const WEBP_QUALITY = 0.86;
export const JPEG_QUALITY = 0.85;

/** Whether this browser's canvas encodes webp: unknown until the first photo is encoded, then remembered. */
let webpEncodes: boolean | null = null;

/** Forgets what the first encoding learnt (tests stand in a new browser). */
export function forgetWebpSupport(): void {
  webpEncodes = null;
}

/** Types a photo may have; image/jpg is what some systems call JPEG. */
export const PHOTO_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif'] as const;

export class WrongImageFormat extends Error {
  override readonly name = 'WrongImageFormat';
  constructor(readonly type: string) {
    super(fill(ru.backoffice.wrongFormat, { type: type || 'unknown' }));
  }
}

/** The type by the first bytes, for files the system gave no type (or a wrong one). */
export function sniffImageType(head: Uint8Array): string | null {
  const at = (i: number) => head[i] ?? -1;
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47) return 'image/png';
  if (at(0) === 0x47 && at(1) === 0x49 && at(2) === 0x46 && at(3) === 0x38) return 'image/gif';
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/**
 * The photo's real type: its bytes decide when they are an image we take; otherwise the declared type is what the
 * user is told about. Throws WrongImageFormat for anything else.
 */
export async function photoType(file: Blob): Promise<string> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const sniffed = sniffImageType(head);
  if (sniffed) return sniffed;
  throw new WrongImageFormat(file.type);
}

/** The size that fits inside max × max keeping the proportions; never larger than the original. */
export function fitInside(
  width: number,
  height: number,
  max = MAX_IMAGE_SIDE,
): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** A name for the re-encoded file: «IMG_2041.HEIC.jpg» → «IMG_2041.HEIC.webp» (or «.jpg»). */
export function photoName(name: string, extension: 'webp' | 'jpg'): string {
  const stem = name.replace(/\.[^.]*$/, '') || 'photo';
  return `${stem}.${extension}`;
}

export const webpName = (name: string): string => photoName(name, 'webp');

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  close(): void;
}

async function decode(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    try {
      // The first frame of a GIF; EXIF orientation applied as the photo was taken.
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
    } catch {
      // Some browsers refuse options or formats here; the <img> path below still decodes them.
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.decoding = 'async';
    img.src = url;
    await img.decode();
    return { source: img, width: img.naturalWidth, height: img.naturalHeight, close: () => {} };
  } finally {
    URL.revokeObjectURL(url);
  }
}

function encode(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('canvas could not encode the image'))),
      type,
      quality,
    ),
  );
}

/** Draws the photo at `size`; on white when it is to be a JPEG (a transparent PNG would otherwise turn black). */
function draw(canvas: HTMLCanvasElement, image: Decoded, opaque: boolean): void {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.imageSmoothingQuality = 'high';
  if (opaque) {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  context.drawImage(image.source, 0, 0, canvas.width, canvas.height);
}

/** Scales the photo to fit 2048×2048 and encodes it as webp, or as JPEG where the browser cannot encode webp. */
export async function resizePhoto(file: File): Promise<File> {
  await photoType(file);
  const image = await decode(file).catch(() => {
    throw new WrongImageFormat(file.type);
  });
  try {
    const size = fitInside(image.width, image.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    if (webpEncodes !== false) {
      draw(canvas, image, false);
      const blob = await encode(canvas, 'image/webp', WEBP_QUALITY);
      // A browser that cannot encode webp answers with another type (PNG) rather than failing.
      webpEncodes = blob.type === 'image/webp';
      if (webpEncodes) return new File([blob], photoName(file.name, 'webp'), { type: 'image/webp' });
    }
    draw(canvas, image, true);
    const jpeg = await encode(canvas, 'image/jpeg', JPEG_QUALITY);
    return new File([jpeg], photoName(file.name, 'jpg'), { type: 'image/jpeg' });
  } finally {
    image.close();
  }
}
