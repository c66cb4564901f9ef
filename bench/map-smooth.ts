// `npx tsx bench/map-smooth.ts` (after `npm run build` and `npx tsx bench/generate.ts pglite`): whether the map stays
// smooth with tens of thousands of matching points in view. The production server runs on the discovery
// benchmark's database (30,000 active resale offers and 5,000 complexes over Greater Sochi); Debian's Chromium opens
// the feed at a phone's size, slowed down 4× (CDP Emulation.setCPUThrottlingRate), switches to «Вторичка» and the
// map, then pans and zooms. Figures, read in the page:
//   - the time from the map toggle, or from the end of a gesture, until every cluster page is in (allPagesLoaded);
//   - the frame intervals while a finger drags the map (requestAnimationFrame to requestAnimationFrame) and the
//     longest main-thread task (PerformanceObserver 'longtask') over the whole run.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, devices, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { issueToken } from '#server/modules/auth/tokens.ts';
import { chromePath } from '../scripts/lib/chromium.ts';
import { BENCH_VIEWER_PHONE } from './discovery-data.ts';
import { generatePglite, PGLITE_DATA_DIR } from './generate.ts';
import { startProductionServer } from './production-server.ts';
import { stats } from './section-bench.ts';

const THROTTLE = 4;
const PANS = 6;

await generatePglite();
const database = await openDatabase({ dataDir: path.join(PGLITE_DATA_DIR, 'pglite') });
let token: string;
let inView: number;
try {
  const found = (await database.db.execute(
    sql`select id from users where phone = ${BENCH_VIEWER_PHONE}`,
  )) as unknown as {
    rows: { id: number }[];
  };
  token = await issueToken(database.db, Number(found.rows[0]!.id));
  // What the default view (centre 43.5992, 39.7237, zoom 11 on a phone) roughly covers.
  const counted = (await database.db.execute(
    sql`select count(*)::int n from offers where status = 2 and latitude between 43.35 and 43.85 and longitude between 39.45 and 40.0`,
  )) as unknown as { rows: { n: number }[] };
  inView = counted.rows[0]!.n;
} finally {
  await database.close();
}

const tmp = await mkdtemp(path.join(os.tmpdir(), 'kvartal-map-'));
const server = await startProductionServer({ dataDir: PGLITE_DATA_DIR, logDir: tmp });

/** Waits for every cluster page of the current view; the time since `since` (performance.now() in the page). */
async function allLoaded(page: Page, since: number): Promise<number> {
  await page.waitForFunction(
    () => document.querySelector('[data-testid="map"]')?.getAttribute('data-all-loaded') === 'true',
    undefined,
    { timeout: 120_000, polling: 50 },
  );
  return page.evaluate((start) => performance.now() - start, since);
}

try {
  const browser = await chromium.launch({ executablePath: chromePath() });
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  const page = await context.newPage();
  await page.goto(`${server.baseURL}/feed`);
  await page.getByRole('button', { name: 'Вторичка', exact: true }).click();
  await page.getByTestId('results').locator('article').first().waitFor({ timeout: 60_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await page.evaluate(() => {
    const w = window as unknown as { __long: number[] };
    w.__long = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__long.push(e.duration))).observe({
      type: 'longtask',
      buffered: false,
    });
  });

  const toggled = await page.evaluate(() => performance.now());
  await page.getByTestId('toggle-map').click();
  const firstView = await allLoaded(page, toggled);
  const markers = await page.locator('[data-testid="map"] .leaflet-marker-icon').count();

  const box = (await page.getByTestId('map').boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const frames: number[] = [];
  const reloads: number[] = [];
  for (let i = 0; i < PANS; i += 1) {
    // A finger drags the map a third of its width, in 20 moves; frames are timed while it moves.
    // A string: tsx names inner functions with a helper the page does not have.
    await page.evaluate(`(() => {
      window.__frames = [];
      window.__stop = false;
      let last = performance.now();
      const tick = (now) => {
        window.__frames.push(now - last);
        last = now;
        if (!window.__stop) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    })()`);
    const dx = (i % 2 === 0 ? -1 : 1) * (box.width / 3);
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx + dx, cy + dx / 3, { steps: 20 });
    await page.mouse.up();
    const ended = await page.evaluate(() => {
      (window as unknown as { __stop: boolean }).__stop = true;
      return performance.now();
    });
    frames.push(
      ...(await page.evaluate(() => (window as unknown as { __frames: number[] }).__frames.slice(1))),
    );
    reloads.push(await allLoaded(page, ended));
  }
  // Zoom out one step to the whole coast and back in.
  const zoomed = await page.evaluate(() => performance.now());
  await page.mouse.wheel(0, 400);
  await page.waitForTimeout(600);
  const zoomOut = await allLoaded(page, zoomed);
  const longTasks = await page.evaluate(() => (window as unknown as { __long: number[] }).__long);
  await browser.close();

  const fmt = (n: number) => n.toFixed(0);
  const f = stats(frames);
  const r = stats(reloads);
  console.log(`Map, «Вторичка»: ${inView} active offers around the default view; 390×844, CPU ×${THROTTLE}`);
  console.log(`| figure | value |`);
  console.log(`|---|---:|`);
  console.log(`| markers drawn in the first view | ${markers} |`);
  console.log(`| map toggle → all pages in | ${fmt(firstView)} ms |`);
  console.log(
    `| end of a pan → all pages in, p50 / p95 (${reloads.length}) | ${fmt(r.p50)} / ${fmt(r.p95)} ms |`,
  );
  console.log(`| zoom out → all pages in | ${fmt(zoomOut)} ms |`);
  console.log(
    `| frame interval while dragging, p50 / p95 / max (${frames.length}) | ${fmt(f.p50)} / ${fmt(f.p95)} / ${fmt(f.max)} ms |`,
  );
  console.log(
    `| long tasks over the run (≥ 50 ms), count / longest | ${longTasks.length} / ${fmt(Math.max(0, ...longTasks))} ms |`,
  );
} finally {
  await server.stop();
  await rm(tmp, { recursive: true, force: true });
}
