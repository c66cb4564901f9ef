import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { infraPoints } from '../db/schema/index.ts';
import { useTestApp } from '../test/use-app.ts';
import { AdminError, type AdminContext } from './context.ts';
import { SHIPPED_OSM_SAMPLE, importOsm, readOsmFile } from './osm.ts';
import { parseArgs } from './run.ts';

const t = useTestApp();
let dir: string;
const lines: string[] = [];
const ctx = (): AdminContext => ({
  db: t.db,
  engine: t.database.engine,
  now: () => t.clock.now(),
  sharedCache: null,
  out: (l) => lines.push(l),
});

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'kvartal-osm-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Sochi and its surroundings, from Лазаревское to the Псоу and up to Эсто-Садок. */
const inSochi = (lat: number, lng: number) => lat >= 43.38 && lat <= 44.0 && lng >= 39.25 && lng <= 40.35;

describe('[admin] import-osm', () => {
  it('takes a file, or the shipped sample without one', () => {
    expect(parseArgs(['import-osm', 'extract.json'])).toMatchObject({
      command: 'import-osm',
      file: 'extract.json',
    });
    expect(parseArgs(['import-osm'])).toMatchObject({ command: 'import-osm', file: undefined });
  });

  it('imports the shipped demo sample, says the counts per kind, and a second run changes nothing', async () => {
    const read = await readOsmFile(SHIPPED_OSM_SAMPLE);
    expect(read.skipped).toBe(0);
    // A sample, not OSM data: negative ids, every place in Sochi, each kind present.
    expect(read.points.every((p) => p.osmId < 0 && inSochi(p.latitude, p.longitude))).toBe(true);
    const kinds = new Set(read.points.map((p) => p.kind));
    expect([...kinds].sort()).toEqual(['beach', 'clinic', 'kindergarten', 'school', 'shop', 'stop']);

    expect(await importOsm(ctx(), read)).toEqual({ changed: true });
    expect(lines.at(-1)).toMatch(new RegExp(`^Imported ${read.points.length} places;`));
    expect(lines.at(-1)).toMatch(/school\s+\d+ added, 0 updated, 0 unchanged/);
    expect(await t.db.$count(infraPoints)).toBe(read.points.length);

    expect(await importOsm(ctx(), read)).toEqual({ changed: false });
    expect(lines.at(-1)).toMatch(/^Nothing changed:/);
    expect(lines.at(-1)).toMatch(/beach\s+0 added, 0 updated, \d+ unchanged/);
  });

  it('refuses a missing file, a file that is not an extract, and one with nothing to keep', async () => {
    await expect(readOsmFile(path.join(dir, 'none.json'))).rejects.toThrow(AdminError);
    const wrong = path.join(dir, 'wrong.json');
    await writeFile(wrong, '{"type": "Topology"}');
    await expect(readOsmFile(wrong)).rejects.toThrow(/Overpass API JSON/);
    const empty = path.join(dir, 'cafes.json');
    await writeFile(
      empty,
      JSON.stringify({
        elements: [{ type: 'node', id: 1, lat: 43.5, lon: 39.7, tags: { amenity: 'cafe' } }],
      }),
    );
    await expect(readOsmFile(empty)).rejects.toThrow(/no schools, kindergartens/);
  });
});
