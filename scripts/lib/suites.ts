// Runs Vitest and Playwright with JSON reporters next to the human ones, and turns each run into a Tally.
import path from 'node:path';
import { bin, readJson, removeFile, root, run } from './proc.ts';
import { countVitest } from './vitest-report.ts';
import { countPlaywright } from './playwright-report.ts';
import type { Tally } from './tally.ts';

// Per process: engineers sharing a working tree may run the suite at the same time.
export const VITEST_REPORT = path.join(root, `.tmp/vitest-report-${process.pid}.json`);
export const PLAYWRIGHT_REPORT = path.join(root, 'e2e/.output/report.json');

export async function runVitest(
  suite: string,
  args: readonly string[] = [],
  report = VITEST_REPORT,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Tally> {
  // A stale report from an earlier run must never be counted for this one.
  await removeFile(report);
  const code = await run(
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    { env },
  );
  const tally = countVitest(suite, await readJson(report), code);
  await removeFile(report);
  return tally;
}

export async function runPlaywright(
  args: readonly string[] = [],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number; tally: Tally }> {
  await removeFile(PLAYWRIGHT_REPORT);
  const code = await run(bin('playwright'), ['test', ...args], {
    env: { ...env, E2E_REPORT: PLAYWRIGHT_REPORT },
  });
  return { code, tally: countPlaywright('e2e', await readJson(PLAYWRIGHT_REPORT), code) };
}
