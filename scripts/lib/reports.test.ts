import { describe, expect, it } from 'vitest';
import { countVitest } from './vitest-report.ts';
import { countPlaywright } from './playwright-report.ts';
import { breakdown, closingLine, type Tally } from './tally.ts';

const vitestReport = (files: { status: string; tests: string[] }[]) => {
  const all = files.flatMap((f) => f.tests);
  return {
    numPassedTests: all.filter((s) => s === 'passed').length,
    numFailedTests: all.filter((s) => s === 'failed').length,
    numPendingTests: all.filter((s) => s === 'skipped').length,
    numTodoTests: all.filter((s) => s === 'todo').length,
    testResults: files.map((f, i) => ({
      name: `f${i}.test.ts`,
      status: f.status,
      assertionResults: f.tests.map((status, j) => ({ status, fullName: `test ${j}` })),
    })),
  };
};

describe('[tooling] counting Vitest runs', () => {
  it('counts passed, failed and skipped tests', () => {
    const report = vitestReport([
      { status: 'passed', tests: ['passed', 'passed'] },
      { status: 'failed', tests: ['failed', 'skipped', 'todo'] },
    ]);
    expect(countVitest('vitest', report, 1)).toEqual({
      suite: 'vitest',
      passed: 2,
      failed: 1,
      skipped: 2,
      failures: ['f1.test.ts: test 0'],
    });
  });

  it('counts a file that failed to load as a failure', () => {
    const report = vitestReport([
      { status: 'passed', tests: ['passed'] },
      { status: 'failed', tests: [] },
    ]);
    expect(countVitest('vitest', report, 1)).toMatchObject({ passed: 1, failed: 1 });
  });

  it('counts a crash that left no report as a failure, not as zero', () => {
    expect(countVitest('vitest', null, 1)).toMatchObject({ passed: 0, failed: 1 });
    expect(countVitest('vitest', { unrelated: true }, 0)).toMatchObject({ failed: 1 });
  });

  it('counts an error outside the tests when every test passed but the run failed', () => {
    const report = vitestReport([{ status: 'passed', tests: ['passed'] }]);
    expect(countVitest('vitest', report, 1)).toMatchObject({ passed: 1, failed: 1 });
  });

  it('counts a run with no test at all as a failure', () => {
    expect(countVitest('vitest', vitestReport([]), 0)).toMatchObject({ passed: 0, failed: 1 });
  });
});

describe('[tooling] counting Playwright runs', () => {
  const report = (
    stats: Partial<Record<'expected' | 'unexpected' | 'flaky' | 'skipped', number>>,
    errors = 0,
  ) => ({
    stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0, ...stats },
    errors: Array.from({ length: errors }, () => ({ message: 'boom' })),
  });

  it('counts flaky tests as passed and unexpected ones as failed', () => {
    expect(countPlaywright('e2e', report({ expected: 5, flaky: 1, unexpected: 2, skipped: 1 }), 1)).toEqual({
      suite: 'e2e',
      passed: 6,
      failed: 2,
      skipped: 1,
      note: '1 flaky',
    });
  });

  it('names the failed and flaky tests with their file, describe and project', () => {
    const named = {
      ...report({ expected: 1, unexpected: 1, flaky: 1 }),
      suites: [
        {
          title: 'auth.spec.ts',
          specs: [{ title: 'logs in', tests: [{ projectName: 'desktop', status: 'expected' }] }],
          suites: [
            {
              title: '[auth] throttle',
              specs: [
                { title: 'waits', tests: [{ projectName: 'phone', status: 'unexpected' }] },
                { title: 'resends', tests: [{ projectName: 'desktop', status: 'flaky' }] },
              ],
            },
          ],
        },
      ],
    };
    expect(countPlaywright('e2e', named, 1).failures).toEqual([
      'auth.spec.ts › [auth] throttle › waits [phone]',
      'auth.spec.ts › [auth] throttle › resends [desktop] (flaky)',
    ]);
  });

  it('counts a failed global setup as a failure', () => {
    expect(countPlaywright('e2e', report({}, 1), 1)).toMatchObject({ passed: 0, failed: 1 });
  });

  it('counts a crash that left no report, or a failing exit with nothing failed, as a failure', () => {
    expect(countPlaywright('e2e', null, 1)).toMatchObject({ failed: 1 });
    expect(countPlaywright('e2e', report({ expected: 3 }), 130)).toMatchObject({ passed: 3, failed: 1 });
  });
});

describe('[tooling] the closing line', () => {
  const tallies: Tally[] = [
    { suite: 'vitest', passed: 10, failed: 1, skipped: 0 },
    { suite: 'e2e', passed: 4, failed: 0, skipped: 2, note: '1 flaky' },
  ];

  it('sums every suite into one `N passed, N failed` line', () => {
    expect(closingLine(tallies)).toBe('14 passed, 1 failed, 2 skipped');
    expect(closingLine([{ suite: 'vitest', passed: 3, failed: 0, skipped: 0 }])).toBe('3 passed, 0 failed');
  });

  it('lists failed tests under their suite', () => {
    const text = breakdown([
      { suite: 'vitest', passed: 1, failed: 1, skipped: 0, failures: ['a.test.ts: x'] },
    ]);
    expect(text).toContain('✗ a.test.ts: x');
  });

  it('keeps the per-suite breakdown out of the closing-line shape', () => {
    const text = breakdown(tallies);
    expect(text).toContain('vitest  passed 10, failed 1');
    expect(text).not.toMatch(/^\s*\d+ passed, \d+ failed/m);
  });
});
