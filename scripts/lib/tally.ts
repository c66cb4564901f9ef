// What one suite counted, and the single closing line CI reads: `N passed, N failed`.
export interface Tally {
  suite: string;
  passed: number;
  failed: number;
  skipped: number;
  /** Why a failure was counted without a test behind it (a crash, a failed build). */
  note?: string;
  /** Names of the failed (and flaky) tests, printed under the suite's row so a red CI says what broke. */
  failures?: string[];
}

export function emptyTally(suite: string): Tally {
  return { suite, passed: 0, failed: 0, skipped: 0 };
}

/**
 * A check that is not a test runner (typecheck, lint): one passed when its command exited 0, one failed otherwise,
 * so a type or lint error fails CI like a failed test. A code that is not a number (a step that never ran) fails.
 */
export function checkTally(suite: string, exitCode: number): Tally {
  const ok = exitCode === 0;
  return {
    suite,
    passed: ok ? 1 : 0,
    failed: ok ? 0 : 1,
    skipped: 0,
    note: ok ? 'clean' : Number.isInteger(exitCode) ? `exit code ${exitCode}` : 'did not run',
  };
}

export function sumTallies(tallies: readonly Tally[]): Omit<Tally, 'suite' | 'note'> {
  return tallies.reduce(
    (sum, t) => ({
      passed: sum.passed + t.passed,
      failed: sum.failed + t.failed,
      skipped: sum.skipped + t.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
}

/** The line CI reads; `, N skipped` only when something was skipped. */
export function closingLine(tallies: readonly Tally[]): string {
  const { passed, failed, skipped } = sumTallies(tallies);
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}

/** One row per suite for people; deliberately not in the `N passed, N failed` shape. */
export function breakdown(tallies: readonly Tally[]): string {
  const width = Math.max(...tallies.map((t) => t.suite.length), 5);
  return tallies
    .map((t) => {
      const counts = `passed ${t.passed}, failed ${t.failed}${t.skipped ? `, skipped ${t.skipped}` : ''}`;
      const names = (t.failures ?? []).slice(0, 20).map((name) => `\n      ✗ ${name}`);
      return `  ${t.suite.padEnd(width)}  ${counts}${t.note ? `  (${t.note})` : ''}${names.join('')}`;
    })
    .join('\n');
}

export function isTally(value: unknown): value is Tally {
  const t = value as Tally;
  return (
    typeof t === 'object' &&
    t !== null &&
    typeof t.suite === 'string' &&
    [t.passed, t.failed, t.skipped].every((n) => Number.isInteger(n) && n >= 0)
  );
}
