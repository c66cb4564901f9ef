// The embedded database belongs to one process at a time, and PGlite does not lock its folder: an open instance
// only writes postmaster.pid there (with a made-up pid) and removes it when it closes. The CLI refuses a folder that
// has one rather than open or copy a database a server is writing.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { AdminError } from './context.ts';

/** Where the server keeps the embedded database and the uploaded files (server/serve.ts). */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');
export const filesDir = (dataDir: string) => path.resolve(dataDir, 'files');

export function pgliteInUse(dataDir: string): boolean {
  return existsSync(path.join(pgliteDir(dataDir), 'postmaster.pid'));
}

export function refuseIfInUse(dataDir: string): void {
  if (!pgliteInUse(dataDir)) return;
  const pid = path.join(pgliteDir(dataDir), 'postmaster.pid');
  throw new AdminError(
    `The embedded database in ${pgliteDir(dataDir)} is in use: a server has it open (${pid} exists). ` +
      `Stop the server first. If no server runs (it was killed and could not close the database), remove ${pid} ` +
      `and run the command again.`,
  );
}
