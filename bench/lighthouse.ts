// Lighthouse's mobile performance of pages of a running server (default mobile emulation and simulated slow 4G),
// in Debian's Chromium; with a token, as a logged-in user. Each report is kept in bench/.data/.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { FIRST_PAINT_PATHS, SESSION_COOKIE } from '../shared/first-paint.ts';
import { chromePath } from '../scripts/lib/chromium.ts';
import { freePort } from '../scripts/lib/free-port.ts';

export interface LighthouseFigures {
  url: string;
  visit: Visit;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /** The machine's 1-minute load average right after this run (a shared machine: read the figure beside it). */
  load: number;
}

/**
 * cold: a first visit (the browser's cache emptied, the session's token already in localStorage, set on a page that
 * is not the app); repeat: the same page loaded once just before.
 */
export type Visit = 'cold' | 'repeat';

export async function runLighthouse(
  baseURL: string,
  token: string | null,
  pages: string[],
  visits: Visit[] = ['cold'],
  /**
   * The session's cookie for the painted pages too, as the app leaves it after any earlier visit (decision 033);
   * false measures the page without the server's first paint.
   */
  firstPaint = true,
): Promise<LighthouseFigures[]> {
  // A persistent profile, so the tabs Lighthouse opens over the debugging port share the session's localStorage.
  const profile = await mkdtemp(path.join(os.tmpdir(), 'kvartal-lighthouse-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath(),
    args: [`--remote-debugging-port=${port}`, '--remote-debugging-address=127.0.0.1'],
  });
  try {
    const page = await context.newPage();
    // Not the app: a plain file of the origin, so nothing of the app is in the cache.
    await page.goto(`${baseURL}/favicon.svg`);
    if (token) await page.evaluate((value) => localStorage.setItem('token', value), token);
    if (token && firstPaint) {
      const { hostname } = new URL(baseURL);
      await context.addCookies(
        FIRST_PAINT_PATHS.map((path) => ({ name: SESSION_COOKIE, value: token, domain: hostname, path })),
      );
    }
    const cdp = await context.newCDPSession(page);

    const results: LighthouseFigures[] = [];
    for (const pagePath of pages) {
      for (const visit of visits) {
        if (visit === 'cold') {
          // The HTTP cache, and the service worker with its precache (the installable app keeps the whole shell).
          await cdp.send('Network.clearBrowserCache');
          await cdp.send('Storage.clearDataForOrigin', {
            origin: new URL(baseURL).origin,
            storageTypes: 'cache_storage,service_workers',
          });
        } else {
          await page.goto(`${baseURL}${pagePath}`);
          await page.waitForLoadState('networkidle');
          await page.goto(`${baseURL}/favicon.svg`);
        }
        const runner = await lighthouse(`${baseURL}${pagePath}`, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: true,
        });
        const lhr = runner!.lhr;
        const name = `${pagePath.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${visit}`;
        await writeFile(
          path.resolve(import.meta.dirname, `.data/lighthouse-${name}.json`),
          JSON.stringify(lhr),
        );
        const metric = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
        results.push({
          url: pagePath,
          visit,
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcp: metric('first-contentful-paint'),
          lcp: metric('largest-contentful-paint'),
          tbt: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
          speedIndex: metric('speed-index'),
          load: os.loadavg()[0]!,
        });
      }
    }
    await page.close();
    return results;
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

/** One line per page; true when a page is under the budget. */
export function printLighthouse(figures: LighthouseFigures[], budget: number): boolean {
  let under = false;
  for (const f of figures) {
    console.log(
      `  ${f.url} (${f.visit}): ${f.score} — FCP ${(f.fcp / 1000).toFixed(1)} s, LCP ${(f.lcp / 1000).toFixed(1)} s, ` +
        `TBT ${f.tbt.toFixed(0)} ms, CLS ${f.cls.toFixed(3)}, Speed Index ${(f.speedIndex / 1000).toFixed(1)} s ` +
        `(load ${f.load.toFixed(1)})`,
    );
    under ||= f.score < budget;
  }
  return under;
}
