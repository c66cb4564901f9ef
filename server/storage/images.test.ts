import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { mediaTexts } from '#shared/texts/media.ts';
import { useTestApp } from '../test/use-app.ts';
import { images } from '../db/schema/index.ts';
import { ValidationFailed } from '../errors.ts';
import { detectImageFormat, presentImage, storeImage } from './images.ts';
import { pngBomb } from '../test/png-bomb.ts';

const t = useTestApp();

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });

async function sizeOf(key: string) {
  const file = await t.storage.get(key);
  expect(file, key).not.toBeNull();
  const meta = await sharp(file!).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
}

async function refusal(input: Buffer): Promise<string[]> {
  const error = await storeImage(t.db, t.storage, input).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ValidationFailed);
  return (error as ValidationFailed).errors.image ?? [];
}

describe('[images] storeImage', () => {
  it('[images] accepts JPEG, PNG, WebP and GIF and writes four webp variants', async () => {
    const inputs = {
      jpeg: await picture(400, 300).jpeg().toBuffer(),
      png: await picture(400, 300).png().toBuffer(),
      webp: await picture(400, 300).webp().toBuffer(),
      gif: await picture(400, 300).gif().toBuffer(),
    };
    for (const [format, input] of Object.entries(inputs)) {
      expect(detectImageFormat(input)).toBe(format);
      const row = await storeImage(t.db, t.storage, input);
      expect(row.storageKey).toMatch(/^images\/[0-9a-f]{24}$/);
      expect([row.width, row.height]).toEqual([400, 300]);
      for (const size of ['s', 'm', 'l', 'xl']) {
        expect((await sizeOf(`${row.storageKey}/${size}.webp`)).format).toBe('webp');
      }
    }
  });

  it('[images] fits each variant to its size and records the xl size', async () => {
    const row = await storeImage(t.db, t.storage, await picture(3000, 2000).jpeg().toBuffer(), null);
    expect(await sizeOf(`${row.storageKey}/s.webp`)).toMatchObject({ width: 320, height: 213 });
    expect(await sizeOf(`${row.storageKey}/m.webp`)).toMatchObject({ width: 640, height: 427 });
    expect(await sizeOf(`${row.storageKey}/l.webp`)).toMatchObject({ width: 1280, height: 853 });
    expect(await sizeOf(`${row.storageKey}/xl.webp`)).toMatchObject({ width: 2048, height: 1365 });
    expect([row.width, row.height]).toEqual([2048, 1365]);
    const [saved] = await t.db.select().from(images).where(eq(images.id, row.id));
    expect(saved).toMatchObject({ width: 2048, height: 1365 });
  });

  it('[images] never enlarges a small picture', async () => {
    const row = await storeImage(t.db, t.storage, await picture(500, 900).png().toBuffer());
    expect(await sizeOf(`${row.storageKey}/s.webp`)).toMatchObject({ width: 178, height: 320 });
    expect(await sizeOf(`${row.storageKey}/m.webp`)).toMatchObject({ width: 356, height: 640 });
    expect(await sizeOf(`${row.storageKey}/l.webp`)).toMatchObject({ width: 500, height: 900 });
    expect(await sizeOf(`${row.storageKey}/xl.webp`)).toMatchObject({ width: 500, height: 900 });
  });

  it('[images] turns a photo upright by its EXIF orientation', async () => {
    const sideways = await picture(400, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const row = await storeImage(t.db, t.storage, sideways);
    expect([row.width, row.height]).toEqual([300, 400]);
    expect(await sizeOf(`${row.storageKey}/xl.webp`)).toMatchObject({ width: 300, height: 400 });
  });

  it('[images] refuses a text file and an SVG with a Russian message', async () => {
    expect(await refusal(Buffer.from('просто текст, а не картинка'))).toEqual([mediaTexts.imageUnsupported]);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    expect(await refusal(Buffer.from(svg))).toEqual([mediaTexts.imageUnsupported]);
    expect(await refusal(Buffer.from(`<?xml version="1.0"?>${svg}`))).toEqual([mediaTexts.imageUnsupported]);
  });

  it('[images] refuses a decompression bomb and a damaged file, writing nothing', async () => {
    const before = await t.db.$count(images);
    expect(await refusal(pngBomb())).toEqual([mediaTexts.imageTooLarge]);
    const jpeg = await picture(400, 300).jpeg().toBuffer();
    expect(await refusal(jpeg.subarray(0, 40))).toEqual([mediaTexts.imageBroken]);
    expect(await t.db.$count(images)).toBe(before);
  });

  it('[images] presents the four variant URLs', async () => {
    const row = await storeImage(t.db, t.storage, await picture(50, 50).png().toBuffer(), null);
    expect(presentImage(t.storage, row)).toEqual({
      id: row.id,
      s: `/files/${row.storageKey}/s.webp`,
      m: `/files/${row.storageKey}/m.webp`,
      l: `/files/${row.storageKey}/l.webp`,
      xl: `/files/${row.storageKey}/xl.webp`,
    });
  });
});
