import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(import.meta.dirname, '..', 'docs', 'decisions');
const records = readdirSync(DIR)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort();
const rows = [
  ...readFileSync(join(DIR, 'README.md'), 'utf8').matchAll(
    /^\| \[(\d{3})\]\(([^)]+)\) \| (.+) \| (.+) \|$/gm,
  ),
];

describe('[docs] decisions index', () => {
  it('lists every record once, in number order, each with a status', () => {
    expect(rows.map((row) => row[2])).toEqual(records);
    for (const row of rows) {
      expect(row[2].startsWith(`${row[1]}-`)).toBe(true);
      expect(row[4].trim()).toMatch(/^(Accepted|Superseded|Replaced|Proposed|Deprecated)/);
    }
  });

  it('gives each record its own number', () => {
    const numbers = records.map((name) => name.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
