// `npx tsx bench/chess-editor-ui.ts` (after `npm run build`): how fast the chessboard editor repaints on a
// 30 floors × 12 risers section in Chromium slowed down 4× (CDP Emulation.setCPUThrottlingRate), the budget being
// 50 ms. A real server with the demo seed serves the built SPA; the builder opens the section in #edit and
//   - drags a selection across the grid one unit at a time (each pointer move: React update, style, layout, paint);
//   - merges the selected 6 × 4 block, splits it again, undoes (each: the shared model's operation and a repaint).
// A figure is the time from the event to the frame after it (requestAnimationFrame, then a task), read in the page.
import { chromium } from '@playwright/test';
import { chromePath } from '../scripts/lib/chromium.ts';
import { frameAfter, makeSection, startStage, tableRow } from './section-bench.ts';

const FLOORS = 30;
const RISERS = 12;
const THROTTLE = 4;
const ROUNDS = 5;

const stage = await startStage('chess-ui');
try {
  const { token, objectId, pavilionId, sectionId } = await makeSection(stage, FLOORS, RISERS);
  const browser = await chromium.launch({ executablePath: chromePath() });
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'ru-RU' });
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  const page = await context.newPage();
  await page.goto(`${stage.base}/builder_cabinet/${objectId}/${pavilionId}/${sectionId}#edit`);
  await page
    .locator('[data-kind="cell"]')
    .nth(FLOORS * RISERS - 1)
    .waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });

  // Unit centres in client coordinates, read once (the grid does not move while selecting).
  const origin = (await page.locator('[data-kind="cell"]').first().boundingBox())!;
  const step = 42;
  const at = (row: number, col: number) => ({
    x: origin.x + col * step + 20,
    y: origin.y + row * step + 20,
  });
  const pointer = (type: string, row: number, col: number, target = 'window') => {
    const { x, y } = at(row, col);
    const on = target === 'window' ? 'window' : `document.querySelectorAll('[data-kind="cell"]')[${target}]`;
    return `${on}.dispatchEvent(new PointerEvent('${type}', { bubbles: true, pointerId: 1, pointerType: 'mouse', button: 0, buttons: 1, clientX: ${x}, clientY: ${y} }))`;
  };
  const click = (name: string) =>
    `[...document.querySelectorAll('button')].find((b) => b.textContent === '${name}').click()`;

  // `--trace`: also prints where the browser spent the run, by trace event.
  const tracing = process.argv.includes('--trace');
  if (tracing) {
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
  }
  const moves: number[] = [];
  const commands: Record<string, number[]> = { merge: [], split: [], undo: [] };
  // The floor: a frame with nothing to do (vsync wait and the machine's own load).
  const idle: number[] = [];
  for (let i = 0; i < 30; i += 1) idle.push(await frameAfter(page, ''));
  for (let round = 0; round < ROUNDS; round += 1) {
    const top = 4 + round * 2;
    // A drag from (top, 2) growing to a 6 × 4 block, one unit per move, then shrinking back and growing again.
    moves.push(await frameAfter(page, pointer('pointerdown', top, 2, String(top * RISERS + 2))));
    const path: [number, number][] = [];
    for (let r = 0; r < 6; r += 1) for (let c = 0; c < 4; c += 1) path.push([top + r, 2 + c]);
    for (const [r, c] of path) moves.push(await frameAfter(page, pointer('pointermove', r, c)));
    for (const [r, c] of [...path].reverse())
      moves.push(await frameAfter(page, pointer('pointermove', r, c)));
    moves.push(await frameAfter(page, pointer('pointermove', top + 5, 5)));
    await frameAfter(page, pointer('pointerup', top + 5, 5));
    commands.merge!.push(await frameAfter(page, click('Объединить')));
    commands.split!.push(await frameAfter(page, click('Разделить')));
    commands.undo!.push(await frameAfter(page, click('Отменить')));
    await frameAfter(page, click('Отменить'));
  }
  if (tracing) {
    // Where the time of the whole run went, by trace event (main thread, complete events).
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: { name: string; ph: string; dur?: number }[];
    };
    const totals = new Map<string, number>();
    for (const e of trace.traceEvents)
      if (e.ph === 'X' && e.dur) totals.set(e.name, (totals.get(e.name) ?? 0) + e.dur);
    for (const [name, us] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
      console.log(`${(us / 1000).toFixed(0).padStart(8)} ms  ${name}`);
    }
  }
  await browser.close();

  console.log(
    `Chessboard editor, ${FLOORS} floors × ${RISERS} risers (${FLOORS * RISERS} units), CPU ×${THROTTLE}, ${ROUNDS} rounds:`,
  );
  console.log('| event | samples | p50 ms | p95 ms | max ms |');
  console.log('|---|---:|---:|---:|---:|');
  const row = (name: string, list: number[]) => console.log(tableRow(name, list));
  row('nothing (the frame itself)', idle);
  row('selection move (drag)', moves);
  for (const [name, list] of Object.entries(commands)) row(name, list);
} finally {
  await stage.server.stop();
}
