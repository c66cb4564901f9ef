// The package's root folder, found from the running file: the same answer under tsx (server/…) and from the
// compiled bundle (dist/server/…), so files read at run time (migrations, the built SPA) are found from both.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface Manifest {
  name?: string;
  version: string;
}

function readManifest(dir: string): Manifest | null {
  const file = path.join(dir, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

export function findPackageRoot(from: string, name = 'kvartal'): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (readManifest(dir)?.name === name) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json of ${name} above ${from}`);
  }
}

export const packageRoot = findPackageRoot(import.meta.dirname);
export const packageVersion = readManifest(packageRoot)!.version;
