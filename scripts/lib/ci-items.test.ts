import { describe, expect, it } from 'vitest';
import { tallyOfItem } from './ci-items.ts';
import { checkTally, closingLine, sumTallies, type Tally } from './tally.ts';

const files: Record<string, unknown> = {
  'npm-test.json': [
    { suite: 'vitest', passed: 120, failed: 0, skipped: 0 },
    { suite: 'e2e', passed: 30, failed: 0, skipped: 0 },
  ],
  'broken.json': { not: 'tallies' },
  'api.json': {
    numPassedTests: 5,
    numFailedTests: 0,
    numPendingTests: 0,
    numTodoTests: 0,
    testResults: [{ name: 'a.test.ts', status: 'passed', assertionResults: [{ status: 'passed' }] }],
  },
};
const readJson = async (file: string) => files[file] ?? null;
const tallies = async (...items: string[]): Promise<Tally[]> =>
  (await Promise.all(items.map((item) => tallyOfItem(item, readJson)))).flat();

describe('[tooling] checks that are not test runners', () => {
  it('counts a clean typecheck or lint as one passed suite', () => {
    expect(checkTally('typecheck', 0)).toEqual({
      suite: 'typecheck',
      passed: 1,
      failed: 0,
      skipped: 0,
      note: 'clean',
    });
  });

  it('counts a type or lint error as one failed suite', () => {
    expect(checkTally('lint', 1)).toMatchObject({ passed: 0, failed: 1, note: 'exit code 1' });
    expect(checkTally('typecheck', 2)).toMatchObject({ passed: 0, failed: 1 });
  });

  it('counts a check that never ran as failed, not as clean', () => {
    expect(checkTally('lint', NaN)).toMatchObject({ passed: 0, failed: 1, note: 'did not run' });
  });
});

describe('[tooling] the items .ci/run hands to ci-summary', () => {
  it('reads check:<suite>:<exit code> items', async () => {
    expect(await tallies('check:typecheck:0', 'check:lint:1')).toEqual([
      checkTally('typecheck', 0),
      checkTally('lint', 1),
    ]);
    for (const garbled of ['check:lint:', 'check:lint', 'check:lint:x']) {
      expect((await tallies(garbled))[0], garbled).toMatchObject({ failed: 1 });
    }
  });

  it('a type error fails the CI line even when every test passed', async () => {
    const all = await tallies(
      'check:typecheck:2',
      'check:lint:0',
      'tallies:npm-test.json',
      'vitest:api:api.json:0',
    );
    expect(closingLine(all)).toBe('156 passed, 1 failed');
    expect(sumTallies(all).failed).toBeGreaterThan(0);
  });

  it('a clean run stays clean, with the checks counted as passed', async () => {
    const all = await tallies('check:typecheck:0', 'check:lint:0', 'tallies:npm-test.json');
    expect(closingLine(all)).toBe('152 passed, 0 failed');
  });

  it('keeps the other kinds: a missing summary, a failed step, an unknown item', async () => {
    expect(await tallies('tallies:broken.json')).toMatchObject([
      { failed: 1, note: 'no summary: the step crashed' },
    ]);
    expect(await tallies('tallies:missing.json')).toMatchObject([{ failed: 1 }]);
    expect(await tallies('vitest:api:missing.json:1')).toMatchObject([{ suite: 'api', failed: 1 }]);
    expect(await tallies('fail:PostgreSQL:the server did not start (port none free)')).toEqual([
      {
        suite: 'PostgreSQL',
        passed: 0,
        failed: 1,
        skipped: 0,
        note: 'the server did not start (port none free)',
      },
    ]);
    await expect(tallies('mystery:x')).rejects.toThrow(/unknown item/);
  });
});
