// The items .ci/run hands to scripts/ci-summary.ts, each turned into tallies:
//   tallies:<file>                       a JSON list of tallies (written by `npm test` or pg-smoke)
//   vitest:<suite>:<report.json>:<code>  a Vitest run's JSON report and exit code
//   check:<suite>:<code>                 a check that is not a test runner (typecheck, lint) by its exit code
//   fail:<suite>:<why>                   a step that failed before it could count anything
import { countVitest } from './vitest-report.ts';
import { checkTally, isTally, type Tally } from './tally.ts';

export type ReadJson = (file: string) => Promise<unknown>;

/** A code from the shell; an empty or garbled one (a step that never ran) is NaN, which fails. */
const exitCode = (text: string | undefined) =>
  text !== undefined && /^\d+$/.test(text) ? Number(text) : NaN;

export async function tallyOfItem(item: string, readJson: ReadJson): Promise<Tally[]> {
  const [kind, ...rest] = item.split(':');
  switch (kind) {
    case 'tallies': {
      const file = rest.join(':');
      const data = await readJson(file);
      if (Array.isArray(data) && data.length > 0 && data.every(isTally)) return data;
      return [{ suite: file, passed: 0, failed: 1, skipped: 0, note: 'no summary: the step crashed' }];
    }
    case 'vitest': {
      const [suite, report, code] = rest;
      return [countVitest(suite!, await readJson(report!), exitCode(code))];
    }
    case 'check':
      return [checkTally(rest[0]!, exitCode(rest[1]))];
    case 'fail':
      return [{ suite: rest[0]!, passed: 0, failed: 1, skipped: 0, note: rest.slice(1).join(':') }];
    default:
      throw new Error(`ci-summary: unknown item "${item}"`);
  }
}
