// npm run release -- <dir>: the folder production runs, written into <dir> (new or empty). The Dockerfile's run stage
// is this folder, deploy/kvartal.service runs it, and .ci/run's «release» step starts it on PostgreSQL. It holds the
// build (dist/: the SPA, the widget and the compiled server), package.json and package-lock.json (packageRoot finds the
// package by its manifest: server/package-root.ts), the migrations read at start-up, and the production node_modules
// installed from the lock (`npm ci --omit=dev`). Start it with `node dist/server/main.js` and NODE_ENV=production.
// The build is reused when it is newer than its sources (as e2e does); otherwise it is built first.
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, needsBuild } from './lib/build.ts';
import { buildServer, serverNeedsBuild } from './lib/build-server.ts';
import { root, run } from './lib/proc.ts';

/** What is copied from the checkout, relative to its root: everything the running server reads besides node_modules. */
export const RELEASE_FILES = [
  'package.json',
  'package-lock.json',
  'dist/app',
  'dist/server',
  'server/db/migrations',
  // `npm run admin -- import-regions` / `import-osm` read their shipped defaults from here.
  'server/db/reference',
] as const;

/** The release's npm scripts: `npm start` and `npm run admin -- <command>` on the compiled server, no build step. */
export const RELEASE_SCRIPTS = {
  start: 'node dist/server/main.js',
  admin: 'node dist/server/admin.js',
};

/** The production install: exactly the lock's versions, no dev dependencies, no install scripts (none is needed). */
export const NPM_CI_ARGS = [
  'ci',
  '--omit=dev',
  '--ignore-scripts',
  '--prefer-offline',
  '--no-audit',
  '--no-fund',
  '--loglevel=error',
];

export async function release(target: string, log: (line: string) => void = console.log): Promise<void> {
  const dir = path.resolve(target);
  if (dir === root || dir.startsWith(`${root}${path.sep}`)) {
    throw new Error(`The release goes outside the checkout (${root}), not into ${dir}.`);
  }
  if (existsSync(dir) && (await readdir(dir)).length > 0) {
    throw new Error(`${dir} is not empty: the release goes into a new or empty folder.`);
  }
  if (needsBuild()) {
    log('Building the SPA and the widget…');
    if ((await build()) !== 0) throw new Error('vite build failed');
  }
  if (serverNeedsBuild()) {
    log('Building the server…');
    await buildServer();
  }
  await mkdir(dir, { recursive: true });
  for (const file of RELEASE_FILES) {
    await cp(path.join(root, file), path.join(dir, file), { recursive: true });
  }
  // The checkout's scripts run tools the release does not install (tsx, vite): its own run the compiled files.
  const manifest = path.join(dir, 'package.json');
  const pkg = JSON.parse(await readFile(manifest, 'utf8')) as { scripts?: Record<string, string> };
  pkg.scripts = RELEASE_SCRIPTS;
  await writeFile(manifest, `${JSON.stringify(pkg, null, 2)}\n`);
  log(`Installing the production dependencies in ${dir}…`);
  const started = Date.now();
  const code = await run('npm', NPM_CI_ARGS, {
    cwd: dir,
    env: { ...process.env, SCARF_ANALYTICS: 'false', NPM_CONFIG_UPDATE_NOTIFIER: 'false' },
  });
  if (code !== 0) throw new Error(`npm ci --omit=dev failed (exit code ${code})`);
  log(`Release ready in ${dir} (npm ci took ${Math.round((Date.now() - started) / 1000)} s).`);
}

if (import.meta.filename === process.argv[1] || process.argv[1]?.endsWith('scripts/release.ts')) {
  const target = process.argv[2];
  if (!target) {
    console.error('Usage: npm run release -- <folder>');
    process.exit(2);
  }
  try {
    await release(target);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
