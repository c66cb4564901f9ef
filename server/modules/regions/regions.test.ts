import { describe, expect, it } from 'vitest';
import type { TRegionsResponse } from '#shared/schemas/object.ts';
import { useTestApp } from '../../test/use-app.ts';
import { seedGeo } from '../../db/seed/seed-geo.ts';
import * as referenceApi from '#shared/api/reference.ts';

const t = useTestApp();

describe('[regions] GET /api/regions', () => {
  it('answers an empty list before any region exists', async () => {
    const res = await t.call(referenceApi.listRegions);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ regions: [] });
  });

  it('lists regions with districts and microdistricts, in their order, to anyone', async () => {
    const geo = await seedGeo(t.db);
    const res = await t.call(referenceApi.listRegions);
    expect(res.statusCode).toBe(200);
    const { regions } = res.json() as TRegionsResponse;
    expect(regions).toHaveLength(1);
    expect(regions[0]!.name).toBe('Краснодарский край');
    const subs = regions[0]!.subregions;
    expect(subs.length).toBe(geo.subregionIds.size);
    const central = subs.find((s) => s.name === 'Центральный')!;
    expect(central.parentId).toBeNull();
    expect(subs.find((s) => s.name === 'Центр')).toEqual({
      id: geo.subregionIds.get('center'),
      name: 'Центр',
      parentId: central.id,
    });
    // Districts come before their microdistricts (both kept in their sort order).
    expect(subs.slice(0, 4).map((s) => s.name)).toEqual([
      'Центральный',
      'Хостинский',
      'Адлерский',
      'Лазаревский',
    ]);
  });
});
