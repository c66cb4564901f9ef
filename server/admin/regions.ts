// import-regions: regions with their centres, and their districts and microdistricts, from JSON or CSV into the
// regions and subregions tables. Rows are found by name (a region by its name, a subregion by its region and name,
// as the demo seed finds them), so a second import, or one after the seed, adds nothing twice. Nothing is deleted:
// complexes and offers point at subregions.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { regions, subregions } from '../db/schema/index.ts';
import { packageRoot } from '../package-root.ts';
import { AdminError, type AdminContext, type AdminResult } from './context.ts';

/** The data shipped with the release: Russia's federal subjects and Sochi's districts. */
export const SHIPPED_REGIONS = path.join(packageRoot, 'server/db/reference/regions.json');

const name = z.string().trim().min(1).max(200);
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

export interface SubregionData {
  name: string;
  latitude: number;
  longitude: number;
  subregions?: SubregionData[];
}

const ZSubregion: z.ZodType<SubregionData> = z.lazy(() =>
  z.object({ name, latitude, longitude, subregions: z.array(ZSubregion).optional() }),
);

const ZRegion = z.object({
  name,
  /** The centre's name: documentation in the file, not stored. */
  centre: z.string().optional(),
  latitude,
  longitude,
  subregions: z.array(ZSubregion).optional(),
});
export type RegionData = z.infer<typeof ZRegion>;

const ZRegionsFile = z.object({ about: z.string().optional(), regions: z.array(ZRegion).min(1) });

/** Names must be unique: regions among regions, subregions within their region (they are matched by name). */
export function checkNames(data: readonly RegionData[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const region of data) {
    if (seen.has(region.name)) problems.push(`region "${region.name}" appears twice`);
    seen.add(region.name);
    const inside = new Set<string>();
    const walk = (list: readonly SubregionData[] | undefined) => {
      for (const sub of list ?? []) {
        if (inside.has(sub.name)) problems.push(`"${sub.name}" appears twice in ${region.name}`);
        inside.add(sub.name);
        walk(sub.subregions);
      }
    };
    walk(region.subregions);
  }
  return problems;
}

/** CSV, one row per place: `region,parent,name,latitude,longitude`. A row without a name is the region's centre;
 * a subregion's parent is another subregion of the same region, named in an earlier row (empty: top level). */
export function parseRegionsCsv(text: string): RegionData[] {
  const rows = parseCsv(text);
  const header = rows.shift()?.map((cell) => cell.trim().toLowerCase());
  const columns = ['region', 'parent', 'name', 'latitude', 'longitude'];
  if (!header || columns.some((column, i) => header[i] !== column)) {
    throw new AdminError(`The CSV must start with the header ${columns.join(',')}.`);
  }
  const byName = new Map<string, RegionData>();
  const placesOf = new Map<string, Map<string, SubregionData>>();
  rows.forEach((row, index) => {
    if (row.length === 1 && row[0]!.trim() === '') return;
    const line = index + 2;
    if (row.length !== columns.length)
      throw new AdminError(`CSV line ${line}: expected ${columns.length} cells.`);
    const [regionName, parent, placeName, lat, lon] = row.map((cell) => cell.trim()) as [
      string,
      string,
      string,
      string,
      string,
    ];
    const point = { latitude: Number(lat), longitude: Number(lon) };
    if (lat === '' || lon === '' || !Number.isFinite(point.latitude) || !Number.isFinite(point.longitude)) {
      throw new AdminError(`CSV line ${line}: latitude and longitude must be numbers.`);
    }
    if (!placeName) {
      if (byName.has(regionName))
        throw new AdminError(`CSV line ${line}: region "${regionName}" appears twice.`);
      byName.set(regionName, { name: regionName, ...point, subregions: [] });
      placesOf.set(regionName, new Map());
      return;
    }
    const region = byName.get(regionName);
    if (!region) throw new AdminError(`CSV line ${line}: region "${regionName}" needs its own row first.`);
    const places = placesOf.get(regionName)!;
    const place: SubregionData = { name: placeName, ...point };
    if (parent) {
      const above = places.get(parent);
      if (!above)
        throw new AdminError(`CSV line ${line}: parent "${parent}" is not an earlier row of ${regionName}.`);
      (above.subregions ??= []).push(place);
    } else {
      region.subregions!.push(place);
    }
    if (places.has(placeName))
      throw new AdminError(`CSV line ${line}: "${placeName}" appears twice in ${regionName}.`);
    places.set(placeName, place);
  });
  return [...byName.values()];
}

/** The same data as CSV (what parseRegionsCsv reads). */
export function regionsToCsv(data: readonly RegionData[]): string {
  const cell = (value: string | number) => {
    const text = String(value);
    return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = ['region,parent,name,latitude,longitude'];
  for (const region of data) {
    lines.push([region.name, '', '', region.latitude, region.longitude].map(cell).join(','));
    const walk = (list: readonly SubregionData[] | undefined, parent: string) => {
      for (const sub of list ?? []) {
        lines.push([region.name, parent, sub.name, sub.latitude, sub.longitude].map(cell).join(','));
        walk(sub.subregions, sub.name);
      }
    };
    walk(region.subregions, '');
  }
  return `${lines.join('\n')}\n`;
}

/** RFC 4180 cells: commas, quotes doubled inside quoted cells, CRLF or LF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** Reads a .json or .csv file of regions; a wrong file is refused with what is wrong. */
export async function readRegionsFile(file: string): Promise<RegionData[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new AdminError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  let data: RegionData[];
  if (file.toLowerCase().endsWith('.csv')) {
    data = parseRegionsCsv(text);
  } else if (file.toLowerCase().endsWith('.json')) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new AdminError(`${file} is not JSON: ${(error as Error).message}`);
    }
    const parsed = ZRegionsFile.safeParse(json);
    if (!parsed.success) {
      const issues = parsed.error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      throw new AdminError(`${file} is not a regions file:\n  ${issues.join('\n  ')}`);
    }
    data = parsed.data.regions;
  } else {
    throw new AdminError(`${file}: the file must end in .json or .csv.`);
  }
  const problems = checkNames(data);
  if (problems.length > 0) throw new AdminError(`${file}: ${problems.join('; ')}.`);
  return data;
}

interface Tally {
  regionsAdded: number;
  regionsUpdated: number;
  subregionsAdded: number;
  subregionsUpdated: number;
  unchanged: number;
}

/**
 * Adds what is missing and brings coordinates, parents and order to the file's. A region's sort is its place in
 * the file; a subregion's is its place among the region's subregions of its depth, as the demo seed numbers them.
 */
export async function importRegions(ctx: AdminContext, data: readonly RegionData[]): Promise<AdminResult> {
  const tally: Tally = {
    regionsAdded: 0,
    regionsUpdated: 0,
    subregionsAdded: 0,
    subregionsUpdated: 0,
    unchanged: 0,
  };
  await ctx.db.transaction(async (tx) => {
    for (const [sort, region] of data.entries()) {
      const wanted = { latitude: region.latitude, longitude: region.longitude, sort };
      const [found] = await tx.select().from(regions).where(eq(regions.name, region.name));
      let regionId: number;
      if (!found) {
        regionId = (
          await tx
            .insert(regions)
            .values({ name: region.name, ...wanted })
            .returning()
        )[0]!.id;
        tally.regionsAdded++;
      } else {
        regionId = found.id;
        if (
          found.latitude !== wanted.latitude ||
          found.longitude !== wanted.longitude ||
          found.sort !== sort
        ) {
          await tx.update(regions).set(wanted).where(eq(regions.id, found.id));
          tally.regionsUpdated++;
        } else tally.unchanged++;
      }
      const counters: number[] = [];
      const walk = async (
        list: readonly SubregionData[] | undefined,
        parentId: number | null,
        depth: number,
      ) => {
        for (const sub of list ?? []) {
          const order = (counters[depth] = (counters[depth] ?? -1) + 1);
          const values = { parentId, latitude: sub.latitude, longitude: sub.longitude, sort: order };
          const [existing] = await tx
            .select()
            .from(subregions)
            .where(and(eq(subregions.regionId, regionId), eq(subregions.name, sub.name)));
          let id: number;
          if (!existing) {
            id = (
              await tx
                .insert(subregions)
                .values({ regionId, name: sub.name, ...values })
                .returning()
            )[0]!.id;
            tally.subregionsAdded++;
          } else {
            id = existing.id;
            const same =
              existing.parentId === parentId &&
              existing.latitude === sub.latitude &&
              existing.longitude === sub.longitude &&
              existing.sort === order;
            if (!same) {
              await tx.update(subregions).set(values).where(eq(subregions.id, existing.id));
              tally.subregionsUpdated++;
            } else tally.unchanged++;
          }
          await walk(sub.subregions, id, depth + 1);
        }
      };
      await walk(region.subregions, null, 0);
    }
  });
  const changed =
    tally.regionsAdded + tally.regionsUpdated + tally.subregionsAdded + tally.subregionsUpdated > 0;
  ctx.out(
    changed
      ? `Regions: ${tally.regionsAdded} added, ${tally.regionsUpdated} updated; districts: ${tally.subregionsAdded} ` +
          `added, ${tally.subregionsUpdated} updated; ${tally.unchanged} already as in the file.`
      : `All ${tally.unchanged} regions and districts are already as in the file: nothing changed.`,
  );
  return { changed };
}
