import { describe, expect, it } from 'vitest';
import {
  fitInside,
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
