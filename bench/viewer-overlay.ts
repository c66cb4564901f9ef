// npx tsx bench/viewer-overlay.ts [git ref] [seconds]: «Акции» page 1 for the demo buyer (resale offers and
// favourites of his own), a demo agent (the pro class) and the demo builder (complexes of his own), and an anonymous
// caller (refused: search needs a login), on this build and on an earlier one, same run, beside GET /api/health as
// the ceiling of one node; each row also as a share of /api/health in the same build and round. Each build's production server runs on its own copy of the
// seeded demo data (PGlite, as a laptop or one agency runs it); autocannon loads each target with 50 connections in
// several short rounds, the builds alternating. The earlier build is a `git archive` of `ref` in the temporary
// folder, compiled there (decision 029), sharing node_modules. Default ref: caad16a, before the hot path of the
// cached page (issue 29: the alerts' nudge on searches, hearts as a patch of the stored text, owners' overlay kept).
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
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

const ref = process.argv[2] ?? 'caad16a';
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
  if (!existsSync(path.join(dir, 'node_modules'))) {
    // A link left by a checkout that is gone dangles: existsSync says no, symlinkSync says it exists.
    rmSync(path.join(dir, 'node_modules'), { force: true });
    symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  }
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
    const agent = await token(DEMO_PHONES.agent);
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
    return {
      buyer: buyer.token,
      agent: agent.token,
      builder: builder.token,
      hidden: row!.n,
      buyerOffers: offersRow!.n,
    };
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
  const page = (base: string, token: string | null): LoadTarget => ({
    url: `${base}/api/search?page=1`,
    body: ACTIONS,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const targets = (base: string, own: Record<'buyer' | 'agent' | 'builder', string>) => ({
    buyer: page(base, own.buyer),
    agent: page(base, own.agent),
    builder: page(base, own.builder),
    anonymous: page(base, null),
    health: { url: `${base}/api/health`, method: 'GET' } as LoadTarget,
  });
  const byBuild = servers.map((s, i) => targets(s.baseURL, tokens[i]!));
  const results = new Map<string, { rps: number[]; p95: number[]; errors: number }>();
  // The anonymous caller is refused (401): its answers are counted, not its latencies (load counts only 2xx).
  const anonymous = async (target: LoadTarget) => {
    const latencies: number[] = [];
    let errors = 0;
    const instance = autocannon({
      url: target.url,
      method: 'POST',
      connections: 50,
      duration: seconds,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(target.body),
    });
    instance.on('response', (_client, status, _bytes, took) => {
      if (status === 401) latencies.push(took);
      else errors += 1;
    });
    const result = await instance;
    latencies.sort((x, y) => x - y);
    return {
      rps: latencies.length / seconds,
      p95: latencies[Math.ceil(latencies.length * 0.95) - 1] ?? NaN,
      errors: errors + result.errors + result.timeouts,
    };
  };

  const loadBefore = loadAverage();
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of Object.keys(byBuild[0]!) as (keyof (typeof byBuild)[0])[]) {
      for (const i of round % 2 === 0 ? [0, 1] : [1, 0]) {
        const target = byBuild[i]![name];
        const r = name === 'anonymous' ? await anonymous(target) : await load(target, 50, seconds);
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
  console.log(
    `| target | before (${ref}) req/s · p95 | ÷ /api/health | now req/s · p95 | ÷ /api/health | now ÷ before |`,
  );
  console.log('|---|---:|---:|---:|---:|---:|');
  const names = {
    buyer: '«Акции» page 1, demo buyer',
    agent: '«Акции» page 1, demo agent',
    builder: '«Акции» page 1, demo builder',
    anonymous: '«Акции» page 1, anonymous (401: search needs a login)',
    health: 'GET /api/health',
  };
  const rps = (name: string, i: number) => median(results.get(`${name}:${i}`)!.rps);
  // Each round's figure over the same build's /api/health of that round, the median of those.
  const share = (name: string, i: number) => {
    const own = results.get(`${name}:${i}`)!.rps;
    const health = results.get(`health:${i}`)!.rps;
    return median(own.map((v, k) => v / health[k]!));
  };
  for (const [name, title] of Object.entries(names)) {
    const cell = (i: number) => {
      const r = results.get(`${name}:${i}`)!;
      return `${rps(name, i).toFixed(0)} · ${ms(median(r.p95))} ms${r.errors ? ` (${r.errors} errors)` : ''}`;
    };
    const ratio = (i: number) => share(name, i).toFixed(3);
    const gain = rps(name, 0) / rps(name, 1);
    console.log(`| ${title} | ${cell(1)} | ${ratio(1)} | ${cell(0)} | ${ratio(0)} | ×${gain.toFixed(1)} |`);
  }
  console.log(
    `load average before ${loadBefore}, after ${loadAverage()}; ${ROUNDS} rounds × ${seconds} s per cell`,
  );
} finally {
  for (const s of servers) await s.stop();
  await rm(work, { recursive: true, force: true });
}
