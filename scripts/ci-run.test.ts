// .ci/run on a fresh machine: the PostgreSQL it starts is the newest installed (.ci/pg-bin), not a fixed major, and
// the install telemetry of swagger-ui-dist stays off.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const ci = readFileSync(path.join(root, '.ci/run'), 'utf8');
const folders: string[] = [];

/** A fake /usr/lib/postgresql with these majors; those listed in `withInitdb` have an executable initdb. */
function layout(majors: string[], withInitdb: string[]): string {
  const base = mkdtempSync(path.join(os.tmpdir(), 'kvartal-pg-bin-'));
  folders.push(base);
  for (const major of majors) {
    mkdirSync(path.join(base, major, 'bin'), { recursive: true });
    if (withInitdb.includes(major)) {
      const initdb = path.join(base, major, 'bin', 'initdb');
      writeFileSync(initdb, '#!/bin/sh\n');
      chmodSync(initdb, 0o755);
    }
  }
  return base;
}
const pgBin = (base: string) =>
  execFileSync(path.join(root, '.ci/pg-bin'), [base], { encoding: 'utf8' }).trim();

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('[ci] .ci/run', () => {
  it('starts the newest PostgreSQL that has initdb, by version and not by name', () => {
    const base = layout(['9.6', '13', '15', '17'], ['9.6', '13', '15']);
    expect(pgBin(base)).toBe(path.join(base, '15', 'bin'));
    const older = layout(['9.6', '13'], ['9.6', '13']);
    expect(pgBin(older)).toBe(path.join(older, '13', 'bin'));
    expect(pgBin(layout([], []))).toBe('');
  });

  it('finds it with .ci/pg-bin before and after installing the postgresql metapackage, never a fixed major', () => {
    expect(ci).not.toMatch(/postgresql\/\d+\/bin|postgresql-\d+/);
    expect(ci).toContain('[ -n "$PGBIN" ] || need+=(postgresql)');
    expect(ci.match(/PGBIN=\$\(\.ci\/pg-bin\)/g)).toHaveLength(2);
    expect(ci.indexOf('PGBIN=$(.ci/pg-bin)', ci.indexOf('apt-get install'))).toBeGreaterThan(0);
  });

  it('turns off swagger-ui-dist’s install telemetry before npm ci', () => {
    const off = ci.indexOf('export SCARF_ANALYTICS=false');
    expect(off).toBeGreaterThan(0);
    expect(off).toBeLessThan(ci.indexOf('npm ci --no-audit'));
  });
});
