// Counts a Playwright run from its JSON reporter file and its exit code; errors outside tests count as failures.
import { emptyTally, type Tally } from './tally.ts';

interface PlaywrightSuite {
  title: string;
  specs?: { title: string; tests: { projectName?: string; status: string }[] }[];
  suites?: PlaywrightSuite[];
}

export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors: { message?: string }[];
  suites?: PlaywrightSuite[];
}

/** `file › title [project] (flaky)` for every test that did not simply pass. */
function troubled(suites: readonly PlaywrightSuite[], path: string[] = []): string[] {
  return suites.flatMap((suite) => {
    const here = suite.title ? [...path, suite.title] : path;
    const own = (suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.status === 'unexpected' || t.status === 'flaky')
        .map((t) => {
          const name = [...here, spec.title].join(' › ');
          return `${name} [${t.projectName ?? ''}]${t.status === 'flaky' ? ' (flaky)' : ''}`;
        }),
    );
    return [...own, ...troubled(suite.suites ?? [], here)];
  });
}

export function isPlaywrightReport(value: unknown): value is PlaywrightReport {
  const r = value as PlaywrightReport;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.stats === 'object' &&
    r.stats !== null &&
    typeof r.stats.expected === 'number' &&
    typeof r.stats.unexpected === 'number' &&
    Array.isArray(r.errors)
  );
}

export function countPlaywright(suite: string, report: unknown, exitCode: number): Tally {
  const tally = emptyTally(suite);
  if (!isPlaywrightReport(report)) {
    return { ...tally, failed: 1, note: `Playwright left no report (exit code ${exitCode})` };
  }
  const { expected, unexpected, flaky, skipped } = report.stats;
  // A flaky test passed on retry: it counts as passed, and the note keeps it visible.
  tally.passed = expected + flaky;
  tally.failed = unexpected + report.errors.length;
  tally.skipped = skipped;
  const notes: string[] = [];
  if (flaky > 0) notes.push(`${flaky} flaky`);
  if (report.errors.length > 0) notes.push(`${report.errors.length} error(s) outside tests`);
  if (exitCode !== 0 && tally.failed === 0) {
    tally.failed = 1;
    notes.push(`Playwright exited with code ${exitCode}`);
  }
  if (exitCode === 0 && tally.passed === 0 && tally.failed === 0) {
    tally.failed = 1;
    notes.push('Playwright ran no test');
  }
  if (notes.length > 0) tally.note = notes.join('; ');
  const failures = [
    ...troubled(report.suites ?? []),
    ...report.errors.map((e) => (e.message ?? '').split('\n')[0] ?? ''),
  ];
  if (failures.length > 0) tally.failures = failures;
  return tally;
}
