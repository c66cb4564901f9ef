// npx tsx bench/explain.ts [name part] [rounds]: EXPLAIN ANALYZE of each discovery scenario's main SQL on the
// benchmark's PostgreSQL (bench/generate.ts postgres first). Without an argument, one line per scenario (execution
// time); with one, the whole plan of the scenarios whose name contains it — the tool for choosing an index or a
// rewrite. With rounds, the median and the range of that many execution times instead of the plan (a loaded
// machine's single timing is noise).
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openDatabase } from '#server/db/client.ts';
import { LocalStorage } from '#server/storage/storage.ts';
import { BENCH_VIEWER_PHONE } from './discovery-data.ts';
import { SCENARIOS, type Ctx } from './discovery-scenarios.ts';
import { BENCH_DATABASE } from './generate.ts';
import { startPostgres } from './postgres.ts';

const only = process.argv[2] || undefined;
const rounds = Number(process.argv[3] ?? 1);
const server = await startPostgres();
const url = server.url(BENCH_DATABASE);
const database = await openDatabase({ url, poolSize: 1 });
const pool = new pg.Pool({ connectionString: url, max: 1 });
try {
  const viewerRow = await database.db.query.users.findFirst({
    where: (u, { eq }) => eq(u.phone, BENCH_VIEWER_PHONE),
  });
  if (!viewerRow) throw new Error('No benchmark data: run `npx tsx bench/generate.ts postgres` first');
  const ctx = {
    database,
    viewer: viewerRow,
    storage: new LocalStorage('/nonexistent'),
    now: new Date(),
    objectId: 0,
    sectionId: 0,
  } satisfies Ctx;
  await database.db.execute(sql`select 1`);
  const dialect = new PgDialect({ casing: 'snake_case' });
  for (const scenario of SCENARIOS) {
    if (!scenario.rawSql || (only && !scenario.name.includes(only))) continue;
    const query = dialect.sqlToQuery(scenario.rawSql(ctx));
    const explain = `explain (analyze, buffers, timing on) ${query.sql}`;
    await pool.query(explain, query.params); // warm the cache first
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(explain, query.params);
    const lines = rows.map((row) => row['QUERY PLAN']);
    if (rounds > 1) {
      const times: number[] = [];
      for (let i = 0; i < rounds; i++) {
        const again = await pool.query<{ 'QUERY PLAN': string }>(explain, query.params);
        times.push(Number(/([\d.]+) ms/.exec(again.rows.at(-1)!['QUERY PLAN'])![1]));
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)]!;
      console.log(`=== ${scenario.name}: median ${median} ms (${times[0]}–${times.at(-1)}, ${rounds} runs)`);
      continue;
    }
    console.log(`=== ${scenario.name}: ${lines.at(-1)}`);
    if (only) console.log(lines.join('\n'));
  }
} finally {
  await pool.end();
  await database.close();
  server.stop();
}
