// npx tsx bench/drawn-area.ts [--postgres]: issue 28's budget — a search inside a drawn 200-point area ≤ 1.5× the
// same search with the area's bounding box as map bounds, on the discovery data (bench/discovery-data.ts: PGlite, or
// with --postgres the kvartal_bench database of bench/postgres.ts's cluster, only read), each pair measured one
// right after the other (measure.ts interleave), nothing cached between calls. Writes
// bench/.data/results-drawn-area[-postgres].json.
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { execSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { ZMapClusterRequest, ZSearchFilter } from '#shared/schemas/filter.ts';
import { ringBox } from '#shared/polygon.ts';
import { openDatabase } from '#server/db/client.ts';
import { migrate } from '#server/db/migrate.ts';
import { LocalStorage } from '#server/storage/storage.ts';
import { countResults, search } from '#server/modules/search/search.ts';
import { mapCluster } from '#server/modules/search/map-cluster.ts';
import { BENCH_DATABASE, generatePglite, PGLITE_DATA_DIR } from './generate.ts';
import { startPostgres } from './postgres.ts';
import { interleave, ms } from './measure.ts';

/** A 200-point star-ish ring over central Sochi, as a hand outlines a district (concave in places). */
function drawnRing(points = 200): [number, number][] {
  return Array.from({ length: points }, (_, i) => {
    const a = (i / points) * 2 * Math.PI;
    const r = 1 + 0.25 * Math.sin(5 * a) + 0.05 * Math.sin(23 * a);
    return [43.6 + 0.07 * r * Math.sin(a), 39.73 + 0.1 * r * Math.cos(a)];
  });
}

const onPostgres = process.argv.includes('--postgres');

/** A copy of the PGlite data (the search must not change the shared one), or the PostgreSQL database as it is. */
async function open(tmp: string) {
  if (onPostgres) {
    // A cluster already running is shared and left running (bench/postgres.ts); the database is not written.
    const server = await startPostgres();
    return openDatabase({ url: server.url(BENCH_DATABASE), poolSize: 1 });
  }
  await generatePglite();
  const dataDir = path.join(tmp, 'pglite');
  await cp(path.join(PGLITE_DATA_DIR, 'pglite'), dataDir, { recursive: true });
  const database = await openDatabase({ dataDir });
  // The copy gets this build's migrations (its indexes); the shared data keeps its own.
  await migrate(database);
  return database;
}

async function main() {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'kvartal-drawn-'));
  const database = await open(tmp);
  console.log(`engine: ${database.engine}`);
  const storage = new LocalStorage(tmp);
  const now = new Date();
  const ring = drawnRing();
  const box = ringBox(ring);
  const bounds: [[number, number], [number, number]] = [
    [box.south, box.west],
    [box.north, box.east],
  ];
  const uptime = () => execSync('uptime').toString().trim();
  const startedLoad = uptime();
  const rows: Record<string, unknown>[] = [];
  try {
    for (const market of [1, 2]) {
      const withBounds = ZSearchFilter.parse({ market, bounds });
      const withArea = ZSearchFilter.parse({ market, polygons: [ring] });
      const cases = [
        {
          name: `search page 1, market ${market}`,
          a: () => search({ db: database.db, storage }, withBounds, null, now, 1),
          b: () => search({ db: database.db, storage }, withArea, null, now, 1),
        },
        {
          name: `count, market ${market}`,
          a: () => countResults(database.db, withBounds, null, now),
          b: () => countResults(database.db, withArea, null, now),
        },
        {
          name: `map clusters, market ${market}`,
          a: () =>
            mapCluster(database.db, ZMapClusterRequest.parse({ market, bounds, zoom: 12 }), null, now, 1),
          b: () =>
            mapCluster(
              database.db,
              ZMapClusterRequest.parse({ market, bounds, zoom: 12, polygons: [ring] }),
              null,
              now,
              1,
            ),
        },
      ];
      const [inBox, inArea] = await Promise.all([
        countResults(database.db, withBounds, null, now),
        countResults(database.db, withArea, null, now),
      ]);
      if (market === 1) {
        // The fixed cost: an area (the same ring moved out to sea) whose box holds no row, against its box.
        const away: [number, number][] = ring.map(([lat, lng]) => [lat - 0.3, lng - 0.4]);
        const b = ringBox(away);
        const empty = ZSearchFilter.parse({ market, polygons: [away] });
        const emptyBounds = ZSearchFilter.parse({
          market,
          bounds: [
            [b.south, b.west],
            [b.north, b.east],
          ],
        });
        cases.push({
          name: 'count, market 1, nothing in the box',
          a: () => countResults(database.db, emptyBounds, null, now),
          b: () => countResults(database.db, empty, null, now),
        });
      }
      for (const c of cases) {
        const paired = await interleave(c.a, c.b, 6000, 30);
        const row = { ...c, a: undefined, b: undefined, inBox, inArea, ...paired };
        rows.push(row);
        console.log(
          `${c.name}: bounds ${ms(paired.aP50)} ms, area ${ms(paired.bP50)} ms, ×${paired.ratioP50.toFixed(2)} ` +
            `(${paired.pairs} pairs; ${inArea} of ${inBox} in the box)`,
        );
      }
    }
  } finally {
    await database.close();
    await rm(tmp, { recursive: true, force: true });
  }
  const endedLoad = uptime();
  console.log(`uptime before: ${startedLoad}\nuptime after: ${endedLoad}`);
  await writeFile(
    path.resolve(import.meta.dirname, `.data/results-drawn-area${onPostgres ? '-postgres' : ''}.json`),
    JSON.stringify({ startedLoad, endedLoad, rows }, null, 2),
  );
}

await main();
