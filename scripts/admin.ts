// npm run admin -- <command>: the compiled CLI, dist/server/admin.js, when it is built and no source under server/,
// shared/, scripts/lib or the package files is newer than it (the test e2e's server start uses); otherwise the
// sources, server/admin/cli.ts, in this same tsx process. A release built with `npm run build` runs the former.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_ADMIN, builtFromCurrentSources } from './lib/build-server.ts';
import { root } from './lib/proc.ts';

if (builtFromCurrentSources(SERVER_ADMIN)) {
  await import(pathToFileURL(SERVER_ADMIN).href);
} else {
  console.error('(dist/server/admin.js is missing or older than its sources: running server/admin/cli.ts)');
  await import(pathToFileURL(path.join(root, 'server/admin/cli.ts')).href);
}
