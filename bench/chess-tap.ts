// `npx tsx bench/chess-tap.ts` (after `npm run build`): how soon a tap on a unit of the buyers' chessboard paints,
// on a 30 floors × 12 risers section at a phone's size in Chromium slowed down 4× (CDP Emulation.setCPUThrottlingRate);
// the budget is 50 ms. A figure runs from the finger lifting (the pointerup's own timestamp, so input delay counts) to
// the frame after the click was handled (requestAnimationFrame, then a task): the unit's mark and its card sheet.
import { chromium, devices } from '@playwright/test';
import { chromePath } from '../scripts/lib/chromium.ts';
import { DEMO_PHONES } from '../e2e/demo.ts';
import { frameAfter, makeSection, startStage, tableRow, tokenOf } from './section-bench.ts';

const FLOORS = 30;
const RISERS = 12;
const THROTTLE = 4;
const TAPS = 40;

const stage = await startStage('chess-tap');
try {
  // A published section in a published complex, opened by the demo buyer: what a buyer's phone draws.
  const section = await makeSection(stage, FLOORS, RISERS, { published: true });
  const buyer = await tokenOf(DEMO_PHONES.user);
  const browser = await chromium.launch({ executablePath: chromePath() });
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });
  await context.addInitScript((value) => localStorage.setItem('token', value), buyer);
  const page = await context.newPage();
  await page.goto(`${stage.base}/realty/${section.objectId}/chess/${section.sectionId}`);
  await page
    .locator('[data-cell-id]')
    .nth(FLOORS * RISERS - 1)
    .waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });

  const idle: number[] = [];
  for (let i = 0; i < 20; i += 1) idle.push(await frameAfter(page, ''));
  // Units the finger can reach without scrolling: their centre hits the unit itself (not a sticky floor label).
  const targets = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-cell-id]')].flatMap((unit) => {
      const r = unit.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const hit = document.elementFromPoint(x, y)?.closest('[data-cell-id]');
      return hit === unit ? [{ x, y }] : [];
    }),
  );
  if (targets.length === 0) throw new Error('no unit in view');
  const taps: number[] = [];
  const handlers: number[] = [];
  const cards: number[] = [];
  for (let i = 0; i < TAPS; i += 1) {
    const { x, y } = targets[(i * 7) % targets.length]!;
    // A string: tsx names inner functions with a helper the page does not have.
    await page.evaluate(`(() => {
      const frameAfter = (since) =>
        new Promise((done) => requestAnimationFrame(() => setTimeout(() => done(performance.now() - since), 0)));
      window.__tap = new Promise((resolve) => {
        addEventListener('pointerup', (up) => {
          // The card's panel entering the page, then the frame that shows it.
          const card = new Promise((done) => {
            const watch = new MutationObserver(() => {
              if (!document.querySelector('[role="dialog"]')) return;
              watch.disconnect();
              frameAfter(up.timeStamp).then(done);
            });
            watch.observe(document.body, { childList: true, subtree: true });
          });
          addEventListener('click', () => {
            const handled = performance.now() - up.timeStamp;
            frameAfter(up.timeStamp).then((painted) => card.then((shown) => resolve([painted, handled, shown])));
          }, { once: true });
        }, { once: true, capture: true });
      });
    })()`);
    await page.touchscreen.tap(x, y);
    const [painted, handled, shown] = (await page.evaluate('window.__tap')) as [number, number, number];
    taps.push(painted);
    handlers.push(handled);
    cards.push(shown);
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  }
  await browser.close();

  console.log(
    `Buyers' chessboard, ${FLOORS} floors × ${RISERS} risers (${FLOORS * RISERS} units), 390×844, CPU ×${THROTTLE}:`,
  );
  console.log('| event | samples | p50 ms | p95 ms | max ms |');
  console.log('|---|---:|---:|---:|---:|');
  console.log(tableRow('nothing (the frame itself)', idle));
  console.log(tableRow('tap on a unit: finger up → click handled (the unit marked)', handlers));
  console.log(tableRow('tap on a unit: finger up → the frame showing the mark', taps));
  console.log(
    tableRow('tap on a unit: finger up → the frame with the card mounted (it then slides in)', cards),
  );
} finally {
  await stage.server.stop();
}
