// .ci/run «Faults»: two nodes behind nginx (deploy/nginx.conf) under a steady mixed load, on a PostgreSQL, a Redis and
// a bucket of their own that this script stops and starts: Redis down 30 s, the bucket unreachable, the primary
// restarted, a rolling restart (issue 29). Each scenario prints its requests, failures and p99, and counts its checks.
// Usage: tsx scripts/faults.ts <tallies.json> [PostgreSQL bin folder]
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Tally } from './lib/tally.ts';
import { checker } from './lib/checks.ts';
import { startStage, type Stage } from './lib/faults/cluster.ts';
import { Load } from './lib/faults/load.ts';
import {
  bucketDown,
  CI_DURATIONS,
  describe,
  operations,
  prepare,
  primaryRestart,
  redisDown,
  rollingRestart,
  type ScenarioResult,
} from './lib/faults/scenarios.ts';

const [out, pgBin = '/usr/lib/postgresql/15/bin'] = process.argv.slice(2);
if (!out) {
  console.error('Usage: tsx scripts/faults.ts <tallies.json> [PostgreSQL bin folder]');
  process.exit(2);
}

const tally: Tally = {
  suite: 'faults (two nodes behind nginx)',
  passed: 0,
  failed: 0,
  skipped: 0,
  failures: [],
};
const check = checker(tally, '[faults]');
const started = Date.now();
const dir = await mkdtemp(path.join(os.tmpdir(), 'kvartal-faults-'));
let stage: Stage | null = null;
try {
  stage = await startStage({ dir, pgBin, log: (line) => console.log(`  ${line}`) });
  const world = await prepare(stage);
  const load = new Load(operations(stage, world), CI_DURATIONS.concurrency);
  load.start();
  // A photo in the proxy's cache and the nodes' caches warm before the first fault.
  await new Promise((r) => setTimeout(r, 2_000));
  for (const scenario of [redisDown, bucketDown, primaryRestart, rollingRestart]) {
    let result: ScenarioResult | null = null;
    // A scenario that cannot finish is one failed check; the next one runs on the services restored.
    await check(`${scenario.name} ran to its end`, async () => {
      result = await scenario(stage!, world, load, CI_DURATIONS);
    });
    if (!result) {
      await stage.restore();
      continue;
    }
    const { name, counts, checks } = result as ScenarioResult;
    console.log(`\n  ${name}: ${describe(counts)}`);
    for (const item of checks) await check(`${name}: ${item.title}`, async () => item.run());
  }
  await load.stop();
  console.log(`\n  the whole load: ${describe((await import('./lib/faults/load.ts')).count(load.samples))}`);
} catch (error) {
  tally.failed += 1;
  tally.note = (error as Error).message.slice(0, 300);
  console.log(`  ✗ ${(error as Error).stack ?? (error as Error).message}`);
}
if (stage) {
  if (tally.failed > 0) {
    for (const name of stage.names) console.log(`── node ${name}, last lines:\n${await stage.logTail(name)}`);
    console.log(`── nginx:\n${(await stage.proxy.errorLog()).trimEnd().split('\n').slice(-10).join('\n')}`);
  }
  await stage.close().catch((error: Error) => console.log(`  (cleanup: ${error.message})`));
}
await rm(dir, { recursive: true, force: true });
console.log(`  (${Math.round((Date.now() - started) / 1000)} s)`);
await writeFile(out, JSON.stringify([tally], null, 2));
process.exit(tally.failed > 0 ? 1 : 0);
