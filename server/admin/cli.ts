// npm run admin -- <command>: the operator's command line over the domain functions (server/admin/run.ts), with the
// server's own environment (.env, DATABASE_URL or DATA_DIR, REDIS_URL). Compiled into dist/server/admin.js.
import 'dotenv/config';
import { loadEnvOrExit } from '../load-env.ts';
import { parseArgs, runAdmin, USAGE } from './run.ts';
import { UsageError } from './context.ts';

const argv = process.argv.slice(2);
// A wrong command line is answered before the environment is read.
try {
  parseArgs(argv);
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
const env = loadEnvOrExit();
const code = await runAdmin(argv, env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
process.exit(code);
