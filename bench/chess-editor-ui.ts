// `npx tsx bench/chess-editor-ui.ts` (after `npm run build`): how fast the chessboard editor repaints on a
// 30 floors × 12 risers section in Chromium slowed down 4× (CDP Emulation.setCPUThrottlingRate), the budget being
// 50 ms. A real server with the demo seed serves the built SPA; the builder opens the section in #edit and
//   - drags a selection across the grid one unit at a time (each pointer move: React update, style, layout, paint);
//   - merges the selected 6 × 4 block, splits it again, undoes (each: the shared model's operation and a repaint).
// A figure is the time from the event to the frame after it (requestAnimationFrame, then a task), read in the page.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { DEMO_CODE, DEMO_PHONES, demoTestPhones } from '../e2e/demo.ts';
import { loginThroughApi } from '../e2e/demo-login.ts';
import { copySeededTemplate } from '../e2e/seeded-template.ts';
import { startServer } from '../e2e/server.ts';
import { chromePath } from '../scripts/lib/chromium.ts';
import { freePort } from '../scripts/lib/free-port.ts';
import { percentile } from './measure.ts';

const FLOORS = 30;
const RISERS = 12;
const THROTTLE = 4;
const ROUNDS = 5;

const port = await freePort();
process.env.E2E_PORT = String(port);
const base = `http://127.0.0.1:${port}`;
const dataDir = path.resolve(import.meta.dirname, '.data/chess-ui');
await rm(dataDir, { recursive: true, force: true });
await copySeededTemplate(dataDir);
const server = await startServer({
  port,
  logFile: path.join(dataDir, 'server.log'),
  env: {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    AUTH_TEST_PHONES: demoTestPhones(),
    SMS_PROVIDER: 'log',
    MAIL_PROVIDER: 'log',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: base,
    RATE_LIMIT_MAX: '100000',
  },
});

async function api<T>(token: string, method: string, url: string, body?: object): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Times `action` (run in the page) to the frame after it, in ms. */
const frameAfter = (page: Page, action: string) =>
  page.evaluate(async (code) => {
    const started = performance.now();
    new Function(code)();
    await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - started;
  }, action);

const stats = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1]! };
};

try {
  const token = await loginThroughApi(DEMO_PHONES.builder, DEMO_CODE);
  const object = await api<{ id: number }>(token, 'POST', '/api/backoffice/objects', {
    title: 'ЖК Бенчмарк',
    type: 1,
  });
  const pavilion = await api<{ id: number }>(
    token,
    'POST',
    `/api/backoffice/objects/${object.id}/pavilions`,
    {
      name: 'Корпус 1',
    },
  );
  const section = await api<{ id: number }>(
    token,
    'POST',
    `/api/backoffice/pavilions/${pavilion.id}/sections`,
    {
      name: 'Секция 1',
      rows: FLOORS,
      cols: RISERS,
    },
  );
  const grid = await api<{ cells: { id: number }[] }>(
    token,
    'GET',
    `/api/backoffice/pavilions/${pavilion.id}/sections/${section.id}`,
  );
  // Numbers, statuses and layouts on every unit, so each one renders its full content.
  await Promise.all(
    grid.cells.map((cell, i) =>
      api(token, 'PUT', `/api/backoffice/cells/${cell.id}`, {
        status: [4, 4, 3, 5, 1, 2][i % 6],
        number: String(i + 1),
        area: '42.5',
        price: String(7_000_000 + i * 10_000),
        cntApart: (i % 4) + 1,
        isAction: i % 7 === 0 ? 1 : 0,
      }),
    ),
  );

  const browser = await chromium.launch({ executablePath: chromePath() });
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'ru-RU' });
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  const page = await context.newPage();
  await page.goto(`${base}/builder_cabinet/${object.id}/${pavilion.id}/${section.id}#edit`);
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

  const fmt = (n: number) => n.toFixed(1);
  console.log(
    `Chessboard editor, ${FLOORS} floors × ${RISERS} risers (${FLOORS * RISERS} units), CPU ×${THROTTLE}, ${ROUNDS} rounds:`,
  );
  console.log('| event | samples | p50 ms | p95 ms | max ms |');
  console.log('|---|---:|---:|---:|---:|');
  const row = (name: string, list: number[]) => {
    const s = stats(list);
    console.log(`| ${name} | ${list.length} | ${fmt(s.p50)} | ${fmt(s.p95)} | ${fmt(s.max)} |`);
  };
  row('nothing (the frame itself)', idle);
  row('selection move (drag)', moves);
  for (const [name, list] of Object.entries(commands)) row(name, list);
} finally {
  await server.stop();
}
