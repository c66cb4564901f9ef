// backup and restore of a single node's data: the embedded database (PGlite's own dump of its data folder, taken
// while no server has it open, so it is consistent) and the uploaded files under DATA_DIR/files, in one .tar.gz:
//   kvartal-backup.json   what the archive holds (format, app version, time, counts)
//   database/pglite.tar   PGlite's dumpDataDir, which PGlite.create({ loadDataDir }) opens again
//   files/<key>           every stored file
// On PostgreSQL the database is backed up with pg_dump -Fc (scripts/restore-drill.ts rehearses a restore).
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { packageVersion } from '../package-root.ts';
import { openDatabase } from '../db/client.ts';
import { countDemo, type DemoCounts } from '../db/seed/demo-state.ts';
import { AdminError, type AdminResult } from './context.ts';
import { filesDir, pgliteDir, refuseIfInUse } from './data-dir.ts';
import { readTarGz, writeTarGz, type TarEntry } from './tar.ts';

const MANIFEST = 'kvartal-backup.json';
const DATABASE = 'database/pglite.tar';
const FILES = 'files/';

export interface BackupManifest {
  format: 'kvartal-backup';
  version: 1;
  app: string;
  createdAt: string;
  database: 'pglite';
  files: number;
  counts: DemoCounts;
}

export interface BackupIo {
  /** DATA_DIR as the server reads it. */
  dataDir: string;
  /** Set on PostgreSQL, where these commands do not apply. */
  databaseUrl?: string;
  out: (line: string) => void;
}

function refusePostgres(io: BackupIo, command: string): void {
  if (!io.databaseUrl) return;
  throw new AdminError(
    `${command} handles the embedded database under DATA_DIR; with DATABASE_URL back up PostgreSQL with ` +
      `pg_dump -Fc and restore with pg_restore (README, «Administration»), and the files in S3 or DATA_DIR/files ` +
      `with their own tools.`,
  );
}

async function* walkFiles(root: string, under = ''): AsyncGenerator<string> {
  let names: string[];
  try {
    names = (await readdir(path.join(root, under))).sort();
  } catch {
    return;
  }
  for (const name of names) {
    const rel = under ? `${under}/${name}` : name;
    const info = await stat(path.join(root, rel));
    if (info.isDirectory()) yield* walkFiles(root, rel);
    else if (info.isFile()) yield rel;
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function hasContent(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length > 0;
  } catch {
    return false;
  }
}

/** Writes the archive to `file` (refusing an existing one unless `force`). */
export async function backup(io: BackupIo, file: string, force = false): Promise<AdminResult> {
  refusePostgres(io, 'backup');
  const target = path.resolve(file);
  if (existsSync(target) && !force) {
    throw new AdminError(
      `${target} exists: nothing written. Choose a new name, or add --force to replace it.`,
    );
  }
  if (!(await hasContent(pgliteDir(io.dataDir)))) {
    throw new AdminError(`There is no embedded database in ${pgliteDir(io.dataDir)}: nothing to back up.`);
  }
  refuseIfInUse(io.dataDir);
  const database = await openDatabase({ dataDir: pgliteDir(io.dataDir) });
  let dump: Buffer;
  let counts: DemoCounts;
  try {
    counts = await countDemo(database.db);
    dump = Buffer.from(await (await database.pglite!.dumpDataDir('none')).arrayBuffer());
  } finally {
    await database.close();
  }

  const files: string[] = [];
  for await (const rel of walkFiles(filesDir(io.dataDir))) files.push(rel);
  const manifest: BackupManifest = {
    format: 'kvartal-backup',
    version: 1,
    app: packageVersion,
    createdAt: new Date().toISOString(),
    database: 'pglite',
    files: files.length,
    counts,
  };
  let fileBytes = 0;
  async function* entries(): AsyncGenerator<TarEntry> {
    yield { name: MANIFEST, data: Buffer.from(JSON.stringify(manifest, null, 2)) };
    yield { name: DATABASE, data: dump };
    for (const rel of files) {
      const data = await readFile(path.join(filesDir(io.dataDir), rel));
      fileBytes += data.length;
      yield { name: FILES + rel, data };
    }
  }
  // Written beside the target and renamed at the end: a failed backup never leaves a half archive by its name.
  const partial = `${target}.partial`;
  try {
    await mkdir(path.dirname(target), { recursive: true });
    await writeTarGz(partial, entries());
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  const size = (await stat(target)).size;
  io.out(
    `Backed up the embedded database (${megabytes(dump.length)}: ${counts.users} users, ${counts.complexes} ` +
      `complexes, ${counts.cells} units) and ${files.length} files (${megabytes(fileBytes)}) to ${target} ` +
      `(${megabytes(size)}).`,
  );
  return { changed: true };
}

/** Restores the archive into DATA_DIR; a folder that already holds a database or files needs `force`. */
export async function restore(io: BackupIo, file: string, force = false): Promise<AdminResult> {
  refusePostgres(io, 'restore');
  const source = path.resolve(file);
  if (!existsSync(source)) throw new AdminError(`${source} does not exist.`);
  const dbDir = pgliteDir(io.dataDir);
  const filesRoot = filesDir(io.dataDir);
  const occupied = (await hasContent(dbDir)) || (await hasContent(filesRoot));
  if (occupied && !force) {
    throw new AdminError(
      `${path.resolve(io.dataDir)} already holds a database or files: nothing restored. Add --force to replace ` +
        `them with the backup (back them up first if they matter).`,
    );
  }
  refuseIfInUse(io.dataDir);

  // Everything lands in a staging folder inside DATA_DIR first, and replaces the old folders only once it opened.
  const staging = path.join(io.dataDir, `.restore-${process.pid}-${Date.now()}`);
  await mkdir(path.join(staging, 'files'), { recursive: true });
  try {
    let manifest: BackupManifest | null = null;
    let dump: Buffer | null = null;
    let files = 0;
    try {
      for await (const entry of readTarGz(source)) {
        if (!manifest) {
          if (entry.name !== MANIFEST)
            throw new AdminError(`${source} is not a Kvartal backup (no ${MANIFEST}).`);
          manifest = JSON.parse(entry.data.toString('utf8')) as BackupManifest;
          if (manifest.format !== 'kvartal-backup' || manifest.version !== 1) {
            throw new AdminError(`${source}: unknown backup format ${manifest.format} ${manifest.version}.`);
          }
        } else if (entry.name === DATABASE) {
          dump = entry.data;
        } else if (entry.name.startsWith(FILES)) {
          const rel = path.posix.normalize(entry.name.slice(FILES.length));
          if (rel.startsWith('..') || path.posix.isAbsolute(rel))
            throw new AdminError(`Unsafe name ${entry.name}.`);
          const target = path.join(staging, 'files', rel);
          await mkdir(path.dirname(target), { recursive: true });
          await writeFile(target, entry.data);
          files++;
        }
      }
    } catch (error) {
      if (error instanceof AdminError) throw error;
      throw new AdminError(`${source} cannot be read: ${(error as Error).message}`);
    }
    if (!manifest || !dump) throw new AdminError(`${source} holds no database.`);
    if (files !== manifest.files) {
      throw new AdminError(`${source} is incomplete: ${files} files of ${manifest.files}.`);
    }
    const database = await openDatabase({
      dataDir: path.join(staging, 'pglite'),
      loadDataDir: new Blob([new Uint8Array(dump)]),
    });
    let counts: DemoCounts;
    try {
      counts = await countDemo(database.db);
    } finally {
      await database.close();
    }
    await rm(dbDir, { recursive: true, force: true });
    await rm(filesRoot, { recursive: true, force: true });
    await mkdir(path.dirname(filesRoot), { recursive: true });
    await rename(path.join(staging, 'pglite'), dbDir);
    await rename(path.join(staging, 'files'), filesRoot);
    io.out(
      `Restored the backup of ${manifest.createdAt} (app ${manifest.app}) into ${path.resolve(io.dataDir)}: ` +
        `${counts.users} users, ${counts.complexes} complexes, ${counts.cells} units, ${files} files.` +
        (occupied ? ' The previous database and files were replaced.' : ''),
    );
    return { changed: true };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
