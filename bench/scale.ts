// `npx tsx bench/scale.ts [rounds] [--pglite]`: how cost grows from the city (5,000 complexes, 300,000 units) to the
// national market (12,000 complexes, 2,000,000 units), bench/scale-scenarios.ts on both PostgreSQL databases of the
// bench cluster (bench/generate.ts makes them, once) in ONE run: every round calls each scenario on both scales
// back to back, which one goes first alternating, one connection each, nothing cached, so both scales see the same
// moments of a shared machine. Prints a table ready for bench/README.md: p50/p95 per scale, the growth of p95
// (budget ≤ 1.5×) and the national p95 against 100 ms, with `uptime` before and after. `--pglite` adds the city on
// the embedded PGlite (bench/.data/pglite) as a third column, for docs/DEPLOY.md.
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase, type Database } from '#server/db/client.ts';
import { migrate } from '#server/db/migrate.ts';
import { LocalStorage } from '#server/storage/storage.ts';
import pg from 'pg';
import { BENCH_DATABASE, generatePglite, NATIONAL_DATABASE, PGLITE_DATA_DIR } from './generate.ts';
import { ensureCityHistory } from './city-history.ts';
import { ensureLayoutStats } from './layout-stats-ensure.ts';
import { percentile } from './measure.ts';
import { startPostgres } from './postgres.ts';
import { SCALE_SCENARIOS, scaleCtx, type ScaleCtx } from './scale-scenarios.ts';

const rounds = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 30);
const withPglite = process.argv.includes('--pglite');
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const loadOf = (line: string) => /load average: (.*)$/.exec(line)?.[1] ?? line;

/** Fails unless the database exists and holds its complexes (written once by bench/generate.ts). */
async function requireGenerated(url: string, how: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  const n = await client
    .connect()
    .then(() => client.query<{ n: number }>('select count(*)::int n from objects'))
    .then(
      (r) => Number(r.rows[0]?.n ?? 0),
      () => 0,
    )
    .finally(() => client.end().catch(() => {}));
  if (!n) throw new Error(`${url}: no data; run npx tsx ${how} first`);
}

const server = await startPostgres();
const opened: Database[] = [];
try {
  // The databases are shared by engineers whose branches each carry new migrations, and the migrator skips any
  // migration older than the newest applied: so no migrator here, only bench/*-ensure.ts steps (idempotent SQL).
  await requireGenerated(server.url(BENCH_DATABASE), 'bench/generate.ts postgres');
  await requireGenerated(server.url(NATIONAL_DATABASE), 'bench/generate.ts --scale national');
  if (withPglite) await generatePglite();
  const storage = new LocalStorage('/nonexistent');
  const now = new Date();
  const scales: { name: string; ctx: ScaleCtx }[] = [];
  const open = async (name: string, database: Database) => {
    opened.push(database);
    scales.push({ name, ctx: await scaleCtx(database.db, storage, now) });
  };
  const city = await openDatabase({ url: server.url(BENCH_DATABASE), poolSize: 1 });
  await ensureCityHistory(city.db, now);
  await ensureLayoutStats(city.db, 'city');
  await open('city', city);
  const national = await openDatabase({ url: server.url(NATIONAL_DATABASE), poolSize: 1 });
  await ensureLayoutStats(national.db, 'national');
  await open('national', national);
  if (withPglite) {
    const pglite = await openDatabase({ dataDir: path.join(PGLITE_DATA_DIR, 'pglite') });
    await migrate(pglite);
    await ensureCityHistory(pglite.db, now);
    await open('city on PGlite', pglite);
  }
  for (const { name, ctx } of scales)
    console.log(
      `${name}: city box ${JSON.stringify(ctx.city)}, complex ${ctx.objectId}, section ${ctx.sectionId}, ` +
        `district ${ctx.districtId}`,
    );

  const times = new Map<string, number[]>();
  const timed = async (scenario: (typeof SCALE_SCENARIOS)[number], scale: (typeof scales)[number]) => {
    const started = performance.now();
    await scenario.run(scale.ctx);
    const ms = performance.now() - started;
    const key = `${scenario.name}|${scale.name}`;
    times.set(key, [...(times.get(key) ?? []), ms]);
  };
  // Warm-up: plans, catalogue caches, the pages each scenario reads.
  for (const scenario of SCALE_SCENARIOS)
    for (const scale of scales) for (let i = 0; i < 3; i++) await scenario.run(scale.ctx);

  const before = uptime();
  const startedAt = new Date();
  for (let round = 0; round < rounds; round++) {
    for (const scenario of SCALE_SCENARIOS) {
      const order = round % 2 === 0 ? scales : [...scales].reverse();
      for (const scale of order) await timed(scenario, scale);
    }
  }
  const after = uptime();

  const stat = (key: string) => {
    const list = [...(times.get(key) ?? [])].sort((a, b) => a - b);
    return { p50: percentile(list, 50), p95: percentile(list, 95) };
  };
  const fmt = (ms: number) => (ms < 10 ? ms.toFixed(1) : ms.toFixed(0));
  const header = ['scenario', 'city p50 / p95', 'national p50 / p95', 'growth p95', 'budget'];
  if (withPglite) header.splice(3, 0, 'city on PGlite p50 / p95');
  const lines = [`| ${header.join(' | ')} |`, `|${header.map((_, i) => (i ? '---:' : '---')).join('|')}|`];
  const results: Record<string, unknown>[] = [];
  for (const scenario of SCALE_SCENARIOS) {
    const city = stat(`${scenario.name}|city`);
    const national = stat(`${scenario.name}|national`);
    const growth = national.p95 / city.p95;
    const ok = national.p95 <= 100 && growth <= 1.5;
    const cells = [
      scenario.name,
      `${fmt(city.p50)} / ${fmt(city.p95)} ms`,
      `${fmt(national.p50)} / ${fmt(national.p95)} ms`,
      `${growth.toFixed(2)}×`,
      ok ? 'met' : `**missed** (${national.p95 > 100 ? 'p95 > 100 ms' : 'growth > 1.5×'})`,
    ];
    const pglite = withPglite ? stat(`${scenario.name}|city on PGlite`) : null;
    if (pglite) cells.splice(3, 0, `${fmt(pglite.p50)} / ${fmt(pglite.p95)} ms`);
    lines.push(`| ${cells.join(' | ')} |`);
    results.push({ scenario: scenario.name, city, national, pglite, growth });
  }
  const finishedAt = new Date();
  const span = `${startedAt.toISOString().slice(0, 16).replace('T', ' ')}–${finishedAt.toISOString().slice(11, 16)} UTC`;
  console.log(
    `\n${rounds} rounds, one connection per scale, interleaved; ${span}; load average ${loadOf(before)} before, ` +
      `${loadOf(after)} after (2 cores)\n`,
  );
  console.log(lines.join('\n'));
  await writeFile(
    path.resolve(import.meta.dirname, `.data/scale-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`),
    JSON.stringify({ startedAt, finishedAt, rounds, before, after, results }, null, 2),
  );
} finally {
  for (const database of opened) await database.close();
  server.stop();
}
