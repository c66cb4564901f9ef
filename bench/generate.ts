// npx tsx bench/generate.ts [pglite|postgres] [--scale city|national]: the benchmarks' databases.
// City (the default, bench/discovery-data.ts): PGlite in bench/.data/pglite (the server's DATA_DIR) or PostgreSQL,
// database kvartal_bench. National (bench/national-data.ts, PostgreSQL only): database kvartal_national. Both
// PostgreSQL databases live in the cluster under bench/.data/pg. A database already holding the data is left as it
// is (a national database left half-written by a failed run is dropped and written again).
import path from 'node:path';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '#server/db/client.ts';
import { migrate } from '#server/db/migrate.ts';
import { generateDiscoveryData, SIZE } from './discovery-data.ts';
import { generateNationalData, NATIONAL } from './national-data.ts';
import { startPostgres } from './postgres.ts';

export const PGLITE_DATA_DIR = path.resolve(import.meta.dirname, '.data/pglite');
export const BENCH_DATABASE = 'kvartal_bench';
export const NATIONAL_DATABASE = 'kvartal_national';

async function fill(database: Database): Promise<void> {
  await migrate(database);
  const [row] = (
    (await database.db.execute(sql`select count(*)::int n from objects`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  if (Number(row?.n) >= SIZE.complexes) {
    // New migrations (indexes) may have come since: keep the statistics and visibility map fresh.
    await database.db.execute(sql`vacuum analyze`);
    console.log(`${database.engine}: already generated (${row!.n} complexes)`);
    return;
  }
  const started = Date.now();
  await generateDiscoveryData(database.db, (line) => console.log(`  ${database.engine} ${line}`));
  console.log(`${database.engine}: generated in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

export async function generatePglite(): Promise<void> {
  const database = await openDatabase({ dataDir: path.join(PGLITE_DATA_DIR, 'pglite') });
  try {
    await fill(database);
  } catch (error) {
    await database.close();
    await rm(PGLITE_DATA_DIR, { recursive: true, force: true });
    throw error;
  }
  await database.close();
}

export async function ensureBenchDatabase(maintenanceUrl: string, url: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [BENCH_DATABASE]);
  if (!rowCount) await client.query(`create database ${BENCH_DATABASE}`);
  await client.end();
  const database = await openDatabase({ url });
  try {
    await fill(database);
  } finally {
    await database.close();
  }
}

/** The national data set (kvartal_national): complete when the rollup has run, the generator's last step. */
export async function ensureNationalDatabase(maintenanceUrl: string, url: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
    NATIONAL_DATABASE,
  ]);
  if (rowCount) {
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    const done = await db
      .query<{ n: number; rolled: boolean }>(
        `select (select count(*)::int from objects) n,
          exists (select 1 from market_rollup_state where rolled_at is not null) rolled`,
      )
      .catch(() => ({ rows: [{ n: 0, rolled: false }] }));
    await db.end();
    const row = done.rows[0]!;
    if (row.n >= NATIONAL.complexes && row.rolled) {
      await client.end();
      const database = await openDatabase({ url, poolSize: 1 });
      await migrate(database);
      await database.db.execute(sql`analyze`);
      await database.close();
      console.log(`national: already generated (${row.n} complexes)`);
      return;
    }
    console.log('national: a half-written database, written again');
    await client.query(`drop database ${NATIONAL_DATABASE} with (force)`);
  }
  await client.query(`create database ${NATIONAL_DATABASE}`);
  await client.end();
  const database = await openDatabase({ url, poolSize: 1 });
  try {
    await migrate(database);
    const started = Date.now();
    await generateNationalData(database.db, new Date(), (line) => console.log(`  national ${line}`));
    console.log(`national: generated in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const scaleAt = args.indexOf('--scale');
  const scale = scaleAt >= 0 ? args.splice(scaleAt, 2)[1] : 'city';
  if (scale !== 'city' && scale !== 'national') throw new Error('--scale city|national');
  const engine = args[0] ?? (scale === 'national' ? 'postgres' : 'pglite');
  if (scale === 'national') {
    if (engine !== 'postgres') throw new Error('The national scale is PostgreSQL only');
    const server = await startPostgres();
    try {
      await ensureNationalDatabase(server.url('postgres'), server.url(NATIONAL_DATABASE));
    } finally {
      server.stop();
    }
  } else if (engine === 'pglite') await generatePglite();
  else {
    const server = await startPostgres();
    try {
      await ensureBenchDatabase(server.url('postgres'), server.url(BENCH_DATABASE));
    } finally {
      server.stop();
    }
  }
}
