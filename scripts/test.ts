// npm test: Chromium check, every Vitest project, the SPA build, Playwright; then one `N passed, N failed` line.
// With KVARTAL_SUMMARY_FILE set (.ci/run does), the tallies go to that file and the closing line is left to the caller.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.ts';
import { build } from './lib/build.ts';
import { freePort } from './lib/free-port.ts';
import { runPlaywright, runVitest } from './lib/suites.ts';
import { breakdown, closingLine, sumTallies, type Tally } from './lib/tally.ts';

const tallies: Tally[] = [];
const step = (title: string) => console.log(`\n━━ ${title}`);

let chrome: string | null = null;
try {
  chrome = ensureChromium();
} catch (error) {
  console.error(`\n${(error as Error).message}\n`);
  tallies.push({ suite: 'chromium', passed: 0, failed: 1, skipped: 0, note: 'Chromium is missing' });
}

if (chrome) {
  step('Vitest: shared, app, api');
  tallies.push(await runVitest('vitest'));

  step('vite build');
  const built = (await build()) === 0;
  tallies.push({
    suite: 'build',
    passed: 0,
    failed: built ? 0 : 1,
    skipped: 0,
    note: built ? 'built' : 'failed',
  });

  step('Playwright');
  if (built) {
    const env = { ...process.env, CHROME_PATH: chrome, E2E_PORT: String(await freePort()) };
    tallies.push((await runPlaywright([], env)).tally);
  } else {
    tallies.push({ suite: 'e2e', passed: 0, failed: 1, skipped: 0, note: 'not run: the build failed' });
  }
}

console.log(`\n━━ Summary\n${breakdown(tallies)}`);
const summaryFile = process.env.KVARTAL_SUMMARY_FILE;
if (summaryFile) {
  await mkdir(path.dirname(path.resolve(summaryFile)), { recursive: true });
  await writeFile(summaryFile, JSON.stringify(tallies, null, 2));
} else {
  console.log(closingLine(tallies));
}
process.exit(sumTallies(tallies).failed > 0 ? 1 : 0);
