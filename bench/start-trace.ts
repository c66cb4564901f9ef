// `npx tsx bench/start-trace.ts [runs] [--profile] [feed|object|chess]` (after `npm run build`): the long tasks of a cold, painted
// /feed, object page and chessboard (decision 033) at CPU ×4, as Lighthouse's TBT counts them (each task's excess
// over 50 ms after the first contentful paint), with what each task ran. `--profile` adds where the scripts' time
// went, by original source file (the build's source maps).
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map';
import { FIRST_PAINT_PATHS, SESSION_COOKIE } from '#shared/first-paint.ts';
import { build, needsBuild } from '../scripts/lib/build.ts';
import { chromePath } from '../scripts/lib/chromium.ts';
import { prepareDemoVisit } from './demo-visit.ts';
import { startProductionServer } from './production-server.ts';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string; frame?: string }; name?: string };
}

const RUNS = Number(process.argv[2]) || 3;
const PROFILE = process.argv.includes('--profile');
/** One page only (`feed`, `object` or `chess`); all three when none is named. */
const ONLY = process.argv.slice(2).find((a) => ['feed', 'object', 'chess'].includes(a));
const TOP_TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const INSIDE = new Set([
  'v8.evaluateModule',
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'ParseHTML',
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'EventDispatch',
  'v8.compileModule',
  'v8.compile',
  'v8.parseOnBackground',
  'MajorGC',
  'MinorGC',
  'V8.CompileCode',
  'V8.CompileLazy',
  'v8.compileModule',
  'V8.ScriptCompiler',
]);

const consumers = new Map<string, SourceMapConsumer | null>();
async function original(url: string, line: number, column: number): Promise<string> {
  const file = new URL(url).pathname;
  if (!consumers.has(file)) {
    const map = path.resolve(import.meta.dirname, '../dist/app', `.${file}.map`);
    try {
      consumers.set(file, await new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))));
    } catch {
      consumers.set(file, null);
    }
  }
  const consumer = consumers.get(file);
  const source = consumer?.originalPositionFor({ line: line + 1, column })?.source;
  if (!source) return file;
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return m ? m[1]! : source.replace(/^(\.\.\/)+/, '');
}

if (needsBuild()) {
  console.log('Building the SPA…');
  if ((await build()) !== 0) process.exit(1);
}
await mkdir(path.resolve(import.meta.dirname, '.data'), { recursive: true });
const tmp = await mkdtemp(path.join(os.tmpdir(), 'kvartal-trace-'));
const { token, objectId } = await prepareDemoVisit(path.join(tmp, 'data'));
const server = await startProductionServer({ dataDir: path.join(tmp, 'data'), logDir: tmp });
const browser = await chromium.launch({ executablePath: chromePath() });
try {
  const { hostname } = new URL(server.baseURL);
  const pages = { feed: '/feed', object: `/realty/${objectId}`, chess: `/realty/${objectId}/chess` };
  for (const [name, pagePath] of Object.entries(pages)) {
    if (ONLY && name !== ONLY) continue;
    const sums: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      await context.addCookies(
        FIRST_PAINT_PATHS.map((p) => ({ name: SESSION_COOKIE, value: token, domain: hostname, path: p })),
      );
      await context.addInitScript((value) => localStorage.setItem('token', value), token);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      if (PROFILE) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      }
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'v8',
          'blink.user_timing',
          'loading',
        ],
      });
      await page.goto(`${server.baseURL}${pagePath}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
        .traceEvents;
      const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint');
      const main = events.find(
        (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === fcpEvent?.pid,
      );
      const onMain = events.filter((e) => e.pid === main?.pid && e.tid === main?.tid && e.ph === 'X');
      const start = events.find((e) => e.name === 'navigationStart' && e.pid === main?.pid)?.ts ?? 0;
      const fcp = fcpEvent?.ts ?? 0;
      const tasks = onMain.filter((e) => TOP_TASKS.has(e.name) && (e.dur ?? 0) > 50_000 && e.ts > fcp);
      let excess = 0;
      const lines: string[] = [];
      for (const task of tasks) {
        const ms = task.dur! / 1000;
        excess += ms - 50;
        const inner = onMain
          .filter(
            (e) => INSIDE.has(e.name) && e.ts >= task.ts && e.ts < task.ts + task.dur! && (e.dur ?? 0) > 3000,
          )
          .map(
            (e) =>
              `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()}` : ''}` +
              `${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''} ${(e.dur! / 1000).toFixed(0)}`,
          );
        lines.push(
          `    at ${((task.ts - start) / 1000).toFixed(0)} ms: ${ms.toFixed(0)} ms — ${inner.join(', ')}`,
        );
      }
      sums.push(excess);
      console.log(
        `${pagePath} run ${run + 1}: FCP ${((fcp - start) / 1000).toFixed(0)} ms, ${tasks.length} long tasks, ` +
          `excess ${excess.toFixed(0)} ms (load ${os.loadavg()[0]!.toFixed(1)})`,
      );
      for (const line of lines) console.log(line);
      if (PROFILE) {
        const { profile } = (await cdp.send('Profiler.stop')) as {
          profile: {
            nodes: {
              id: number;
              callFrame: { url: string; lineNumber: number; columnNumber: number; functionName: string };
              children?: number[];
            }[];
            startTime: number;
            samples: number[];
            timeDeltas: number[];
          };
        };
        const byId = new Map(profile.nodes.map((n) => [n.id, n]));
        const parentOf = new Map<number, number>();
        for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
        const self = new Map<string, number>();
        // Each long task's own top functions, by the samples' time (the profile and the trace share one clock).
        const perTask = tasks.map(() => new Map<string, number>());
        let at = profile.startTime;
        for (let i = 0; i < profile.samples.length; i++) {
          at += profile.timeDeltas[i] ?? 0;
          const frame = byId.get(profile.samples[i]!)!.callFrame;
          const key = frame.url.startsWith('http')
            ? await original(frame.url, frame.lineNumber, frame.columnNumber)
            : frame.functionName || '(native)';
          const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
          self.set(key, (self.get(key) ?? 0) + ms);
          const within = tasks.findIndex((task) => at >= task.ts && at < task.ts + task.dur!);
          if (within < 0) continue;
          // A browser function is named with the script line that called it.
          const caller = frame.url ? undefined : byId.get(parentOf.get(profile.samples[i]!) ?? -1)?.callFrame;
          const from = caller?.url
            ? ` ← ${await original(caller.url, caller.lineNumber, caller.columnNumber)} ${caller.functionName}`
            : '';
          const fn = `${key} ${frame.functionName || '(anonymous)'}${from}`;
          perTask[within]!.set(fn, (perTask[within]!.get(fn) ?? 0) + ms);
        }
        const top = [...self]
          .filter(([k]) => k !== '(idle)' && k !== '(program)')
          .sort((a, b) => b[1] - a[1]);
        for (const [k, ms] of top.slice(0, 25)) console.log(`      ${ms.toFixed(0).padStart(5)} ms  ${k}`);
        perTask.forEach((fns, i) => {
          const head = [...fns].sort((a, b) => b[1] - a[1]).slice(0, 8);
          console.log(`    task at ${((tasks[i]!.ts - start) / 1000).toFixed(0)} ms:`);
          for (const [fn, ms] of head) console.log(`      ${ms.toFixed(0).padStart(5)} ms  ${fn}`);
        });
      }
      await context.close();
    }
    console.log(`${pagePath}: excess per run ${sums.map((s) => s.toFixed(0)).join(', ')} ms\n`);
  }
} finally {
  await browser.close();
  await server.stop();
  await rm(tmp, { recursive: true, force: true });
}
