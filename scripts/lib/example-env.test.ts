import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exampleEnvFallback } from './example-env.ts';

describe('[tooling] .env.example as the fallback of npm start and npm run dev', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'kvartal-env-'));
    writeFileSync(
      path.join(dir, '.env.example'),
      'PORT=3000\nAUTH_TEST_PHONES=+79000000001:123456\n# DATABASE_URL=x\n',
    );
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('applies the example when there is no .env, without overriding a real variable', () => {
    expect(exampleEnvFallback({ PORT: '4000' }, dir)).toEqual({ AUTH_TEST_PHONES: '+79000000001:123456' });
  });

  it('stays out of the way of a .env and of production', () => {
    expect(exampleEnvFallback({ NODE_ENV: 'production' }, dir)).toEqual({});
    writeFileSync(path.join(dir, '.env'), 'PORT=5000\n');
    expect(exampleEnvFallback({}, dir)).toEqual({});
  });
});
