// .ci/run's last step: sums every suite into the one `N passed, N failed` line CI reads; exits 1 if anything failed.
// Items: tallies:<file> (written by `npm test` or pg-smoke), vitest:<suite>:<report.json>:<exit code>, fail:<suite>:<why>.
import { readJson } from './lib/proc.ts';
import { countVitest } from './lib/vitest-report.ts';
import { breakdown, closingLine, isTally, sumTallies, type Tally } from './lib/tally.ts';

async function tallyOf(item: string): Promise<Tally[]> {
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
      return [countVitest(suite, await readJson(report), Number(code))];
    }
    case 'fail':
      return [{ suite: rest[0], passed: 0, failed: 1, skipped: 0, note: rest.slice(1).join(':') }];
    default:
      throw new Error(`ci-summary: unknown item "${item}"`);
  }
}

const tallies = (await Promise.all(process.argv.slice(2).map(tallyOf))).flat();
console.log(`\n━━ CI summary\n${breakdown(tallies)}`);
console.log(closingLine(tallies));
process.exit(sumTallies(tallies).failed > 0 || tallies.length === 0 ? 1 : 0);
