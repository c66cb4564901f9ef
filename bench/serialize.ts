// npx tsx bench/serialize.ts [rounds]: what writing one search page costs, Zod's encode + JSON.stringify (the old
// serializer, fastify-type-provider-zod) against the compiled writer (server/core/serializer.ts), on a real page of
// the demo data. The page comes from the compiled server on the data bench/server-start.ts seeds; the two writers
// then run in this process in alternating rounds, so both see the same load. Median µs per page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { searchCards } from '#shared/api/search.ts';
import { schemaOf } from '#server/core/route.ts';
import { createSerializerCompiler } from '#server/core/serializer.ts';
import { openDatabase } from '#server/db/client.ts';
import { issueToken } from '#server/modules/auth/tokens.ts';
import { DEMO_PHONES } from '../e2e/demo.ts';
import { root } from '../scripts/lib/proc.ts';
import { startProductionServer } from './production-server.ts';

const rounds = Number(process.argv[2] ?? 15);
const ROUND_MS = 200;

const dataDir = path.join(root, 'bench/.data/server-start-pglite');
// Search answers signed-in users: a token for the demo agent, written before the server opens the data.
const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
const agent = await database.db.query.users.findFirst({
  where: (u, { eq }) => eq(u.phone, DEMO_PHONES.agent),
});
if (!agent) throw new Error(`no demo data in ${dataDir}: run bench/server-start.ts first`);
const token = await issueToken(database.db, agent.id);
await database.close();
const server = await startProductionServer({ dataDir, logDir: path.join(root, 'bench/.data') });
let page: unknown;
try {
  const res = await fetch(`${server.baseURL}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{}',
  });
  if (!res.ok) throw new Error(`search answered ${res.status}: ${await res.text()}`);
  page = await res.json();
} finally {
  await server.stop();
}

const route = {
  schema: schemaOf(searchCards.response!),
  method: 'POST',
  url: searchCards.path,
  httpStatus: '200',
};
const writers = {
  zod: zodSerializerCompiler(route),
  compiled: createSerializerCompiler({ check: false })(route),
};
if (writers.zod(page) !== writers.compiled(page)) throw new Error('the two writers disagree on the page');

function round(write: (data: unknown) => string): number {
  let n = 0;
  const started = performance.now();
  while (performance.now() - started < ROUND_MS) {
    write(page);
    n++;
  }
  return ((performance.now() - started) * 1000) / n;
}

const times: Record<keyof typeof writers, number[]> = { zod: [], compiled: [] };
for (const name of ['zod', 'compiled'] as const) round(writers[name]); // warm-up
for (let i = 0; i < rounds; i++) {
  for (const name of ['zod', 'compiled'] as const) times[name].push(round(writers[name]));
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const bytes = writers.compiled(page).length;
const cards = (page as { data: unknown[] }).data.length;
console.log(
  `search page: ${cards} cards, ${bytes} bytes of JSON; ${rounds} alternating rounds of ${ROUND_MS} ms`,
);
for (const name of ['zod', 'compiled'] as const) {
  console.log(
    `${name.padEnd(8)} median ${median(times[name]).toFixed(1)} µs/page, best ${Math.min(...times[name]).toFixed(1)}`,
  );
}
console.log(`load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
