// import-osm: places near complexes (schools, kindergartens, clinics, shops, stops, beaches) from an OpenStreetMap
// extract, Overpass API JSON or GeoJSON (docs/nearby.md has the Overpass query). Default: the shipped demo sample.
import { readFile } from 'node:fs/promises';
import { INFRA_KINDS } from '#shared/nearby.ts';
import { importPoints } from '../modules/nearby/import-points.ts';
import { OsmFormatError, readOsm, type OsmRead } from '../modules/nearby/read-osm.ts';
import { AdminError, type AdminContext, type AdminResult } from './context.ts';

/** A demo sample in Overpass JSON for Sochi's districts (negative ids: not real OSM elements; docs/nearby.md). */
export { DEMO_OSM_SAMPLE as SHIPPED_OSM_SAMPLE } from '../db/seed/demo-nearby.ts';

export async function readOsmFile(file: string): Promise<OsmRead> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new AdminError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    const read = readOsm(text);
    if (read.points.length === 0) {
      throw new AdminError(`${file}: no schools, kindergartens, clinics, shops, stops or beaches in it.`);
    }
    return read;
  } catch (error) {
    if (error instanceof OsmFormatError) throw new AdminError(`${file}: ${error.message}.`);
    throw error;
  }
}

export async function importOsm(ctx: AdminContext, read: OsmRead): Promise<AdminResult> {
  const tally = await importPoints(ctx.db, read.points, ctx.now());
  const lines = INFRA_KINDS.map((kind) => {
    const k = tally[kind];
    return `  ${kind.padEnd(12)} ${k.added} added, ${k.updated} updated, ${k.unchanged} unchanged`;
  });
  const changed = INFRA_KINDS.some((kind) => tally[kind].added + tally[kind].updated > 0);
  ctx.out(
    `${changed ? 'Imported' : 'Nothing changed:'} ${read.points.length} places` +
      `${read.skipped ? ` (${read.skipped} elements skipped: no kind kept or no place)` : ''}; ` +
      `nearest places of every complex measured again.\n${lines.join('\n')}`,
  );
  return { changed };
}
