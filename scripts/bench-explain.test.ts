// The national benchmark's committed plans (bench/explain/*.txt, written by bench/explain-scale.ts): every scenario
// has one, and none reads the units or the price history by a sequential scan, which at 2 million units and
// 8 million records is what makes a request's cost grow with the country rather than with its answer.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './lib/proc.ts';

const DIR = path.join(root, 'bench/explain');
const plans = readdirSync(DIR).filter((file) => file.endsWith('.txt'));

/** Plan lines that scan a whole big table: `Seq Scan on cells c`, `Parallel Seq Scan on price_history`. */
export function bigSeqScans(plan: string): string[] {
  return plan.split('\n').filter((line) => /Seq Scan on (cells|price_history)\b/.test(line));
}

describe('[bench] national EXPLAIN plans', () => {
  it('one plan per scale scenario, each with its queries analysed', () => {
    expect(plans.length).toBeGreaterThanOrEqual(16);
    for (const file of plans) expect(readFileSync(path.join(DIR, file), 'utf8')).toMatch(/Execution Time: /);
  });

  it('finds a sequential scan when a plan has one', () => {
    expect(bigSeqScans('  ->  Seq Scan on cells c  (cost=0.00..1.00 rows=1 width=4)')).toHaveLength(1);
    expect(bigSeqScans('  ->  Parallel Seq Scan on price_history h')).toHaveLength(1);
    expect(bigSeqScans('  ->  Index Only Scan using cells_on_sale_idx on cells c')).toHaveLength(0);
  });

  it.each(plans)('%s: no sequential scan over units or history', (file) => {
    expect(bigSeqScans(readFileSync(path.join(DIR, file), 'utf8'))).toEqual([]);
  });
});
