// The CLI as an operator runs it: `npm run admin -- …` is `tsx scripts/admin.ts …`, here on a temporary DATA_DIR.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../package-root.ts';

const TSX = path.join(packageRoot, 'node_modules/.bin/tsx');

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'kvartal-admin-cli-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      TSX,
      ['scripts/admin.ts', ...args],
      {
        cwd: packageRoot,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DATA_DIR: dataDir,
          // The developer's .env stays out of it.
          DOTENV_CONFIG_PATH: '/dev/null',
        },
        timeout: 120_000,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe('[admin] npm run admin as a process', () => {
  it('creates an admin on a new embedded database, then says a second run changed nothing', async () => {
    const first = await admin('create-admin', '--phone', '+7 (900) 111-22-33');
    expect(first.stderr).not.toMatch(/failed/);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/Created user 1 \(\+79001112233\): admin, active/);
    const second = await admin('create-admin', '--phone', '+79001112233');
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('already an active admin: nothing changed');
  }, 240_000);

  it('answers a wrong argument with the usage and exit code 2', async () => {
    const run = await admin('ban', '--phone', 'nobody');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Usage: npm run admin -- <command>');
  }, 120_000);

  it('refuses the embedded database while a server has it open (postmaster.pid)', async () => {
    await mkdir(path.join(dataDir, 'pglite'), { recursive: true });
    await writeFile(path.join(dataDir, 'pglite', 'postmaster.pid'), '-42\n/pglite/data\n');
    const run = await admin('ban', '--phone', '+79001112233');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('is in use: a server has it open');
  }, 120_000);
});
