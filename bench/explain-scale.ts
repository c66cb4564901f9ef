// `npx tsx bench/explain-scale.ts [city|national] [part of a scenario's name]`: EXPLAIN (ANALYZE, BUFFERS) of every
// query each scenario of bench/scale-scenarios.ts sends (or only those named), on the national data by default,
// into bench/explain/<scenario>.txt (committed:
// scripts/bench-explain.test.ts reads them and fails on a sequential scan over units or history). The queries are
// caught by a Drizzle logger while the scenario runs once, then explained one by one after a warm-up run.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '#server/db/schema/index.ts';
import type { Db } from '#server/db/client.ts';
import { LocalStorage } from '#server/storage/storage.ts';
import { BENCH_DATABASE, NATIONAL_DATABASE } from './generate.ts';
import { startPostgres } from './postgres.ts';
import { SCALE_SCENARIOS, scaleCtx } from './scale-scenarios.ts';

const scale = process.argv[2] === 'city' ? 'city' : 'national';
const only = process.argv[3];
const OUT = path.resolve(import.meta.dirname, 'explain');
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[«»()]/g, '')
    .replace(/[^a-z0-9а-яё]+/g, '-')
    .replace(/^-|-$/g, '');

const server = await startPostgres();
const pool = new pg.Pool({
  connectionString: server.url(scale === 'city' ? BENCH_DATABASE : NATIONAL_DATABASE),
  max: 1,
});
try {
  let caught: { query: string; params: unknown[] }[] | null = null;
  const db = drizzle({
    client: pool,
    schema,
    casing: 'snake_case',
    logger: { logQuery: (query, params) => caught?.push({ query, params }) },
  }) as unknown as Db;
  const ctx = await scaleCtx(db, new LocalStorage('/nonexistent'), new Date());
  if (scale === 'national' && !only) {
    await mkdir(OUT, { recursive: true });
    for (const file of await readdir(OUT)) if (file.endsWith('.txt')) await rm(path.join(OUT, file));
  }
  for (const scenario of SCALE_SCENARIOS.filter((s) => !only || s.name.includes(only))) {
    await scenario.run(ctx);
    caught = [];
    await scenario.run(ctx);
    const queries = caught.filter((q) => /^\s*(select|with)\b/i.test(q.query));
    caught = null;
    const parts = [
      `-- ${scenario.name}: ${scale} data (bench/${scale === 'city' ? 'discovery' : 'national'}-data.ts), ` +
        `${queries.length} queries; npx tsx bench/explain-scale.ts ${scale}`,
    ];
    let total = 0;
    for (const [i, q] of queries.entries()) {
      const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers, timing on) ${q.query}`,
        q.params,
      );
      const plan = rows.map((r) => r['QUERY PLAN']);
      total += Number(/Execution Time: ([\d.]+) ms/.exec(plan.at(-1)!)?.[1] ?? 0);
      parts.push(
        `\n-- query ${i + 1}\n${q.query}\n-- params: ${JSON.stringify(q.params)}\n\n${plan.join('\n')}`,
      );
    }
    console.log(`${scenario.name}: ${queries.length} queries, ${total.toFixed(1)} ms of execution`);
    if (scale === 'national')
      await writeFile(path.join(OUT, `${slug(scenario.name)}.txt`), parts.join('\n') + '\n');
  }
} finally {
  await pool.end();
  server.stop();
}
