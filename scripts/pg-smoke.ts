// .ci/run: the real server on a real PostgreSQL. Starts it twice on one new database (migrations and the demo
// seed, then both again: they must be safe to repeat) and checks /api/health reports the postgres engine.
// Usage: tsx scripts/pg-smoke.ts <maintenance database url> <tallies.json>
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../e2e/server.ts';
import { demoTestPhones } from '../e2e/demo.ts';
import { freePort } from './lib/free-port.ts';
import type { Tally } from './lib/tally.ts';
import { adminQuery } from './lib/pg-admin.ts';

const [maintenanceUrl, out] = process.argv.slice(2);
if (!maintenanceUrl || !out) {
  console.error('Usage: tsx scripts/pg-smoke.ts <postgres://…/postgres> <tallies.json>');
  process.exit(2);
}

const DB = 'kvartal_smoke';
const admin = (sql: string) => adminQuery(maintenanceUrl!, sql);

const tally: Tally = { suite: 'server on PostgreSQL', passed: 0, failed: 0, skipped: 0 };
const dir = await mkdtemp(path.join(os.tmpdir(), 'kvartal-pg-smoke-'));
const url = new URL(maintenanceUrl);
url.pathname = `/${DB}`;

async function check(title: string) {
  try {
    const server = await startServer({
      port: await freePort(),
      logFile: path.join(dir, 'server.log'),
      env: {
        NODE_ENV: 'test',
        DATABASE_URL: url.toString(),
        DATA_DIR: path.join(dir, 'data'),
        SEED_DEMO: '1',
        AUTH_TEST_PHONES: demoTestPhones(),
        LOG_LEVEL: 'info',
      },
    });
    await server.stop();
    if (server.health.engine !== 'postgres') throw new Error(`health reports engine ${server.health.engine}`);
    tally.passed += 1;
    console.log(`  ✓ ${title}`);
  } catch (error) {
    tally.failed += 1;
    console.log(`  ✗ ${title}\n${(error as Error).message}`);
  }
}

try {
  await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DB}`);
  await check('[ci] the server migrates, seeds and reports postgres on a new database');
  await check('[ci] a second start on the same database migrates and seeds again without harm');
  await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
} catch (error) {
  tally.failed += 1;
  tally.note = (error as Error).message;
  console.log(`  ✗ ${tally.note}`);
}
await rm(dir, { recursive: true, force: true });
await writeFile(out, JSON.stringify([tally], null, 2));
process.exit(tally.failed > 0 ? 1 : 0);
