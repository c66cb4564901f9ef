// Counts a Vitest run from its JSON reporter file and its exit code; a run that left no report is a failure.
import { emptyTally, type Tally } from './tally.ts';

interface VitestAssertion {
  status: string;
  fullName?: string;
}
interface VitestFile {
  name: string;
  status: string;
  message?: string;
  assertionResults: VitestAssertion[];
}
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: VitestFile[];
}

export function isVitestReport(value: unknown): value is VitestReport {
  const r = value as VitestReport;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.numPassedTests === 'number' &&
    typeof r.numFailedTests === 'number' &&
    Array.isArray(r.testResults)
  );
}

export function countVitest(suite: string, report: unknown, exitCode: number): Tally {
  const tally = emptyTally(suite);
  if (!isVitestReport(report)) {
    return { ...tally, failed: 1, note: `Vitest left no report (exit code ${exitCode})` };
  }
  tally.passed = report.numPassedTests;
  tally.failed = report.numFailedTests;
  tally.skipped = report.numPendingTests + report.numTodoTests;
  // A file that failed before any test failed (an import error, a broken hook) has no failed assertion of its own.
  const brokenFiles = report.testResults.filter(
    (f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'),
  );
  tally.failed += brokenFiles.length;
  const failures = report.testResults.flatMap((f) => [
    ...f.assertionResults.filter((a) => a.status === 'failed').map((a) => `${f.name}: ${a.fullName ?? ''}`),
    ...(brokenFiles.includes(f) ? [`${f.name}: ${(f.message ?? '').split('\n')[0]}`] : []),
  ]);
  if (failures.length > 0) tally.failures = failures;
  if (brokenFiles.length > 0) tally.note = `${brokenFiles.length} file(s) failed to run`;
  if (exitCode !== 0 && tally.failed === 0) {
    // Vitest also fails a run on unhandled errors outside tests.
    tally.failed = 1;
    tally.note = `Vitest exited with code ${exitCode} (an error outside the tests)`;
  }
  if (exitCode === 0 && tally.passed === 0 && tally.failed === 0) {
    tally.failed = 1;
    tally.note = 'Vitest ran no test';
  }
  return tally;
}
