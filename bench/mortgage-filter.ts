// Times search and count on the demo data with and without «Платёж в месяц до …» (decision 025), in process on
// PGlite: `npx tsx bench/mortgage-filter.ts <seeded data dir>` (a copy of e2e/.output/seeded-*/ or DATA_DIR).
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { TSearchFilter } from '#shared/schemas/filter.ts';
import { openDatabase } from '../server/db/client.ts';
import { migrate } from '../server/db/migrate.ts';
import { countResults, search } from '../server/modules/search/search.ts';
import { LocalStorage } from '../server/storage/storage.ts';

const dir = process.argv[2];
if (!dir) throw new Error('usage: bench/mortgage-filter.ts <data dir with pglite/ and files/>');
const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
await migrate(database);
const storage = new LocalStorage(path.join(dir, 'files'));
const deps = { db: database.db, storage };
const now = new Date();

const SCENARIOS: [string, TSearchFilter][] = [
  ['complexes, no filter', { market: 1 }],
  ['complexes, payment ≤ 150 000', { market: 1, monthlyPayment: 150_000 }],
  ['complexes, payment ≤ 60 000', { market: 1, monthlyPayment: 60_000 }],
  ['complexes, 2-room ≤ 15 млн', { market: 1, cntApart: [3], priceTo: 15_000_000 }],
  ['complexes, 2-room, payment ≤ 100 000', { market: 1, cntApart: [3], monthlyPayment: 100_000 }],
  ['complexes, payment ≤ 100 000, by price', { market: 1, monthlyPayment: 100_000, sort: 'priceUp' }],
  ['resale, no filter', { market: 2 }],
  ['resale, payment ≤ 100 000', { market: 2, monthlyPayment: 100_000 }],
];

async function median(run: () => Promise<unknown>, rounds = 25): Promise<number> {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

console.log('| scenario | found | search p50, ms | count p50, ms |\n|---|---:|---:|---:|');
for (const [name, filter] of SCENARIOS) {
  const found = await countResults(database.db, filter, null, now);
  const searchMs = await median(() => search(deps, filter, null, now, 1));
  const countMs = await median(() => countResults(database.db, filter, null, now));
  console.log(`| ${name} | ${found} | ${searchMs.toFixed(1)} | ${countMs.toFixed(1)} |`);
}
await database.close();
