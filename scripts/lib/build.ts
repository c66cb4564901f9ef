// `vite build` when the SPA bundle is missing or older than its sources.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { newestMtime } from './mtime.ts';
import { bin, root, run } from './proc.ts';

export const SPA_INDEX = path.join(root, 'dist/app/index.html');
const SOURCES = [
  'app',
  'shared',
  'vite.config.ts',
  'vite.embed.config.ts',
  // The build's own Vite plugins: a change to them changes the bundle too.
  'scripts/lib/first-screen-chunk.ts',
  'scripts/lib/service-worker-plugin.ts',
  'package.json',
  'package-lock.json',
];
/** The SPA, then the chessboard widget's page and its loader (embed.js) into the same folder. */
const BUILDS = [[], ['-c', 'vite.embed.config.ts'], ['-c', 'vite.embed.config.ts', '--mode', 'loader']];

export function needsBuild(): boolean {
  if (!existsSync(SPA_INDEX) || !existsSync(path.join(root, 'dist/app/embed.js'))) return true;
  const built = statSync(SPA_INDEX).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}

export async function build(): Promise<number> {
  for (const args of BUILDS) {
    const code = await run(bin('vite'), ['build', '--logLevel', 'warn', ...args]);
    if (code !== 0) return code;
  }
  return 0;
}
