// `npx tsx bench/chess-tap.ts [phone|desktop|both] [--trace]` (after `npm run build`): how soon a tap on a unit of the buyers'
// chessboard paints, on a 30 floors × 12 risers section in Chromium slowed down 4× (CDP
// Emulation.setCPUThrottlingRate); the budget is 50 ms. The phone (390×844, touch) draws the compact board and opens
// the card in a sheet; the desktop (1366×900, mouse) draws the detailed board with the card beside it. A figure runs
// from the finger or button lifting (the pointerup's own timestamp, so input delay counts) to the unit being marked
// in the DOM, to the frame after that (requestAnimationFrame, then a task), and to the frame with the card.
// `--trace` adds where the browser's main thread spent the taps, by trace event.
import { chromium, devices, type BrowserContextOptions } from '@playwright/test';
import { chromePath } from '../scripts/lib/chromium.ts';
import { DEMO_PHONES } from '../e2e/demo.ts';
import { frameAfter, makeSection, startStage, tableRow, tokenOf, type Stage } from './section-bench.ts';

const FLOORS = 30;
const RISERS = 12;
const THROTTLE = 4;
const TAPS = 40;
const TRACING = process.argv.includes('--trace');

interface Device {
  name: 'phone' | 'desktop';
  context: BrowserContextOptions;
  /** Where the tapped unit's card shows, `{id}` standing for the unit. */
  card: string;
}

const DEVICES: Device[] = [
  {
    name: 'phone',
    context: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
    card: '[role="dialog"]',
  },
  { name: 'desktop', context: { viewport: { width: 1366, height: 900 } }, card: '[data-cell-card="{id}"]' },
];

// A string: tsx names inner functions with a helper the page does not have.
const ARM = (card: string) => `(() => {
  const frameAfter = (since) =>
    new Promise((done) => requestAnimationFrame(() => setTimeout(() => done(performance.now() - since), 0)));
  window.__tap = new Promise((resolve) => {
    addEventListener('pointerup', (up) => {
      const unit = up.target.closest('[data-cell-id]');
      const cardOf = ${JSON.stringify(card)}.replace('{id}', unit.dataset.cellId);
      // The card entering the page (or the side panel turning to this unit), then the frame that shows it.
      const card = new Promise((done) => {
        const watch = new MutationObserver(() => {
          if (!document.querySelector(cardOf)) return;
          watch.disconnect();
          frameAfter(up.timeStamp).then(done);
        });
        watch.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-cell-card'] });
      });
      // The unit marked, whichever event marks it, then the frame that shows the mark.
      const mark = new Promise((done) => {
        const watch = new MutationObserver(() => {
          if (!unit.hasAttribute('data-selected')) return;
          watch.disconnect();
          const handled = performance.now() - up.timeStamp;
          frameAfter(up.timeStamp).then((painted) => done([painted, handled]));
        });
        watch.observe(unit, { attributes: true, attributeFilter: ['data-selected'] });
      });
      Promise.all([mark, card]).then(([[painted, handled], shown]) => resolve([painted, handled, shown]));
    }, { once: true, capture: true });
  });
})()`;

async function measure(stage: Stage, device: Device, url: string, buyer: string) {
  const browser = await chromium.launch({ executablePath: chromePath() });
  try {
    const context = await browser.newContext(device.context);
    await context.addInitScript((value) => localStorage.setItem('token', value), buyer);
    const page = await context.newPage();
    await page.goto(`${stage.base}${url}`);
    await page
      .locator('[data-cell-id]')
      .nth(FLOORS * RISERS - 1)
      .waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });

    const idle: number[] = [];
    for (let i = 0; i < 20; i += 1) idle.push(await frameAfter(page, ''));
    // Units in reach without scrolling: their centre hits the unit itself (not a sticky floor label).
    const targets = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-cell-id]')].flatMap((unit) => {
        const r = unit.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        const hit = document.elementFromPoint(x, y)?.closest('[data-cell-id]');
        return hit === unit ? [{ x, y }] : [];
      }),
    );
    if (targets.length < 2) throw new Error('no units in view');
    if (TRACING) {
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
      });
    }
    const taps: number[] = [];
    const handlers: number[] = [];
    const cards: number[] = [];
    for (let i = 0; i < TAPS; i += 1) {
      // Stepping by 7 never taps the unit already marked (which would change nothing).
      const { x, y } = targets[(i * 7) % targets.length]!;
      await page.evaluate(ARM(device.card));
      if (device.name === 'phone') await page.touchscreen.tap(x, y);
      else {
        // The pointer rests on the unit first, as a hand does: the hover is drawn before the press, not with it.
        await page.mouse.move(x, y);
        await page.waitForTimeout(100);
        await page.mouse.down();
        await page.mouse.up();
      }
      const [painted, handled, shown] = (await page.evaluate('window.__tap')) as [number, number, number];
      taps.push(painted);
      handlers.push(handled);
      cards.push(shown);
      if (device.name === 'phone') {
        // Closed by a finger on ×, not by Escape: a key would make the unit getting focus back draw its focus ring.
        await page.getByRole('dialog').getByRole('button', { name: 'Закрыть' }).tap();
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
        // A finger comes back some time after the sheet has gone, not while its closing is still being drawn.
        await page.waitForTimeout(300);
      }
    }
    const totals = TRACING ? traceTotals(await browser.stopTracing()) : [];
    const size = `${device.context.viewport!.width}×${device.context.viewport!.height}`;
    const board =
      device.name === 'phone' ? 'compact board, card in a sheet' : 'detailed board, card beside it';
    console.log(`\n${device.name} ${size}, ${board}, CPU ×${THROTTLE}:`);
    console.log('| event | samples | p50 ms | p95 ms | max ms |');
    console.log('|---|---:|---:|---:|---:|');
    console.log(tableRow('nothing (the frame itself)', idle));
    console.log(tableRow('finger up → the unit marked in the DOM', handlers));
    console.log(tableRow('finger up → the frame showing the mark', taps));
    console.log(tableRow('finger up → the frame with the card', cards));
    for (const [name, ms] of totals) console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
  } finally {
    await browser.close();
  }
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: { data?: { type?: string } };
}

/**
 * Where the main thread spent the time from each pointerup to the end of the first frame committed after it (the
 * frame showing the mark), by trace event: the median per tap, largest first.
 */
function traceTotals(buffer: Buffer): [string, number][] {
  const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents
    .filter((e) => e.ph === 'X' && e.dur)
    .sort((a, b) => a.ts - b.ts);
  const ups = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerup');
  const main = ups[0]?.tid;
  const perTap = new Map<string, number[]>();
  for (const up of ups) {
    const commit = events.find((e) => e.tid === main && e.name === 'Commit' && e.ts > up.ts);
    if (!commit) continue;
    const sums = new Map<string, number>();
    for (const e of events) {
      if (e.tid !== main || e.ts < up.ts || e.ts > commit.ts || e.name === 'RunTask') continue;
      sums.set(e.name, (sums.get(e.name) ?? 0) + e.dur! / 1000);
    }
    sums.set('(pointerup → commit, wall)', (commit.ts + commit.dur! - up.ts) / 1000);
    for (const [name, ms] of sums) perTap.set(name, [...(perTap.get(name) ?? []), ms]);
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  return [...perTap]
    .map(([name, list]): [string, number] => [name, median(list)])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 16);
}

const which = process.argv.find((arg) => ['phone', 'desktop', 'both'].includes(arg)) ?? 'both';
const stage = await startStage('chess-tap');
try {
  // A published section in a published complex, opened by the demo buyer.
  const section = await makeSection(stage, FLOORS, RISERS, { published: true });
  const buyer = await tokenOf(DEMO_PHONES.user);
  const url = `/realty/${section.objectId}/chess/${section.sectionId}`;
  console.log(`Buyers' chessboard, ${FLOORS} floors × ${RISERS} risers (${FLOORS * RISERS} units)`);
  for (const device of DEVICES) {
    if (which === 'both' || which === device.name) await measure(stage, device, url, buyer);
  }
} finally {
  await stage.server.stop();
}
