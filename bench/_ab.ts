import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openDatabase } from '#server/db/client.ts';
import { LocalStorage } from '#server/storage/storage.ts';
import { BENCH_VIEWER_PHONE } from './discovery-data.ts';
import { SCENARIOS, type Ctx } from './discovery-scenarios.ts';
import { BENCH_DATABASE } from './generate.ts';
import { startPostgres } from './postgres.ts';
import os from 'node:os';
const server = await startPostgres();
const url = server.url(BENCH_DATABASE);
const database = await openDatabase({ url, poolSize: 1 });
const client = new pg.Client({ connectionString: url });
await client.connect();
const viewer = (await database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.phone, BENCH_VIEWER_PHONE) }))!;
const ctx = { database, viewer, storage: new LocalStorage('/x'), now: new Date(), objectId: 0, sectionId: 0 } satisfies Ctx;
const dialect = new PgDialect({ casing: 'snake_case' });
const time = async (text: string, params: unknown[], before?: string) => {
  await client.query('begin');
  if (before) await client.query(before);
  const { rows } = await client.query(`explain (analyze, timing off) ${text}`, params);
  await client.query('rollback');
  return Number(/([\d.]+) ms/.exec(rows.at(-1)['QUERY PLAN'])![1]);
};
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
const oldMap = (t: string) => t.replace(/left join lateral \(select ([^)]*?) from (offers|objects) d\s+where pg\.n = 1 and d\.id = pg\.id limit 1\) d on true/, 'left join $2 d on pg.n = 1 and d.id = pg.id');
for (const s of SCENARIOS) {
  if (!s.rawSql) continue;
  const q = dialect.sqlToQuery(s.rawSql(ctx));
  const variants: [string, string, string | undefined][] = s.name.startsWith('map')
    ? [['join', oldMap(q.sql), undefined], ['lateral', q.sql, undefined]]
    : [['no new index', q.sql, 'drop index cells_on_sale_layout_price_idx'], ['new index', q.sql, undefined]];
  const times: number[][] = [[], []];
  for (let i = 0; i < 25; i++) for (let v = 0; v < 2; v++) { const k = (i + v) % 2; times[k]!.push(await time(variants[k]![1], q.params as unknown[], variants[k]![2])); }
  console.log(`${s.name}: ${variants[0]![0]} ${med(times[0]!).toFixed(1)} ms → ${variants[1]![0]} ${med(times[1]!).toFixed(1)} ms (load ${os.loadavg()[0]!.toFixed(1)})`);
}
await client.end(); await database.close(); server.stop();
