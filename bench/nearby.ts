// npx tsx bench/nearby.ts [rounds]: issue 28's budget — «Рядом» of a complex ≤ 20 ms. A fresh embedded database
// (PGlite, migrated) with 2 000 complexes over Greater Sochi and a krai-sized extract of 40 000 places (a real
// Overpass export of Краснодарский край holds about that many shops, stops, schools and beaches), imported as
// `import-osm` does (upsert and every complex measured, one transaction); then the read GET /api/objects/{id}/nearby
// makes (loadNearby) for random complexes, and the filter's «Школа до 500 м» over all complexes. p50/p95; load average beside.
import { execSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { INFRA_KINDS, type TInfraKind } from '#shared/nearby.ts';
import { openDatabase } from '#server/db/client.ts';
import { migrate } from '#server/db/migrate.ts';
import { queryRows } from '#server/core/sql.ts';
import { importPoints } from '#server/modules/nearby/import-points.ts';
import { loadNearby } from '#server/modules/nearby/load-nearby.ts';
import type { OsmPoint } from '#server/modules/nearby/read-osm.ts';
import { nearConditions } from '#server/modules/nearby/near-sql.ts';
import { ms, percentile } from './measure.ts';

const rounds = Number(process.argv[2] ?? 300);
const uptime = () => execSync('uptime').toString().trim();
/** Greater Sochi's box: Лазаревское to Адлер, the coast to the hills. */
const BOX = { south: 43.4, north: 43.95, west: 39.3, east: 40.0 };
const SHARE: Record<TInfraKind, number> = {
  shop: 0.55,
  stop: 0.25,
  school: 0.05,
  kindergarten: 0.06,
  clinic: 0.05,
  beach: 0.04,
};

let seed = 42;
const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
const inBox = () => [BOX.south + rand() * (BOX.north - BOX.south), BOX.west + rand() * (BOX.east - BOX.west)];

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kvartal-nearby-bench-'));
  const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  try {
    await migrate(database);
    const db = database.db;
    await db.execute(sql`insert into objects (title, type, published, latitude, longitude)
      select 'ЖК ' || g, 1, true, ${BOX.south} + random() * ${BOX.north - BOX.south},
        ${BOX.west} + random() * ${BOX.east - BOX.west}
      from generate_series(1, 2000) g`);
    const points: OsmPoint[] = [];
    for (const kind of INFRA_KINDS) {
      for (let i = 0; i < 40_000 * SHARE[kind]; i++) {
        const [latitude, longitude] = inBox() as [number, number];
        points.push({
          osmType: 'node',
          osmId: points.length + 1,
          kind,
          name: `${kind} ${i}`,
          latitude,
          longitude,
        });
      }
    }
    console.log(`before import: ${uptime()}`);
    let started = performance.now();
    await importPoints(db, points, new Date());
    const importMs = performance.now() - started;
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int n from object_nearby`,
    );
    console.log(
      `import of ${points.length} places and 2 000 complexes measured: ${ms(importMs)} ms (${n} rows)`,
    );

    const complexes = await queryRows<{ id: number; latitude: number; longitude: number }>(
      db,
      sql`select id, latitude, longitude from objects`,
    );
    for (let i = 0; i < 20; i++) await loadNearby(db, complexes[i]!);
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const object = complexes[Math.floor(rand() * complexes.length)]!;
      started = performance.now();
      await loadNearby(db, object);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `nearby (loadNearby, ${rounds} random complexes): p50 ${ms(percentile(times, 50))} ms, ` +
        `p95 ${ms(percentile(times, 95))} ms — budget 20 ms`,
    );

    // The filter's condition alone (the bench's complexes have no published sections for the full search).
    const [near] = nearConditions({ school: 500 });
    const counts: number[] = [];
    let found = 0;
    for (let i = 0; i < 30; i++) {
      started = performance.now();
      [{ n: found } = { n: 0 }] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int n from objects o where ${near}`,
      );
      counts.push(performance.now() - started);
    }
    counts.sort((a, b) => a - b);
    console.log(`count with «Школа до 500 м» (${found} of 2 000): p50 ${ms(percentile(counts, 50))} ms`);
    console.log(`after: ${uptime()} (the machine is shared by several engineers: busy)`);
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
