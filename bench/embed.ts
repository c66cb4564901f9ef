// npm run bench:embed: the chessboard widget as a builder's visitor gets it. Builds if the sources changed, starts
// the production server on a copy of the seeded demo data with a complex that allows a site, then measures
// - the widget's scripts: embed.js and every script /embed/{id} loads (its entry and what it preloads), gzipped
//   (budget 60 KB in all);
// - Lighthouse's mobile performance score of /embed/{id} (budget 95), left out with `--js-only`.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { openDatabase } from '#server/db/client.ts';
import { embedOrigins } from '#server/db/schema/index.ts';
import { copySeededTemplate } from '../e2e/seeded-template.ts';
import { build, needsBuild } from '../scripts/lib/build.ts';
import { firstPublishedComplex } from './demo-visit.ts';
import { printLighthouse, runLighthouse } from './lighthouse.ts';
import { startProductionServer } from './production-server.ts';

const BUDGET = { scriptsKb: 60, lighthouse: 95 };
const DIST = path.resolve(import.meta.dirname, '../dist/app');

/** A published complex that lets a site frame its widget. */
async function prepareData(dir: string): Promise<number> {
  await copySeededTemplate(dir);
  const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  try {
    const objectId = await firstPublishedComplex(database.db);
    await database.db
      .insert(embedOrigins)
      .values({ objectId, origin: 'https://zhk.example' })
      .onConflictDoNothing();
    return objectId;
  } finally {
    await database.close();
  }
}

/** embed.js and the scripts embed.html loads: its module entry and the chunks it preloads. */
async function widgetScripts(): Promise<{ name: string; bytes: number; gzip: number }[]> {
  const html = await readFile(path.join(DIST, 'embed.html'), 'utf8');
  const names = [
    '/embed.js',
    ...[...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map(
      (m) => m[1]!,
    ),
  ];
  return Promise.all(
    names.map(async (name) => {
      const data = await readFile(path.join(DIST, name));
      return { name, bytes: data.length, gzip: gzipSync(data, { level: 9 }).length };
    }),
  );
}

const kb = (n: number) => (n / 1024).toFixed(1);

if (needsBuild()) {
  console.log('Building the SPA and the widget…');
  if ((await build()) !== 0) process.exit(1);
}
await mkdir(path.resolve(import.meta.dirname, '.data'), { recursive: true });
let failed = false;
const scripts = await widgetScripts();
const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
console.log(
  `The widget's scripts: ${kb(total)} KB gzip in ${scripts.length} files (budget ${BUDGET.scriptsKb} KB)`,
);
for (const s of scripts) console.log(`  ${kb(s.gzip).padStart(6)} KB  ${s.name} (${kb(s.bytes)} KB raw)`);
failed ||= total / 1024 > BUDGET.scriptsKb;

const figures = [];
if (!process.argv.includes('--js-only')) {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'kvartal-embed-'));
  const objectId = await prepareData(path.join(tmp, 'data'));
  const server = await startProductionServer({ dataDir: path.join(tmp, 'data'), logDir: tmp });
  try {
    figures.push(...(await runLighthouse(server.baseURL, null, [`/embed/${objectId}`])));
  } finally {
    await server.stop();
    await rm(tmp, { recursive: true, force: true });
  }
  console.log(
    `\nLighthouse, mobile (budget ${BUDGET.lighthouse}), load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}:`,
  );
  failed = printLighthouse(figures, BUDGET.lighthouse) || failed;
}
await writeFile(
  path.resolve(import.meta.dirname, '.data/embed.json'),
  JSON.stringify(
    { at: new Date().toISOString(), load: os.loadavg(), scriptsGzip: total, scripts, figures },
    null,
    2,
  ),
);
process.exit(failed ? 1 : 0);
