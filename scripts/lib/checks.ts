// The named checks of CI's scripts (two nodes, the release, the restore drill): each prints ✓ or ✗ with its title
// and counts into the script's tally, which .ci/run reads.
import type { Tally } from './tally.ts';

/** A check runner for `tally`; a check answers whether it passed. `prefix` goes before each title («[drill]»). */
export function checker(tally: Tally, prefix = '') {
  const named = (title: string) => (prefix ? `${prefix} ${title}` : title);
  return async (title: string, body: () => Promise<void>): Promise<boolean> => {
    try {
      await body();
      tally.passed += 1;
      console.log(`  ✓ ${named(title)}`);
      return true;
    } catch (error) {
      tally.failed += 1;
      (tally.failures ??= []).push(named(title));
      console.log(`  ✗ ${named(title)}\n    ${(error as Error).message}`);
      return false;
    }
  };
}

export function assert(ok: unknown, message: string): asserts ok {
  if (!ok) throw new Error(message);
}
