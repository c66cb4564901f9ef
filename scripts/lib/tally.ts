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
