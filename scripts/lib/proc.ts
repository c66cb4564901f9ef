// Child processes for the runners: inherit the terminal, resolve with the exit code, never throw on failure.
import { spawn, type SpawnOptions } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { findPackageRoot } from '../../server/package-root.ts';

// Found by walking up, so the compiled start script (dist/server) finds it too.
export const root = findPackageRoot(import.meta.dirname);

/** A binary from node_modules/.bin, so the runners never go through npx. */
export const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

export function run(command: string, args: readonly string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`Cannot start ${command}: ${error.message}`);
      resolve(127);
    });
    // Killed by a signal: a failure, reported like a shell does (128 + signal number is not needed here).
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** The parsed JSON file, or null when it is missing or broken (a crashed runner). */
export async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
}

export async function removeFile(file: string): Promise<void> {
  await rm(file, { force: true });
}
