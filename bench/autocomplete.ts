// npx tsx bench/autocomplete.ts [rounds]: the autocomplete (server/modules/search/autocomplete.ts, decision 051) on
// the discovery benchmark's PostgreSQL (bench/generate.ts postgres first), as a buyer types: every prefix of a few
// names, other forms of them, typos and nothing-matching text, in-process through the pool the server uses. Prints
// p50/p95/max overall and per query with the load average, and the plan of the complexes' query for a typo.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { autocomplete } from '#server/modules/search/autocomplete.ts';
import { textMatches, textQuery, textRank } from '#server/modules/search/text-match.ts';
import { visibleComplex } from '#server/modules/search/filter-sql.ts';
import { BENCH_DATABASE } from './generate.ts';
import { ms, percentile } from './measure.ts';
import { startPostgres } from './postgres.ts';

const rounds = Number(process.argv[2] ?? 20);
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** What a buyer types, keystroke by keystroke, then whole words in other forms and with typos. */
const prefixes = (word: string) => Array.from({ length: word.length - 1 }, (_, i) => word.slice(0, i + 2));
const QUERIES = [
  ...prefixes('ЖК Солнечный'),
  ...prefixes('Адлерский'),
  'солнечном',
  'салнечный',
  'ЖК салнечный',
  'горном',
  'ривьера',
  'ГК Ривьера',
  'кипарисовый',
  'навагинская',
  'ул. Навагинской',
  'щъыхфзцю',
];

const server = await startPostgres();
const database = await openDatabase({ url: server.url(BENCH_DATABASE) });
try {
  const { rows: sizes } = (await database.db.execute(
    sql`select (select count(*) from objects)::int complexes, (select count(*) from builders)::int builders,
      (select count(*) from subregions)::int districts, (select count(*) from offers)::int offers`,
  )) as unknown as { rows: Record<string, number>[] };
  console.log(`data: ${JSON.stringify(sizes[0])}`);
  // Warm the caches and the plans.
  for (const q of QUERIES) await autocomplete(database.db, q, null);
  const all: number[] = [];
  const per = new Map<string, number[]>(QUERIES.map((q) => [q, []]));
  const before = loadAverage();
  for (let r = 0; r < rounds; r++) {
    for (const q of QUERIES) {
      const started = performance.now();
      await autocomplete(database.db, q, null);
      const took = performance.now() - started;
      all.push(took);
      per.get(q)!.push(took);
    }
  }
  all.sort((a, b) => a - b);
  console.log(
    `autocomplete, ${QUERIES.length} queries × ${rounds} rounds (${all.length} calls), one at a time: ` +
      `p50 ${ms(percentile(all, 50))} ms · p95 ${ms(percentile(all, 95))} ms · max ${ms(all.at(-1)!)} ms; ` +
      `load average before ${before}, after ${loadAverage()}`,
  );
  const rows = [...per].map(([q, list]) => {
    list.sort((a, b) => a - b);
    return { q, p50: percentile(list, 50), p95: percentile(list, 95) };
  });
  rows.sort((a, b) => b.p95 - a.p95);
  console.log('slowest queries (p50 / p95 ms):');
  for (const r of rows.slice(0, 8)) console.log(`  «${r.q}»: ${ms(r.p50)} / ${ms(r.p95)}`);

  const q = textQuery('салнечный');
  const vector = sql`o.search_text`;
  const plan = (await database.db.execute(sql`explain (analyze, costs off, timing off)
    select o.id from objects o where ${visibleComplex(null)} and ${textMatches(vector, sql`o.title`, q)}
    order by ${textRank(vector, sql`o.title`, q)}, o.id limit 5`)) as unknown as {
    rows: Record<string, string>[];
  };
  console.log('plan of the complexes for «салнечный»:');
  for (const row of plan.rows) console.log(`  ${Object.values(row)[0]}`);
} finally {
  await database.close();
  server.stop();
}
