import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq, isNotNull } from 'drizzle-orm';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { documents, images, objectImages, offerImages, offers, partners, rows } from '../schema/index.ts';
import { seedDemo } from './seed-demo.ts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.db, t.storage, {
    complexes: 1,
    offers: 5,
    photos: true,
    now: new Date('2026-11-21T09:00:00Z'),
  });
}, 120_000);
afterAll(() => t.close());

describe('[seed] demo pictures', () => {
  it('[seed] gives the complex 3 to 6 photos of its own, stored as four webp sizes', async () => {
    const photos = await t.db
      .select({ image: images })
      .from(objectImages)
      .innerJoin(images, eq(images.id, objectImages.imageId))
      .orderBy(objectImages.sort);
    expect(photos.length).toBeGreaterThanOrEqual(3);
    expect(photos.length).toBeLessThanOrEqual(6);
    expect(new Set(photos.map((p) => p.image.storageKey)).size).toBe(photos.length);
    const cover = photos[0]!.image;
    expect([cover.width, cover.height]).toEqual([1600, 1067]);
    const small = await t.storage.get(`${cover.storageKey}/s.webp`);
    expect(await sharp(small!).metadata()).toMatchObject({ format: 'webp', width: 320 });
  });

  it('[seed] draws typical floor plans, partner logos and offer photos', async () => {
    const plans = await t.db.select().from(rows).where(isNotNull(rows.planImageId));
    expect(plans.length).toBeGreaterThan(0);
    expect(new Set(plans.map((r) => r.planImageId)).size).toBe(plans.length);
    const logos = await t.db.select().from(partners).where(isNotNull(partners.logoImageId));
    expect(logos).toHaveLength(await t.db.$count(partners));
    const withPhotos = await t.db.selectDistinct({ id: offerImages.offerId }).from(offerImages);
    expect(withPhotos).toHaveLength(await t.db.$count(offers));
  });

  it('[seed] renders the declaration as a PDF page with the text drawn in', async () => {
    const [declaration] = await t.db
      .select()
      .from(documents)
      .where(eq(documents.name, 'Проектная декларация.pdf'));
    const pdf = (await t.storage.get(declaration!.storageKey))!.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('/Filter /DCTDecode');
  });
});
