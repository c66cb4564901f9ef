// Demo rows a test takes for itself while it changes them: a claim is a directory made atomically under this run's
// output, so two tests (two projects, or two repeats) never take the same row, whatever order the lists come in.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { OUTPUT_DIR, runId } from './paths.ts';

export interface Claim<T> {
  item: T;
  /** Gives the row back for a later test (once the test has put it back as it found it). */
  release(): void;
}

/** The first of `items` no other test of this run holds, by `key`; undefined when all are taken. */
export function claimFirst<T>(
  kind: string,
  items: readonly T[],
  key: (item: T) => string | number,
): Claim<T> | undefined {
  const dir = path.join(OUTPUT_DIR, `claims-${runId()}`, kind);
  mkdirSync(dir, { recursive: true });
  for (const item of items) {
    const file = path.join(dir, String(key(item)));
    try {
      mkdirSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw error;
    }
    return { item, release: () => rmSync(file, { recursive: true, force: true }) };
  }
  return undefined;
}
