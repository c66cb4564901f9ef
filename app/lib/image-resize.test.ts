import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fitInside,
  forgetWebpSupport,
  JPEG_QUALITY,
  MAX_IMAGE_SIDE,
  WEBP_QUALITY,
  photoType,
  resizePhoto,
  sniffImageType,
  webpName,
  WrongImageFormat,
} from './image-resize.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

describe('[image-resize] types', () => {
  it('[image-resize] recognises jpeg, png, gif and webp by their first bytes', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a))).toBe('image/png');
    expect(sniffImageType(bytes(...ascii('GIF89a')))).toBe('image/gif');
    expect(sniffImageType(bytes(...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WEBP')))).toBe('image/webp');
    expect(sniffImageType(bytes(...ascii('<svg xmlns')))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
  });

  it('[image-resize] a file whose bytes are an image passes whatever its declared type', async () => {
    const jpg = new File([bytes(0xff, 0xd8, 0xff, 0xdb, 0, 0)], 'фото.jpg', { type: 'image/jpg' });
    await expect(photoType(jpg)).resolves.toBe('image/jpeg');
    const untyped = new File([bytes(...ascii('GIF87a'), 0, 0)], 'anim', { type: '' });
    await expect(photoType(untyped)).resolves.toBe('image/gif');
  });

  it('[image-resize] anything else is refused with «wrong format {type}»', async () => {
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
      type: 'image/svg+xml',
    });
    await expect(photoType(svg)).rejects.toThrow('wrong format image/svg+xml');
    const pdf = new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' });
    const error = await photoType(pdf).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WrongImageFormat);
    expect((error as WrongImageFormat).type).toBe('application/pdf');
    const renamed = new File(['просто текст'], 'photo.jpg', { type: 'image/jpeg' });
    await expect(photoType(renamed)).rejects.toThrow('wrong format image/jpeg');
    await expect(resizePhoto(svg)).rejects.toThrow('wrong format image/svg+xml');
  });
});

describe('[image-resize] size', () => {
  it('[image-resize] fits the longest side into 2048 keeping the proportions', () => {
    expect(fitInside(4000, 3000)).toEqual({ width: 2048, height: 1536 });
    expect(fitInside(3000, 6000)).toEqual({ width: 1024, height: 2048 });
    expect(fitInside(2048, 2048)).toEqual({ width: 2048, height: 2048 });
    expect(fitInside(10_000, 3)).toEqual({ width: 2048, height: 1 });
  });

  it('[image-resize] never enlarges a small photo', () => {
    expect(fitInside(640, 480)).toEqual({ width: 640, height: 480 });
    expect(fitInside(0, 480)).toEqual({ width: 0, height: 0 });
  });

  it('[image-resize] names the result .webp', () => {
    expect(webpName('IMG_2041.JPG')).toBe('IMG_2041.webp');
    expect(webpName('дом.у.моря.png')).toBe('дом.у.моря.webp');
    expect(webpName('.png')).toBe('photo.webp');
  });
});

// jsdom decodes and draws nothing: the browser's decoder and canvas are stood in for, so what resizePhoto asks of
// them (the size it draws at, the type and quality it encodes with, the file it returns) is what is checked.
describe('[image-resize] scaling on a canvas and encoding as webp', () => {
  const GIF = [...ascii('GIF89a'), 0, 0];
  const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0];
  const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

  interface Canvas {
    drawn: unknown[][];
    filled: { style: unknown; rect: unknown[] }[];
    size: { width: number; height: number };
    encodedAs: unknown[];
  }

  /**
   * A decoder that sees `width × height`, and a canvas that records what is drawn and encodes to `encoded` (a blob,
   * or what it hands back for the type asked).
   */
  function fakeBrowser(
    width: number,
    height: number,
    encoded: Blob | null | ((type: string | undefined) => Blob) = new Blob(['webp'], { type: 'image/webp' }),
  ) {
    const bitmap = { width, height, close: vi.fn() };
    const decoder = vi.fn(async (_file: Blob, _options?: ImageBitmapOptions) => bitmap);
    vi.stubGlobal('createImageBitmap', decoder);
    const canvas: Canvas = { drawn: [], filled: [], size: { width: 0, height: 0 }, encodedAs: [] };
    const context = {
      imageSmoothingQuality: 'low',
      fillStyle: '#000',
      fillRect(...rect: unknown[]) {
        canvas.filled.push({ style: this.fillStyle, rect });
      },
      drawImage: (...args: unknown[]) => canvas.drawn.push(args),
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
      this: HTMLCanvasElement,
    ) {
      canvas.size = { width: this.width, height: this.height };
      return context as unknown as CanvasRenderingContext2D;
    } as never);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type, quality) => {
      canvas.encodedAs.push(type, quality);
      callback(typeof encoded === 'function' ? encoded(type) : encoded);
    });
    return { bitmap, decoder, canvas, context };
  }

  /** jsdom's <img> has no decode(). */
  function stubDecode(decode: () => Promise<void>) {
    Object.defineProperty(HTMLImageElement.prototype, 'decode', { configurable: true, value: decode });
  }

  afterEach(() => {
    forgetWebpSupport();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
  });

  it('[image-resize] draws a 3000×2000 photo at 2048×1365 and returns it as a .webp file', async () => {
    const { bitmap, decoder, canvas, context } = fakeBrowser(3000, 2000);
    const photo = new File([bytes(...JPEG)], 'Фасад.JPG', { type: 'image/jpeg' });
    const result = await resizePhoto(photo);
    expect(decoder).toHaveBeenCalledWith(photo, { imageOrientation: 'from-image' });
    expect(canvas.size).toEqual({ width: MAX_IMAGE_SIDE, height: 1365 });
    expect(canvas.drawn).toEqual([[bitmap, 0, 0, 2048, 1365]]);
    expect(context.imageSmoothingQuality).toBe('high');
    expect(canvas.encodedAs).toEqual(['image/webp', WEBP_QUALITY]);
    expect(result).toBeInstanceOf(File);
    expect(result.type).toBe('image/webp');
    expect(result.name).toBe('Фасад.webp');
    expect(await result.text()).toBe('webp');
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('[image-resize] a small photo keeps its size; a tall one fits by its height', async () => {
    const small = fakeBrowser(800, 600);
    await resizePhoto(new File([bytes(...PNG)], 'plan.png', { type: 'image/png' }));
    expect(small.canvas.size).toEqual({ width: 800, height: 600 });
    vi.restoreAllMocks();
    const tall = fakeBrowser(1500, 4096);
    await resizePhoto(new File([bytes(...PNG)], 'tower.png', { type: 'image/png' }));
    expect(tall.canvas.size).toEqual({ width: 750, height: 2048 });
  });

  it('[image-resize] a gif (and a file typed image/jpg) is converted to webp like any photo', async () => {
    const { canvas } = fakeBrowser(640, 480);
    const gif = await resizePhoto(new File([bytes(...GIF)], 'evening.gif', { type: 'image/gif' }));
    expect(gif).toMatchObject({ name: 'evening.webp', type: 'image/webp' });
    const jpg = await resizePhoto(new File([bytes(...JPEG)], 'dvor.jpg', { type: 'image/jpg' }));
    expect(jpg).toMatchObject({ name: 'dvor.webp', type: 'image/webp' });
    expect(canvas.encodedAs).toEqual(['image/webp', WEBP_QUALITY, 'image/webp', WEBP_QUALITY]);
  });

  it('[image-resize] falls back to an <img> when createImageBitmap refuses', async () => {
    const { canvas, decoder } = fakeBrowser(0, 0);
    decoder.mockRejectedValue(new TypeError('options not supported'));
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:photo');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    stubDecode(() => Promise.resolve());
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(4096);
    vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(4096);
    const result = await resizePhoto(new File([bytes(...PNG)], 'square.png', { type: 'image/png' }));
    expect(canvas.size).toEqual({ width: 2048, height: 2048 });
    expect(canvas.drawn[0]![0]).toBeInstanceOf(HTMLImageElement);
    expect(result.type).toBe('image/webp');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:photo');
  });

  it('[image-resize] a wrong type is refused with «wrong format {type}» before anything is decoded', async () => {
    const { decoder, canvas } = fakeBrowser(100, 100);
    const text = new File(['просто текст'], 'notes.txt', { type: 'text/plain' });
    await expect(resizePhoto(text)).rejects.toThrow(new WrongImageFormat('text/plain'));
    await expect(resizePhoto(text)).rejects.toThrow('wrong format text/plain');
    const nameless = new File(['<html>'], 'page', { type: '' });
    await expect(resizePhoto(nameless)).rejects.toThrow('wrong format unknown');
    expect(decoder).not.toHaveBeenCalled();
    expect(canvas.drawn).toEqual([]);
  });

  it('[image-resize] image bytes the browser cannot decode are a wrong format too', async () => {
    const { decoder } = fakeBrowser(0, 0);
    decoder.mockRejectedValue(new DOMException('broken', 'InvalidStateError'));
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:broken');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    stubDecode(() => Promise.reject(new DOMException('broken', 'EncodingError')));
    const broken = new File([bytes(...PNG)], 'broken.png', { type: 'image/png' });
    await expect(resizePhoto(broken)).rejects.toThrow('wrong format image/png');
  });

  it('[image-resize] a canvas that cannot encode fails the photo instead of sending the original', async () => {
    fakeBrowser(100, 100, null);
    await expect(resizePhoto(new File([bytes(...PNG)], 'x.png', { type: 'image/png' }))).rejects.toThrow(
      'canvas could not encode the image',
    );
  });

  /** Safari on an iPhone: toBlob ignores 'image/webp' and hands back a PNG; JPEG it encodes. */
  const safari = (type: string | undefined) =>
    type === 'image/jpeg'
      ? new Blob(['jpeg'], { type: 'image/jpeg' })
      : new Blob(['a large png'], { type: 'image/png' });

  it('[image-resize] a canvas that cannot encode webp sends a JPEG on white, never the PNG it gave', async () => {
    const { bitmap, canvas } = fakeBrowser(4032, 3024, safari);
    const photo = new File([bytes(...JPEG)], 'IMG_2041.HEIC.jpg', { type: 'image/jpeg' });
    const result = await resizePhoto(photo);
    expect(canvas.encodedAs).toEqual(['image/webp', WEBP_QUALITY, 'image/jpeg', JPEG_QUALITY]);
    expect(JPEG_QUALITY).toBe(0.85);
    expect(result).toMatchObject({ name: 'IMG_2041.HEIC.jpg', type: 'image/jpeg' });
    expect(await result.text()).toBe('jpeg');
    // The JPEG is drawn again over white, so a transparent PNG photo does not turn black.
    expect(canvas.filled).toEqual([{ style: '#fff', rect: [0, 0, 2048, 1536] }]);
    expect(canvas.drawn.at(-1)).toEqual([bitmap, 0, 0, 2048, 1536]);
  });

  it('[image-resize] once the canvas has shown it cannot encode webp, later photos go straight to JPEG', async () => {
    const { canvas } = fakeBrowser(800, 600, safari);
    await resizePhoto(new File([bytes(...PNG)], 'plan.png', { type: 'image/png' }));
    canvas.encodedAs.length = 0;
    const second = await resizePhoto(new File([bytes(...GIF)], 'evening.gif', { type: 'image/gif' }));
    expect(canvas.encodedAs).toEqual(['image/jpeg', JPEG_QUALITY]);
    expect(second).toMatchObject({ name: 'evening.jpg', type: 'image/jpeg' });
  });
});
