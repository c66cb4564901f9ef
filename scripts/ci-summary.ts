// .ci/run's last step: sums every suite into the one `N passed, N failed` line CI reads; exits 1 if anything failed.
// Items are described in scripts/lib/ci-items.ts.
import { readJson } from './lib/proc.ts';
import { tallyOfItem } from './lib/ci-items.ts';
import { breakdown, closingLine, sumTallies } from './lib/tally.ts';

const tallies = (await Promise.all(process.argv.slice(2).map((item) => tallyOfItem(item, readJson)))).flat();
console.log(`\n━━ CI summary\n${breakdown(tallies)}`);
console.log(closingLine(tallies));
process.exit(sumTallies(tallies).failed > 0 || tallies.length === 0 ? 1 : 0);
