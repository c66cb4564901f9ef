import { readFileSync } from 'node:fs';
import { parse } from 'dotenv';
import { describe, expect, it } from 'vitest';
import { ZEnv, parseEnv } from '#server/env.ts';
import { DEMO_CODE, DEMO_PHONES } from '../e2e/demo.ts';

const text = readFileSync(new URL('../.env.example', import.meta.url), 'utf8');
/** The commented `# KEY=value` lines, uncommented: the documented defaults. */
const uncommented = text.replace(/^# ([A-Z][A-Z0-9_]*=.+)$/gm, '$1');

describe('[tooling] .env.example', () => {
  it('works as it is: the server accepts it, with the ten demo phones on code 123456', () => {
    const parsed = parseEnv(parse(text));
    if ('problems' in parsed) throw new Error(parsed.problems.join('\n'));
    expect(parsed.env.DATABASE_URL).toBeUndefined();
    expect(Object.fromEntries(parsed.env.AUTH_TEST_PHONES)).toEqual(
      Object.fromEntries(Object.values(DEMO_PHONES).map((phone) => [phone, DEMO_CODE])),
    );
  });

  it('names every variable of server/env.ts', () => {
    const named = new Set([...text.matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
    expect([...Object.keys(ZEnv.in.shape)].filter((key) => !named.has(key))).toEqual([]);
  });

  it('shows the real defaults in its commented lines', () => {
    const documented = parse(uncommented);
    const defaults = parseEnv({});
    if ('problems' in defaults) throw new Error(defaults.problems.join('\n'));
    for (const key of ['SMSRU_URL', 'MAIL_FROM', 'MAP_TILE_URL', 'MAP_ATTRIBUTION', 'SUPPORT_URL'] as const) {
      expect(documented[key], key).toBe(defaults.env[key]);
    }
  });
});
