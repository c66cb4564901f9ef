// npx tsx bench/faults.ts [concurrency]: the fault scenarios of scripts/faults.ts (issue 29) as a benchmark, longer:
// two nodes behind nginx under a steady mixed load (search page 1, a complex's news, the cabinet, a photo; a heart
// and a builder's news item), Redis stopped for 60 s, the bucket unreachable for 20 s, the primary restarted three
// times (5 s down each), a rolling restart. Prints requests, failures, p99 and the longest answer per scenario, and
// the load average (`uptime`) beside them: the machine is shared, the figures move with its load.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startStage } from '../scripts/lib/faults/cluster.ts';
import { count, describe, Load } from '../scripts/lib/faults/load.ts';
import {
  bucketDown,
  operations,
  prepare,
  primaryRestart,
  redisDown,
  rollingRestart,
  type Durations,
} from '../scripts/lib/faults/scenarios.ts';

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const durations: Durations = {
  redisDownMs: 60_000,
  bucketDownMs: 20_000,
  primaryDownMs: 5_000,
  primaryRestarts: 3,
  settleMs: 3_000,
  concurrency: Number(process.argv[2] ?? 8),
};

const dir = await mkdtemp(path.join(os.tmpdir(), 'kvartal-bench-faults-'));
const stage = await startStage({
  dir,
  pgBin: '/usr/lib/postgresql/15/bin',
  log: (line) => console.log(line),
});
const rows: string[] = [];
try {
  const world = await prepare(stage);
  const load = new Load(operations(stage, world), durations.concurrency);
  load.start();
  await new Promise((r) => setTimeout(r, 10_000));
  const calm = count(load.between(Date.now() - 8_000, Date.now()));
  rows.push(
    `| No fault (8 s) | ${calm.requests} | ${calm.failures} | ${calm.p99} | ${calm.max} | — | ${uptime()} |`,
  );
  for (const scenario of [redisDown, bucketDown, primaryRestart, rollingRestart]) {
    const result = await scenario(stage, world, load, durations);
    const failed: string[] = [];
    for (const item of result.checks) {
      try {
        await item.run();
      } catch (error) {
        failed.push(`${item.title}: ${(error as Error).message}`);
      }
    }
    const c = result.counts;
    console.log(
      `${result.name}: ${describe(c)}${failed.length ? `\n  failed: ${failed.join('\n  failed: ')}` : ''}`,
    );
    rows.push(
      `| ${result.name} | ${c.requests} | ${c.failures}${
        c.failures
          ? ` (${Object.entries(c.failed)
              .map(([s, n]) => `${n} × ${s}`)
              .join(', ')})`
          : ''
      } | ${c.p99} | ${c.max} | ${failed.length ? failed.length : 'all pass'} | ${uptime()} |`,
    );
  }
  await load.stop();
} finally {
  await stage.close();
  await rm(dir, { recursive: true, force: true });
}
console.log(`\nconcurrency ${durations.concurrency}, ${os.cpus().length} CPUs\n`);
console.log('| Scenario | Requests | Failed | p99, ms | max, ms | Checks | uptime |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
