// The demo seed takes most of a minute; each e2e run starts from a copy of a seeded data dir instead,
// rebuilt when the schema, the seed or the image pipeline change (and daily: the seed places dates relative to today).
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { OUTPUT_DIR, ROOT } from './paths.ts';

const SOURCES = [
  'server/db/migrations',
  'server/db/schema',
  'server/db/seed',
  'server/storage',
  'shared/enums.ts',
];
const STALE_MS = 60 * 60 * 1000;

async function filesUnder(entry: string): Promise<string[]> {
  const full = path.join(ROOT, entry);
  if (!(await stat(full)).isDirectory()) return [entry];
  const names = await readdir(full, { recursive: true });
  const files: string[] = [];
  for (const name of names.sort()) {
    const rel = path.join(entry, name);
    if ((await stat(path.join(ROOT, rel))).isFile()) files.push(rel);
  }
  return files;
}

async function sourcesKey(): Promise<string> {
  const hash = createHash('sha256').update(new Date().toISOString().slice(0, 10));
  for (const entry of SOURCES) {
    for (const file of await filesUnder(entry)) {
      hash.update(file).update(await readFile(path.join(ROOT, file)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

async function seedInto(dir: string): Promise<void> {
  const env: Record<string, string> = {};
  for (const key of ['PATH', 'HOME', 'LANG', 'TMPDIR', 'TZ'])
    if (process.env[key]) env[key] = process.env[key]!;
  Object.assign(env, { NODE_ENV: 'test', DATA_DIR: dir, DOTENV_CONFIG_PATH: '/dev/null', LOG_LEVEL: 'warn' });
  await promisify(execFile)(path.join(ROOT, 'node_modules/.bin/tsx'), ['server/db/seed/cli.ts'], {
    cwd: ROOT,
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** Removes seeded copies of other source versions that nobody has built for an hour. */
async function pruneOthers(keep: string): Promise<void> {
  for (const name of await readdir(OUTPUT_DIR)) {
    if (!name.startsWith('seeded-') || name === keep) continue;
    const full = path.join(OUTPUT_DIR, name);
    if (Date.now() - (await stat(full)).mtimeMs > STALE_MS) await rm(full, { recursive: true, force: true });
  }
}

/** Fills `target` (a fresh DATA_DIR) with a migrated, seeded database and its files. */
export async function copySeededTemplate(target: string): Promise<void> {
  const key = `seeded-${await sourcesKey()}`;
  const template = path.join(OUTPUT_DIR, key);
  if (!existsSync(template)) {
    // Built aside and renamed, so a parallel run never copies a half-seeded template.
    const building = `${template}.building-${process.pid}`;
    await rm(building, { recursive: true, force: true });
    await seedInto(building);
    try {
      await rename(building, template);
    } catch {
      await rm(building, { recursive: true, force: true });
    }
    await pruneOthers(key);
  }
  await cp(template, target, { recursive: true });
}
