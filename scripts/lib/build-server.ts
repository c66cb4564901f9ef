// The production server compiled by esbuild into dist/server: our code (server/, shared/, the start script) in
// one bundle, every npm package left external and loaded from node_modules at run time (ADR 029).
import { existsSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { newestMtime } from './mtime.ts';
import { root } from './proc.ts';

export const SERVER_DIR = path.join(root, 'dist/server');
/** What `node` runs: the server itself (e2e, benchmarks) and npm start's wrapper with the .env.example fallback. */
export const SERVER_MAIN = path.join(SERVER_DIR, 'main.js');
export const SERVER_START = path.join(SERVER_DIR, 'start.js');
/** The admin CLI (server/admin/cli.ts), which `npm run admin` runs when it is built (scripts/admin.ts). */
export const SERVER_ADMIN = path.join(SERVER_DIR, 'admin.js');
/**
 * How `npm start` runs start.js (package.json's start script says the same; a test keeps them equal), for an idle
 * laptop server of ≤ 150 MB (decision 034): a young generation of 2 MB semi-spaces instead of up to 16, and glibc
 * giving blocks of 32 KB and more back to the system when freed (PGlite's compilation at start-up frees tens of MB
 * that a growing mmap threshold would otherwise keep). Benchmarks of throughput run the server with V8's and glibc's
 * defaults, as docs/DEPLOY.md runs production nodes.
 */
export const START_NODE_ARGS = ['--max-semi-space-size=2'];
export const START_ENV = { MALLOC_MMAP_THRESHOLD_: '32768' };
const SOURCES = ['server', 'shared', 'scripts/start.ts', 'scripts/lib', 'package.json', 'package-lock.json'];

/** Whether the compiled file is there and no source is newer than it. */
export function builtFromCurrentSources(file: string): boolean {
  if (!existsSync(file)) return false;
  const built = statSync(file).mtimeMs;
  return !SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}

export function serverNeedsBuild(): boolean {
  if (!existsSync(SERVER_START) || !existsSync(SERVER_ADMIN)) return true;
  return !builtFromCurrentSources(SERVER_MAIN);
}

export async function buildServer(): Promise<void> {
  // Loaded here only: `npm run admin` reads this file's paths on a release, where esbuild need not be installed.
  const { build } = await import('esbuild');
  await rm(SERVER_DIR, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { main: 'server/main.ts', start: 'scripts/start.ts', admin: 'server/admin/cli.ts' },
    outdir: SERVER_DIR,
    bundle: true,
    // start.js imports main.js lazily (after the .env fallback), and the demo seed is a chunk of its own; admin.js
    // shares the server's chunks.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    packages: 'external',
    // Whitespace and comments out (the bundle's source stays in the server's memory as long as it runs), names kept;
    // the map gives stack traces their files and lines under `node --enable-source-maps`.
    minifyWhitespace: true,
    sourcemap: true,
    logLevel: 'warning',
  });
}
