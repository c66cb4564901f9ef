// `vite build` when the SPA bundle is missing or older than its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { bin, root, run } from './proc.ts';

export const SPA_INDEX = path.join(root, 'dist/app/index.html');
const SOURCES = [
  'app',
  'shared',
  'vite.config.ts',
  'vite.embed.config.ts',
  'package.json',
  'package-lock.json',
];
/** The SPA, then the chessboard widget's page and its loader (embed.js) into the same folder. */
const BUILDS = [[], ['-c', 'vite.embed.config.ts'], ['-c', 'vite.embed.config.ts', '--mode', 'loader']];
const SKIP = new Set(['node_modules', '.output', 'test']);

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) {
    if (SKIP.has(name) || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

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
