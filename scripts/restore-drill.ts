// The restore drill for PostgreSQL (docs: README «Administration»): a database is made as the server makes it
// (migrations, then the demo seed with photos), the compiled server answers on it, pg_dump -Fc takes a backup while
// it runs, pg_restore puts it into a new empty database, and the compiled server started on the restored database
// (with a copy of the files, as they would come back from their own backup) must answer the same: the search
// totals, the regions, the health's engine, and a photo's URL. Both databases are dropped at the end.
// Usage: tsx scripts/restore-drill.ts <maintenance database url> <PostgreSQL bin dir> [tallies.json]
//   e.g. tsx scripts/restore-drill.ts postgres://postgres@127.0.0.1:5432/postgres /usr/lib/postgresql/15/bin
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEMO_CODE, DEMO_PHONES, demoTestPhones } from '../e2e/demo.ts';
import { startServer, type RunningServer } from '../e2e/server.ts';
import { openDatabase } from '../server/db/client.ts';
import { migrate } from '../server/db/migrate.ts';
import { countDemo, type DemoCounts } from '../server/db/seed/demo-state.ts';
import { seedDemo } from '../server/db/seed/seed-demo.ts';
import { LocalStorage } from '../server/storage/storage.ts';
import { freePort } from './lib/free-port.ts';
import { adminQuery } from './lib/pg-admin.ts';
import type { Tally } from './lib/tally.ts';
import { assert, checker } from './lib/checks.ts';
import { PRIVACY_VERSION } from '../shared/texts/privacy.ts';

const [maintenanceUrl, binDir, out] = process.argv.slice(2);
if (!maintenanceUrl || !binDir || !/^postgres(ql)?:\/\//.test(maintenanceUrl)) {
  console.error(
    'Usage: tsx scripts/restore-drill.ts <postgres://…/postgres> <PostgreSQL bin dir, e.g. /usr/lib/postgresql/15/bin> [tallies.json]',
  );
  process.exit(2);
}
for (const tool of ['pg_dump', 'pg_restore']) {
  if (!existsSync(path.join(binDir, tool))) {
    console.error(`No ${tool} in ${binDir}.`);
    process.exit(2);
  }
}

const SOURCE = 'kvartal_drill_source';
const RESTORED = 'kvartal_drill_restored';
const run = promisify(execFile);
const admin = (sql: string) => adminQuery(maintenanceUrl!, sql);
const urlOf = (name: string) => {
  const url = new URL(maintenanceUrl!);
  url.pathname = `/${name}`;
  return url.toString();
};

const tally: Tally = { suite: 'restore drill (PostgreSQL)', passed: 0, failed: 0, skipped: 0, failures: [] };
const check = checker(tally, '[drill]');

interface Answers {
  engine: string;
  search: number;
  resale: number;
  regions: number;
  photo: string;
}

async function json(
  server: RunningServer,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers are read as untyped JSON here
): Promise<any> {
  const res = await fetch(`${server.baseURL}${url}`, {
    method,
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  assert(res.ok, `${method} ${url} answered ${res.status}: ${await res.clone().text()}`);
  return res.json();
}

async function login(server: RunningServer): Promise<string> {
  const phone = DEMO_PHONES.user;
  await json(server, 'POST', '/api/user/code', { phone });
  return (
    (await json(server, 'POST', '/api/user/login', {
      phone,
      code: DEMO_CODE,
      consentVersion: PRIVACY_VERSION,
    })) as { token: string }
  ).token;
}

/** What the demo buyer sees: both markets' totals, the regions, a photo. */
async function answers(server: RunningServer, token: string): Promise<Answers> {
  const complexes = await json(server, 'POST', '/api/search', {}, token);
  const resale = await json(server, 'POST', '/api/search', { market: 2 }, token);
  const regions = await json(server, 'GET', '/api/regions');
  const photo = /"(\/files\/[^"]+)"/.exec(JSON.stringify(complexes.data))?.[1];
  assert(photo, 'no card of the search has a photo');
  return {
    engine: server.health.engine,
    search: complexes.meta.total,
    resale: resale.meta.total,
    regions: regions.regions.length,
    photo,
  };
}

async function counts(url: string): Promise<DemoCounts> {
  const database = await openDatabase({ url, poolSize: 2 });
  try {
    return await countDemo(database.db);
  } finally {
    await database.close();
  }
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'kvartal-restore-drill-'));
const sourceData = path.join(dir, 'source');
const restoredData = path.join(dir, 'restored');
const dump = path.join(dir, 'kvartal.dump');
const servers: RunningServer[] = [];
const serverEnv = (database: string, dataDir: string) => ({
  NODE_ENV: 'test',
  DATABASE_URL: urlOf(database),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'info',
  AUTH_TEST_PHONES: demoTestPhones(),
});

try {
  await admin(`DROP DATABASE IF EXISTS ${SOURCE} WITH (FORCE)`);
  await admin(`DROP DATABASE IF EXISTS ${RESTORED} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${SOURCE}`);
  let before: Answers | null = null;
  let token = '';
  let sourceCounts: DemoCounts | null = null;

  await check('a new database is migrated and seeded as the server does at start-up', async () => {
    const database = await openDatabase({ url: urlOf(SOURCE), poolSize: 2 });
    try {
      await migrate(database);
      // The demo's first complexes with their photos: enough to restore, quicker than all 44.
      await seedDemo(database.db, new LocalStorage(path.join(sourceData, 'files')), {
        complexes: 4,
        offers: 12,
      });
      sourceCounts = await countDemo(database.db);
    } finally {
      await database.close();
    }
    assert(sourceCounts.complexes === 4 && sourceCounts.cells > 0, `seeded ${JSON.stringify(sourceCounts)}`);
  });

  await check('the compiled server answers on it, and pg_dump -Fc backs it up while it runs', async () => {
    const server = await startServer({
      port: await freePort(),
      logFile: path.join(dir, 'source.log'),
      env: serverEnv(SOURCE, sourceData),
    });
    servers.push(server);
    // The buyer's session is in the database: the restored server must accept the same token.
    token = await login(server);
    before = await answers(server, token);
    assert(before.search > 0, 'the search found no complex');
    await run(path.join(binDir!, 'pg_dump'), ['-Fc', '--no-owner', '-f', dump, '-d', urlOf(SOURCE)]);
    await server.stop();
    servers.pop();
  });

  await check('pg_restore puts the dump into a new empty database, with the same rows', async () => {
    await admin(`CREATE DATABASE ${RESTORED}`);
    await run(path.join(binDir!, 'pg_restore'), [
      '--no-owner',
      '--exit-on-error',
      '-d',
      urlOf(RESTORED),
      dump,
    ]);
    const restoredCounts = await counts(urlOf(RESTORED));
    assert(
      JSON.stringify(restoredCounts) === JSON.stringify(sourceCounts),
      `restored ${JSON.stringify(restoredCounts)}, source ${JSON.stringify(sourceCounts)}`,
    );
  });

  let restored: RunningServer | null = null;
  await check('the compiled server starts on the restored database and reports postgres', async () => {
    // The files come back from their own backup (S3 or DATA_DIR/files): here, a copy.
    await cp(path.join(sourceData, 'files'), path.join(restoredData, 'files'), { recursive: true });
    restored = await startServer({
      port: await freePort(),
      logFile: path.join(dir, 'restored.log'),
      env: serverEnv(RESTORED, restoredData),
    });
    servers.push(restored);
    assert(restored.health.engine === 'postgres', `health reports ${restored.health.engine}`);
  });

  await check(
    "the restored server keeps the buyer's session and answers the search and regions as before",
    async () => {
      assert(restored && before, 'no server or no answers to compare');
      const after = await answers(restored, token);
      for (const key of ['search', 'resale', 'regions'] as const) {
        assert(after[key] === before[key], `${key}: ${after[key]} after the restore, ${before[key]} before`);
      }
    },
  );

  await check("a photo's URL is served by the restored server", async () => {
    assert(restored && before, 'no server or no photo');
    const res = await fetch(`${restored.baseURL}${before.photo}`);
    assert(res.status === 200, `${before.photo} answered ${res.status}`);
    assert(
      /^image\//.test(res.headers.get('content-type') ?? ''),
      `content-type ${res.headers.get('content-type')}`,
    );
    assert((await res.arrayBuffer()).byteLength > 0, 'an empty photo');
  });
} catch (error) {
  tally.failed += 1;
  tally.note = (error as Error).message;
  console.log(`  ✗ [drill] ${tally.note}`);
} finally {
  for (const server of servers) await server.stop();
  await check('both databases are dropped', async () => {
    await admin(`DROP DATABASE IF EXISTS ${SOURCE} WITH (FORCE)`);
    await admin(`DROP DATABASE IF EXISTS ${RESTORED} WITH (FORCE)`);
  });
  await rm(dir, { recursive: true, force: true });
}

console.log(`${tally.passed} passed, ${tally.failed} failed`);
if (out) await writeFile(out, JSON.stringify([tally], null, 2));
process.exit(tally.failed > 0 ? 1 : 0);
