// npx tsx bench/viewer-overlay.ts [git ref] [seconds]: «Акции» page 1 for the demo buyer (resale offers and
// favourites of his own) and the demo builder (complexes of his own) on this build and on an earlier one, same run,
// beside GET /api/health as the ceiling of one node. Each build's production server runs on its own copy of the
// seeded demo data (PGlite, as a laptop or one agency runs it); autocannon loads each target with 50 connections in
// several short rounds, the builds alternating. The earlier build is a `git archive` of `ref` in the temporary
// folder, compiled there (decision 029), sharing node_modules. Default ref: 9576205, before «every viewer gets the
// cached path» (issue 29).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { issueToken } from '#server/modules/auth/tokens.ts';
import { visibleComplex } from '#server/modules/search/filter-sql.ts';
import { root } from '../scripts/lib/proc.ts';
import { copySeededTemplate } from '../e2e/seeded-template.ts';
import { DEMO_PHONES } from '../e2e/demo.ts';
import type { RunningServer } from '../e2e/server.ts';
import { ACTIONS } from './anchor.ts';
import { load, ms, type LoadTarget } from './measure.ts';
import { startProductionServer } from './production-server.ts';

const ref = process.argv[2] ?? '9576205';
const seconds = Number(process.argv[3] ?? 5);
const ROUNDS = 3;
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** The earlier build, compiled, in the temporary folder (no git worktree: the repository's metadata is shared). */
function earlierBuild(commit: string): { cwd: string; args: string[] } {
  const dir = path.join(os.tmpdir(), `kvartal-build-${commit}`);
  if (!existsSync(path.join(dir, 'package.json'))) {
    mkdirSync(dir, { recursive: true });
    execFileSync('sh', ['-c', `git -C "${root}" archive ${commit} | tar -x -C "${dir}"`]);
  }
  if (!existsSync(path.join(dir, 'node_modules')))
    symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  if (!existsSync(path.join(dir, 'dist/server/main.js'))) {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], {
      cwd: dir,
      stdio: 'ignore',
    });
  }
  return { cwd: dir, args: ['dist/server/main.js'] };
}

/** Tokens of the demo buyer and builder, and how many complexes of the builder's the public does not see. */
async function prepare(dataDir: string) {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const token = async (phone: string) => {
      const [user] = await database.db.select().from(users).where(eq(users.phone, phone));
      return { id: user!.id, token: await issueToken(database.db, user!.id) };
    };
    const buyer = await token(DEMO_PHONES.user);
    const builder = await token(DEMO_PHONES.builder);
    const [row] = (
      (await database.db.execute(
        sql`select count(*)::int n from objects o where o.owner_id = ${builder.id} and not ${visibleComplex(null)}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    const [offersRow] = (
      (await database.db.execute(
        sql`select count(*)::int n from offers where user_id = ${buyer.id}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    return { buyer: buyer.token, builder: builder.token, hidden: row!.n, buyerOffers: offersRow!.n };
  } finally {
    await database.close();
  }
}

const work = await mkdtemp(path.join(os.tmpdir(), 'kvartal-overlay-'));
const servers: RunningServer[] = [];
try {
  const entry = earlierBuild(ref);
  const dirs = ['now', 'before'].map((name) => path.join(work, name));
  for (const dir of dirs) await copySeededTemplate(dir);
  // Each copy keeps its own tokens.
  const tokens = await Promise.all(dirs.map((dir) => prepare(dir)));
  servers.push(await startProductionServer({ dataDir: dirs[0]!, logDir: dirs[0]! }));
  servers.push(await startProductionServer({ dataDir: dirs[1]!, logDir: dirs[1]!, entry }));
  const targets = (base: string, own: { buyer: string; builder: string }): Record<string, LoadTarget> => ({
    buyer: {
      url: `${base}/api/search?page=1`,
      body: ACTIONS,
      headers: { authorization: `Bearer ${own.buyer}` },
    },
    builder: {
      url: `${base}/api/search?page=1`,
      body: ACTIONS,
      headers: { authorization: `Bearer ${own.builder}` },
    },
    health: { url: `${base}/api/health`, method: 'GET' },
  });
  const byBuild = servers.map((s, i) => targets(s.baseURL, tokens[i]!));
  const results = new Map<string, { rps: number[]; p95: number[]; errors: number }>();
  const loadBefore = loadAverage();
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of ['buyer', 'builder', 'health']) {
      for (const i of round % 2 === 0 ? [0, 1] : [1, 0]) {
        const r = await load(byBuild[i]![name]!, 50, seconds);
        const key = `${name}:${i}`;
        const acc = results.get(key) ?? { rps: [], p95: [], errors: 0 };
        acc.rps.push(r.rps);
        acc.p95.push(r.p95);
        acc.errors += r.errors;
        results.set(key, acc);
      }
    }
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  console.log(
    `demo data: the buyer has ${tokens[0]!.buyerOffers} resale offers, the builder ${tokens[0]!.hidden} complexes the public does not see`,
  );
  console.log(`| target | before (${ref}) req/s · p95 | now req/s · p95 |`);
  console.log('|---|---:|---:|');
  const names = {
    buyer: '«Акции» page 1, demo buyer',
    builder: '«Акции» page 1, demo builder',
    health: 'GET /api/health',
  };
  for (const [name, title] of Object.entries(names)) {
    const cell = (i: number) => {
      const r = results.get(`${name}:${i}`)!;
      return `${median(r.rps).toFixed(0)} · ${ms(median(r.p95))} ms${r.errors ? ` (${r.errors} errors)` : ''}`;
    };
    console.log(`| ${title} | ${cell(1)} | ${cell(0)} |`);
  }
  console.log(
    `load average before ${loadBefore}, after ${loadAverage()}; ${ROUNDS} rounds × ${seconds} s per cell`,
  );
} finally {
  for (const s of servers) await s.stop();
  await rm(work, { recursive: true, force: true });
}
