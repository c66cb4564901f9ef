// The production server compiled by esbuild into dist/server: our code (server/, shared/, the start script) in
// one bundle, every npm package left external and loaded from node_modules at run time (ADR 029).
import { existsSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { newestMtime } from './mtime.ts';
import { root } from './proc.ts';

export const SERVER_DIR = path.join(root, 'dist/server');
/** What `node` runs: the server itself (e2e, benchmarks) and npm start's wrapper with the .env.example fallback. */
export const SERVER_MAIN = path.join(SERVER_DIR, 'main.js');
export const SERVER_START = path.join(SERVER_DIR, 'start.js');
const SOURCES = ['server', 'shared', 'scripts/start.ts', 'scripts/lib', 'package.json', 'package-lock.json'];

export function serverNeedsBuild(): boolean {
  if (!existsSync(SERVER_MAIN) || !existsSync(SERVER_START)) return true;
  const built = statSync(SERVER_MAIN).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}

export async function buildServer(): Promise<void> {
  await rm(SERVER_DIR, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { main: 'server/main.ts', start: 'scripts/start.ts' },
    outdir: SERVER_DIR,
    bundle: true,
    // start.js imports main.js lazily (after the .env fallback), and the demo seed is a chunk of its own.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    packages: 'external',
    // Unminified, with each file's path as a comment in the bundle; the map is for `node --enable-source-maps`.
    sourcemap: true,
    logLevel: 'warning',
  });
}
