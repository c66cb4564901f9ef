// Lighthouse's mobile performance of pages of a running server (default mobile emulation, simulated slow 4G and CPU
// ×4), in Debian's Chromium; with a token, as a logged-in user. Each report is kept in bench/.data/.
//
// Every run starts Chromium on a brand-new profile (decision 049): a first visit as a phone makes it, with no code
// cache, no compiled scripts in a warm renderer, no open connection and no service worker left by an earlier page.
// `profile: 'shared'` keeps the method used before 5 December 2026 (one profile for every run, the HTTP cache, cache
// storage and service worker cleared before a «cold» run), for same-run comparisons only.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import lighthouse from 'lighthouse';
import { FIRST_PAINT_PATHS, SESSION_COOKIE } from '../shared/first-paint.ts';
import { chromePath } from '../scripts/lib/chromium.ts';
import { freePort } from '../scripts/lib/free-port.ts';

export interface LighthouseFigures {
  url: string;
  visit: Visit;
  profile: Profile;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /** The longest main-thread task of the «long-tasks» audit (at the simulated CPU ×4), in ms. */
  longestTask: number;
  /** Scripts' bytes over the network (KB): 0 for a script the browser had in memory. */
  scriptKb: number;
  /** Scripts that came from no network at all (Blink's memory cache of a reused renderer). */
  scriptsWithoutTransfer: number;
  /** Script parsing and compiling, as the «bootup-time» audit counts it (ms). */
  parseCompile: number;
  /** Lighthouse's own measure of the machine's speed at the run (BenchmarkIndex; its CPU ×4 assumes ≈ 1000+). */
  benchmarkIndex: number;
  /** Why Lighthouse could not measure, when it could not. */
  error: string | null;
  /** The machine's 1-minute load average right after this run (a shared machine: read the figure beside it). */
  load: number;
}

/**
 * cold: a first visit (nothing of the app in the browser; the session's token, when given, already in localStorage,
 * set on a page that is not the app); repeat: the same page loaded once just before, in the same profile.
 */
export type Visit = 'cold' | 'repeat';
/** fresh: a new profile and browser per run (the default); shared: one for all runs, caches cleared (the old way). */
export type Profile = 'fresh' | 'shared';

/**
 * Lighthouse's own line (core/gather/driver/environment.js): below this BenchmarkIndex the host is slower than its
 * simulated CPU ×4 assumes, and it warns that the score suffers. On the shared 2-core machine that is a load, not the
 * page: such a run is reported, never counted for or against a budget.
 */
export const SLOW_HOST_INDEX = 1000;
/** Lighthouse failing to read its own trace (NO_NAVSTART, NO_FCP) under load: one more try. */
const TRIES = 2;

export interface LighthousePage {
  path: string;
  /** The session's token; null visits as someone with no account (a client opening a sent link). */
  token: string | null;
}

interface Browser {
  context: BrowserContext;
  page: Page;
  port: number;
  close(): Promise<void>;
}

/**
 * A persistent profile, so the tabs Lighthouse opens over the debugging port share the session's localStorage. The
 * session is stored on a plain file of the origin, so nothing of the app is in any cache; `firstPaint` also writes
 * the session's cookie for the painted pages, as the app leaves it after any earlier visit (decision 033).
 */
async function openBrowser(baseURL: string, token: string | null, firstPaint: boolean): Promise<Browser> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'kvartal-lighthouse-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath(),
    args: [`--remote-debugging-port=${port}`, '--remote-debugging-address=127.0.0.1'],
  });
  const page = await context.newPage();
  await page.goto(`${baseURL}/favicon.svg`);
  if (token) await page.evaluate((value) => localStorage.setItem('token', value), token);
  if (token && firstPaint) {
    const { hostname } = new URL(baseURL);
    await context.addCookies(
      FIRST_PAINT_PATHS.map((path) => ({ name: SESSION_COOKIE, value: token, domain: hostname, path })),
    );
  }
  return {
    context,
    page,
    port,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** The old method's «cold»: the HTTP cache and the service worker with its precache cleared in the shared profile. */
async function clearShared(browser: Browser, baseURL: string): Promise<void> {
  const cdp = await browser.context.newCDPSession(browser.page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(baseURL).origin,
    storageTypes: 'cache_storage,service_workers',
  });
  await cdp.detach();
}

async function measure(
  browser: Browser,
  baseURL: string,
  page: LighthousePage,
  visit: Visit,
  profile: Profile,
): Promise<LighthouseFigures> {
  if (visit === 'repeat') {
    await browser.page.goto(`${baseURL}${page.path}`);
    await browser.page.waitForLoadState('networkidle');
    await browser.page.goto(`${baseURL}/favicon.svg`);
  }
  const runner = await lighthouse(`${baseURL}${page.path}`, {
    port: browser.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // The session lives in localStorage: Lighthouse must not clear it (a new profile has nothing else to clear).
    disableStorageReset: true,
  });
  const lhr = runner!.lhr;
  const name = `${page.path.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${visit}-${profile}`;
  await writeFile(path.resolve(import.meta.dirname, `.data/lighthouse-${name}.json`), JSON.stringify(lhr));
  const metric = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  const items = <T>(id: string) => (lhr.audits[id]?.details as { items?: T[] } | undefined)?.items ?? [];
  const tasks = items<{ duration: number }>('long-tasks');
  const scripts = items<{ resourceType?: string; transferSize?: number }>('network-requests').filter(
    (r) => r.resourceType === 'Script',
  );
  return {
    url: page.path,
    visit,
    profile,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    speedIndex: metric('speed-index'),
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    longestTask: Math.max(0, ...tasks.map((t) => t.duration)),
    scriptKb: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    scriptsWithoutTransfer: scripts.filter((r) => !r.transferSize).length,
    parseCompile: items<{ scriptParseCompile?: number }>('bootup-time').reduce(
      (sum, r) => sum + (r.scriptParseCompile ?? 0),
      0,
    ),
    load: os.loadavg()[0]!,
  };
}

/**
 * Each page × visit × profile, in that order (profiles alternate within a page, so an A/B shares the moment's load).
 */
export async function runPages(
  baseURL: string,
  pages: LighthousePage[],
  options: { visits?: Visit[]; profiles?: Profile[]; firstPaint?: boolean; rounds?: number } = {},
): Promise<LighthouseFigures[]> {
  const { visits = ['cold'], profiles = ['fresh'], firstPaint = true, rounds = 1 } = options;
  const results: LighthouseFigures[] = [];
  // The old method's one browser, per token (the link's visitor has none).
  const shared = new Map<string | null, Browser>();
  try {
    for (let round = 0; round < rounds; round++) {
      for (const page of pages) {
        for (const visit of visits) {
          for (const profile of profiles) {
            let browser: Browser;
            if (profile === 'fresh') browser = await openBrowser(baseURL, page.token, firstPaint);
            else {
              browser = shared.get(page.token) ?? (await openBrowser(baseURL, page.token, firstPaint));
              shared.set(page.token, browser);
              if (visit === 'cold') await clearShared(browser, baseURL);
            }
            try {
              let figures = await measure(browser, baseURL, page, visit, profile);
              for (let tried = 1; figures.error && tried < TRIES; tried++) {
                printLighthouse([figures], 0);
                if (profile === 'fresh') {
                  await browser.close();
                  browser = await openBrowser(baseURL, page.token, firstPaint);
                } else if (visit === 'cold') await clearShared(browser, baseURL);
                figures = await measure(browser, baseURL, page, visit, profile);
              }
              results.push(figures);
              printLighthouse([figures], 0);
            } finally {
              if (profile === 'fresh') await browser.close();
            }
          }
        }
      }
    }
    return results;
  } finally {
    for (const browser of shared.values()) await browser.close();
  }
}

/** The pages as one visitor (one token), each visit in a brand-new profile. */
export async function runLighthouse(
  baseURL: string,
  token: string | null,
  pages: string[],
  visits: Visit[] = ['cold'],
  /** false measures the pages without the server's first paint (no session cookie). */
  firstPaint = true,
  profiles: Profile[] = ['fresh'],
): Promise<LighthouseFigures[]> {
  return runPages(
    baseURL,
    pages.map((path) => ({ path, token })),
    { visits, profiles, firstPaint },
  );
}

/** A run that says something about the page: measured, on a host as fast as Lighthouse assumes. */
export const countable = (f: LighthouseFigures): boolean => !f.error && f.benchmarkIndex >= SLOW_HOST_INDEX;

/** One line per run; true when a countable run is under the budget. */
export function printLighthouse(figures: LighthouseFigures[], budget: number): boolean {
  let under = false;
  for (const f of figures) {
    console.log(
      `  ${f.url} (${f.visit}, ${f.profile} profile): ${f.score} — FCP ${(f.fcp / 1000).toFixed(1)} s, ` +
        `LCP ${(f.lcp / 1000).toFixed(1)} s, TBT ${f.tbt.toFixed(0)} ms, CLS ${f.cls.toFixed(3)}, ` +
        `Speed Index ${(f.speedIndex / 1000).toFixed(1)} s, longest task ${f.longestTask.toFixed(0)} ms, ` +
        `scripts ${f.scriptKb.toFixed(0)} KB (${f.scriptsWithoutTransfer} from no network), ` +
        `parse+compile ${f.parseCompile.toFixed(0)} ms, BenchmarkIndex ${f.benchmarkIndex} ` +
        `(load ${f.load.toFixed(1)})${f.error ? ` — ${f.error}` : ''}` +
        (!f.error && !countable(f) ? ' — host slower than Lighthouse assumes: not counted' : ''),
    );
    under ||= countable(f) && f.score < budget;
  }
  return under;
}
