// The production server as the benchmarks run it: NODE_ENV=production, no demo seed, no SMS or mail sent, no limit
// on requests per address, the offer lifecycle job off, on the given data (and database).
import path from 'node:path';
import { startServer, type RunningServer, type ServerOptions } from '../e2e/server.ts';
import { freePort } from '../scripts/lib/free-port.ts';

export async function startProductionServer(options: {
  dataDir: string;
  /** Where the server's log goes. */
  logDir: string;
  databaseUrl?: string;
  entry?: ServerOptions['entry'];
}): Promise<RunningServer> {
  const port = await freePort();
  return startServer({
    port,
    logFile: path.join(options.logDir, 'server.log'),
    ...(options.entry ? { entry: options.entry } : {}),
    env: {
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      APP_SECRET: 'benchmark-secret-benchmark-secret-0123456789',
      SMS_PROVIDER: 'log',
      MAIL_PROVIDER: 'log',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      OFFER_LIFECYCLE_MINUTES: '0',
      DATA_DIR: options.dataDir,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { ALLOW_EMBEDDED_DB: '1' }),
      // The browser never asks for tiles in a benchmark: the default (refused in production) is allowed by name.
      ALLOW_OSM_TILES: '1',
    },
  });
}
