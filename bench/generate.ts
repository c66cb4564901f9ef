// npx tsx bench/generate.ts [pglite|postgres]: the discovery benchmark's database (bench/discovery-data.ts).
// PGlite: bench/.data/pglite (the server's DATA_DIR). PostgreSQL: a cluster under bench/.data/pg, database
// kvartal_bench. A database already holding the data is left as it is.
import path from 'node:path';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '#server/db/client.ts';
import { migrate } from '#server/db/migrate.ts';
import { generateDiscoveryData, SIZE } from './discovery-data.ts';
import { startPostgres } from './postgres.ts';

export const PGLITE_DATA_DIR = path.resolve(import.meta.dirname, '.data/pglite');
export const BENCH_DATABASE = 'kvartal_bench';

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

if (import.meta.url === `file://${process.argv[1]}`) {
  const engine = process.argv[2] ?? 'pglite';
  if (engine === 'pglite') await generatePglite();
  else {
    const server = await startPostgres();
    try {
      await ensureBenchDatabase(server.url('postgres'), server.url(BENCH_DATABASE));
    } finally {
      server.stop();
    }
  }
}
