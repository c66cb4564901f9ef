// Where the e2e run keeps its server, data, logs and screenshots; all under e2e/.output (git-ignored).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const OUTPUT_DIR = path.join(ROOT, 'e2e/.output');
export const SCREENSHOTS_DIR = path.join(OUTPUT_DIR, 'screenshots');

/** scripts/e2e.ts and scripts/test.ts pass a free port; a bare `npx playwright test` uses 3100. */
export const e2ePort = (): number => Number(process.env.E2E_PORT || 3100);
export const e2eBaseURL = (): string => `http://127.0.0.1:${e2ePort()}`;

/** Set by the global setup, inherited by the workers. */
export function runId(): string {
  const id = process.env.E2E_RUN_ID;
  if (!id)
    throw new Error(
      'E2E_RUN_ID is not set: run the specs through Playwright (global setup starts the server).',
    );
  return id;
}

export const dataDir = (run: string) => path.join(OUTPUT_DIR, `data-${run}`);
export const tokensDir = (run: string) => path.join(OUTPUT_DIR, `tokens-${run}`);
/** The server's output for a run: runs in parallel (several engineers, one tree) never share a log. */
export const serverLog = (run: string = runId()) => path.join(OUTPUT_DIR, `server-${run}.log`);
/** The free units specs took in a run: two specs in parallel never book the same one. */
export const claimedUnits = (run: string = runId()) => path.join(OUTPUT_DIR, `claimed-units-${run}.txt`);
