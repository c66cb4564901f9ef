import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { countDemo, type DemoCounts } from '../db/seed/demo-state.ts';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { LocalStorage } from '../storage/storage.ts';
import { AdminError } from './context.ts';
import { backup, restore } from './backup.ts';
import { filesDir, pgliteDir } from './data-dir.ts';

let root: string;
let source: string;
let archive: string;
let seeded: DemoCounts;
const STORED = 'documents/admin-test/hello.txt';

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'kvartal-backup-'));
  source = path.join(root, 'source');
  archive = path.join(root, 'backups', 'kvartal.tar.gz');
  const database = await openDatabase({ dataDir: pgliteDir(source) });
  try {
    await migrate(database);
    const storage = new LocalStorage(filesDir(source));
    await seedDemo(database.db, storage, { complexes: 2, offers: 3, photos: false });
    await storage.put(STORED, Buffer.from('Квартал'));
    seeded = await countDemo(database.db);
  } finally {
    await database.close();
  }
}, 240_000);
afterAll(() => rm(root, { recursive: true, force: true }));

describe('[admin] backup and restore of the embedded database', () => {
  it('backs up a stopped database with its files, and refuses a live one or an existing archive', async () => {
    const out: string[] = [];
    const io = { dataDir: source, out: (line: string) => out.push(line) };
    const pid = path.join(pgliteDir(source), 'postmaster.pid');
    await writeFile(pid, '-42\n/pglite/data\n');
    await expect(backup(io, archive)).rejects.toThrow(/is in use: a server has it open/);
    expect(existsSync(archive)).toBe(false);
    await rm(pid);

    expect(await backup(io, archive)).toEqual({ changed: true });
    expect(out[0]).toContain(`${seeded.users} users, ${seeded.complexes} complexes, ${seeded.cells} units`);
    await expect(backup(io, archive)).rejects.toThrow(/exists: nothing written/);
    await expect(backup({ ...io, databaseUrl: 'postgres://x@127.0.0.1/y' }, archive)).rejects.toThrow(
      /pg_dump -Fc/,
    );
  }, 120_000);

  it('restores into an empty folder: the same counts and the stored file; a second restore needs --force', async () => {
    const target = path.join(root, 'target');
    const out: string[] = [];
    const io = { dataDir: target, out: (line: string) => out.push(line) };
    expect(await restore(io, archive)).toEqual({ changed: true });
    expect(out[0]).toContain(`${seeded.complexes} complexes, ${seeded.cells} units`);

    const database = await openDatabase({ dataDir: pgliteDir(target) });
    try {
      const counts = await countDemo(database.db);
      expect(counts).toEqual(seeded);
      expect(counts.complexes).toBe(2);
    } finally {
      await database.close();
    }
    expect(await readFile(path.join(filesDir(target), STORED), 'utf8')).toBe('Квартал');

    await expect(restore(io, archive)).rejects.toThrow(/already holds a database or files: nothing restored/);
    await writeFile(path.join(filesDir(target), STORED), 'changed');
    expect(await restore(io, archive, true)).toEqual({ changed: true });
    expect(await readFile(path.join(filesDir(target), STORED), 'utf8')).toBe('Квартал');
    // Nothing of the staging folder is left behind.
    expect((await import('node:fs')).readdirSync(target).sort()).toEqual(['files', 'pglite']);
  }, 180_000);

  it('refuses what is not a backup', async () => {
    const junk = path.join(root, 'junk.tar.gz');
    await writeFile(junk, 'not an archive');
    await expect(restore({ dataDir: path.join(root, 'other'), out: () => undefined }, junk)).rejects.toThrow(
      AdminError,
    );
  });
});
