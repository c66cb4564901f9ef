// npm run test:e2e [-- playwright args]: build the SPA if its sources changed, then run Playwright in Debian's Chromium.
import { ensureChromium } from './lib/chromium.ts';
import { build, needsBuild } from './lib/build.ts';
import { freePort } from './lib/free-port.ts';
import { bin, run } from './lib/proc.ts';

let chrome: string;
try {
  chrome = ensureChromium();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

if (needsBuild()) {
  console.log('Building the SPA…');
  const code = await build();
  if (code !== 0) process.exit(code);
}

const port = process.env.E2E_PORT || String(await freePort());
const code = await run(bin('playwright'), ['test', ...process.argv.slice(2)], {
  env: { ...process.env, CHROME_PATH: chrome, E2E_PORT: port },
});
process.exit(code);
