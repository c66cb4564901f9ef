import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { TPartner } from '#shared/schemas/object.ts';
import { useTestApp } from '../../test/use-app.ts';
import { builders, partners } from '../../db/schema/index.ts';
import { processImage, saveImage } from '../../storage/images.ts';
import * as partnersApi from '#shared/api/partners.ts';

const t = useTestApp();

describe('[partners] GET /api/partners', () => {
  it('answers a map keyed by id with sites, logos and builders, to anyone', async () => {
    const [builder] = await t.db.insert(builders).values({ name: 'Альфа Девелопмент' }).returning();
    const png = await sharp({ create: { width: 60, height: 30, channels: 3, background: '#0a7' } })
      .png()
      .toBuffer();
    const logo = await saveImage(t.db, t.storage, await processImage(png), null);
    const [first] = await t.db
      .insert(partners)
      .values({
        name: 'Альфа',
        site: 'https://alpha.example',
        logoImageId: logo.id,
        builderId: builder!.id,
        sort: 1,
      })
      .returning();
    const [second] = await t.db.insert(partners).values({ name: 'Банк Партнёр', sort: 0 }).returning();

    const res = await t.call(partnersApi.listPartners);
    expect(res.statusCode).toBe(200);
    const map = res.json() as Record<string, TPartner>;
    expect(Object.keys(map).sort()).toEqual([String(first!.id), String(second!.id)].sort());
    expect(map[String(first!.id)]).toMatchObject({
      id: first!.id,
      name: 'Альфа',
      site: 'https://alpha.example',
      builderId: builder!.id,
      logo: { id: logo.id, s: expect.stringMatching(/\/s\.webp$/) },
    });
    expect(map[String(second!.id)]).toEqual({
      id: second!.id,
      name: 'Банк Партнёр',
      site: null,
      logo: null,
      builderId: null,
    });
  });
});
