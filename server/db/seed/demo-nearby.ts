// «Рядом» for the demo (issue 28): the shipped sample (server/db/reference/osm-sochi-sample.json, Overpass JSON,
// made by scripts/make-osm-sample.ts) imported as `npm run admin -- import-osm` would, after the complexes exist.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DbOrTx } from '../client.ts';
import { packageRoot } from '../../package-root.ts';
import { importPoints } from '../../modules/nearby/import-points.ts';
import { readOsm } from '../../modules/nearby/read-osm.ts';

export const DEMO_OSM_SAMPLE = path.join(packageRoot, 'server/db/reference/osm-sochi-sample.json');

/** Answers how many places were imported. */
export async function seedDemoNearby(tx: DbOrTx, now: Date): Promise<number> {
  const { points } = readOsm(await readFile(DEMO_OSM_SAMPLE, 'utf8'));
  await importPoints(tx, points, now);
  return points.length;
}
