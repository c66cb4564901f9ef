// One migrated template per test run, cloned per test file: PGlite from a dump, PostgreSQL with CREATE DATABASE … TEMPLATE.
import { randomBytes } from 'node:crypto';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';

export const TEMPLATE_DUMP = path.resolve('.tmp/test-template.tar');
const PG_TEMPLATE = 'kvartal_test_template';

/** TEST_DATABASE_URL points at a PostgreSQL server (a maintenance database such as postgres) to run the API suite on. */
export const testPgUrl = () => process.env.TEST_DATABASE_URL || undefined;

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Runs once per test run (vitest globalSetup). */
export async function createTemplate(): Promise<void> {
  const url = testPgUrl();
  if (url) {
    await adminQuery(url, `DROP DATABASE IF EXISTS ${PG_TEMPLATE} WITH (FORCE)`);
    await adminQuery(url, `CREATE DATABASE ${PG_TEMPLATE}`);
    const database = await openDatabase({ url: withDatabase(url, PG_TEMPLATE), poolSize: 1 });
    await migrate(database);
    await database.close();
    return;
  }
  const database = await openDatabase({});
  await migrate(database);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  await mkdir(path.dirname(TEMPLATE_DUMP), { recursive: true });
  await writeFile(TEMPLATE_DUMP, Buffer.from(await dump.arrayBuffer()));
}

/** A fresh, migrated database for one test file. */
export async function openTestDatabase(): Promise<Database> {
  const url = testPgUrl();
  if (url) {
    const name = `kvartal_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE}`);
    const database = await openDatabase({ url: withDatabase(url, name), poolSize: 4 });
    return {
      ...database,
      close: async () => {
        await database.close();
        await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const dump = await readFile(TEMPLATE_DUMP);
  return openDatabase({ loadDataDir: new Blob([dump]) });
}
