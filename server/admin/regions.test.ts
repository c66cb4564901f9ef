import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import type { TRegionsResponse } from '#shared/schemas/object.ts';
import { regions, subregions } from '../db/schema/index.ts';
import { DISTRICTS, PLACES, REGION_NAME } from '../db/seed/content/geo.ts';
import { seedGeo } from '../db/seed/seed-geo.ts';
import { buildTestApp, type TestContext } from '../test/app.ts';
import { AdminError, type AdminContext } from './context.ts';
import {
  SHIPPED_REGIONS,
  checkNames,
  importRegions,
  readRegionsFile,
  regionsToCsv,
  type RegionData,
  type SubregionData,
} from './regions.ts';
import * as referenceApi from '#shared/api/reference.ts';

/** Russia from Kaliningrad to Chukotka (which crosses the 180th meridian), Dagestan to Franz Josef Land. */
const inRussia = (p: { latitude: number; longitude: number }) =>
  p.latitude >= 41.1 &&
  p.latitude <= 81.9 &&
  ((p.longitude >= 19.6 && p.longitude <= 180) || (p.longitude >= -180 && p.longitude <= -168.9));
/** Greater Sochi, from Magri on the north-west to the Psou, and inland to Krasnaya Polyana's mountains. */
const inSochi = (p: { latitude: number; longitude: number }) =>
  p.latitude >= 43.38 && p.latitude <= 44.1 && p.longitude >= 39.1 && p.longitude <= 40.4;

const flatten = (list: readonly SubregionData[] | undefined): SubregionData[] =>
  (list ?? []).flatMap((sub) => [sub, ...flatten(sub.subregions)]);

let data: RegionData[];
beforeAll(async () => {
  data = await readRegionsFile(SHIPPED_REGIONS);
});

describe('[admin] the shipped regions file', () => {
  it("holds Russia's 89 federal subjects, each centre inside Russia, every name once", () => {
    expect(data).toHaveLength(89);
    expect(checkNames(data)).toEqual([]);
    for (const region of data) expect(inRussia(region), region.name).toBe(true);
    for (const name of [
      'Москва',
      'Санкт-Петербург',
      'Республика Саха (Якутия)',
      'Чукотский автономный округ',
    ]) {
      expect(data.map((r) => r.name)).toContain(name);
    }
  });

  it("has Sochi's four districts and the demo's microdistricts inside Sochi, as the seed names and places them", () => {
    const krai = data.find((r) => r.name === REGION_NAME)!;
    const districts = krai.subregions!;
    expect(districts.map((d) => d.name)).toEqual(['Центральный', 'Хостинский', 'Адлерский', 'Лазаревский']);
    for (const place of flatten(districts)) expect(inSochi(place), place.name).toBe(true);
    // The seed's rows are the same rows: same names, coordinates and districts.
    expect(districts.map(({ name, latitude, longitude }) => ({ name, latitude, longitude }))).toEqual(
      DISTRICTS.map(({ name, latitude, longitude }) => ({ name, latitude, longitude })),
    );
    const shipped = districts.flatMap((d) =>
      (d.subregions ?? []).map((p) => ({
        name: p.name,
        district: d.name,
        latitude: p.latitude,
        longitude: p.longitude,
      })),
    );
    const districtName = new Map(DISTRICTS.map((d) => [d.key, d.name]));
    expect(shipped).toEqual(
      PLACES.map((p) => ({
        name: p.name,
        district: districtName.get(p.district),
        latitude: p.latitude,
        longitude: p.longitude,
      })),
    );
  });
});

describe('[admin] import-regions', () => {
  let t: TestContext;
  let dir: string;
  const lines: string[] = [];
  let ctx: AdminContext;

  beforeAll(async () => {
    t = await buildTestApp();
    dir = await mkdtemp(path.join(os.tmpdir(), 'kvartal-regions-'));
    ctx = {
      db: t.db,
      engine: t.database.engine,
      now: () => new Date(),
      sharedCache: null,
      out: (l) => lines.push(l),
    };
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const snapshot = async () => ({
    regions: await t.db.select().from(regions).orderBy(asc(regions.id)),
    subregions: await t.db.select().from(subregions).orderBy(asc(subregions.id)),
  });

  it('matches the demo seed, and a second import (JSON or CSV) gives the same rows and says nothing changed', async () => {
    const geo = await seedGeo(t.db);
    const seeded = await snapshot();

    expect(await importRegions(ctx, data)).toEqual({ changed: true });
    expect(lines.at(-1)).toMatch(/^Regions: 88 added, 1 updated; districts: 0 added, 0 updated; 22 already/);
    const first = await snapshot();
    expect(first.regions).toHaveLength(89);
    // Sochi's rows are the seed's own, untouched; the krai only gained its centre.
    expect(first.subregions).toEqual(seeded.subregions);
    expect(first.regions.find((r) => r.id === geo.regionId)).toMatchObject({
      name: REGION_NAME,
      latitude: 45.0355,
      longitude: 38.9753,
      sort: 0,
    });

    expect(await importRegions(ctx, data)).toEqual({ changed: false });
    expect(lines.at(-1)).toBe('All 111 regions and districts are already as in the file: nothing changed.');
    expect(await snapshot()).toEqual(first);

    const csv = path.join(dir, 'regions.csv');
    await writeFile(csv, regionsToCsv(data));
    expect(await importRegions(ctx, await readRegionsFile(csv))).toEqual({ changed: false });
    expect(await snapshot()).toEqual(first);
    // And the seed after the import finds what is there.
    await seedGeo(t.db);
    expect(await snapshot()).toEqual(first);

    const res = await t.call(referenceApi.listRegions);
    const body = res.json() as TRegionsResponse;
    expect(body.regions).toHaveLength(89);
    expect(body.regions[0]!.name).toBe(REGION_NAME);
    expect(body.regions[0]!.subregions).toHaveLength(22);
  });

  it('refuses a file with a name twice, a point off the globe or an unknown format', async () => {
    const twice = path.join(dir, 'twice.csv');
    await writeFile(
      twice,
      'region,parent,name,latitude,longitude\nКрай,,,45,39\nКрай,,Центр,45.1,39.1\nКрай,,Центр,45.2,39.2\n',
    );
    await expect(readRegionsFile(twice)).rejects.toThrow(/"Центр" appears twice/);
    const off = path.join(dir, 'off.json');
    await writeFile(off, JSON.stringify({ regions: [{ name: 'X', latitude: 95, longitude: 10 }] }));
    await expect(readRegionsFile(off)).rejects.toThrow(AdminError);
    await expect(readRegionsFile(path.join(dir, 'regions.xml'))).rejects.toThrow(AdminError);
  });
});
