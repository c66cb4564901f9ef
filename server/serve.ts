// The server itself (main.ts starts tracing first when asked): environment, database and migrations, demo seed,
// providers, HTTP and Socket.IO, graceful shutdown.
import 'dotenv/config';
import path from 'node:path';
import pino from 'pino';
import { loadEnvOrExit } from './load-env.ts';
import { openDatabase } from './db/client.ts';
import { writeWatcher } from './db/read-context.ts';
import { openReadRouting } from './db/read-routing-install.ts';
import { migrate } from './db/migrate.ts';
import { buildApp } from './app.ts';
import { DRAIN } from './core/drain.ts';
import { LocalStorage, type Storage } from './storage/storage.ts';
import { demoAlreadySeeded, describeSeed } from './db/seed/demo-state.ts';
import { systemClock } from './providers/clock.ts';
import { createMail, createSms } from './providers/factory.ts';
import { SocketIoRealtime } from './realtime/socket.ts';
import {
  startBookingExpiry,
  startRequestEscalation,
  startFilterAlerts,
  startFixationExpiry,
  startQueueLapse,
  startOfferLifecycle,
  startDealStall,
  startOutbox,
  startOutboxPruning,
  startImportSchedules,
  startMarketRollup,
  startAnalyticsRollup,
  startTelegram,
} from './jobs/schedule.ts';
import { handleProcessErrors } from './observability/process-errors.ts';
import { listenMetrics } from './observability/metrics.ts';
import { stopTracing } from './observability/tracing.ts';

const env = loadEnvOrExit();
const logger = pino({ level: env.LOG_LEVEL });

const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: path.join(env.DATA_DIR, 'pglite'),
  // Notes each request's writes: its later reads stay on the primary (decision 050).
  logger: env.DATABASE_READ_URLS.length > 0 ? writeWatcher : undefined,
});
await migrate(database);
logger.info({ engine: database.engine }, 'database ready');

// Object storage when configured (several nodes share it), otherwise files under DATA_DIR. The AWS SDK and ioredis
// load only when configured: a single node does not carry them in memory.
const s3 = env.S3_ENDPOINT ? (await import('./storage/s3.ts')).S3Storage.fromEnv(env) : null;
await s3?.ensureBucket();
const storage: Storage = s3 ?? new LocalStorage(path.resolve(env.DATA_DIR, 'files'));
if (env.SEED_DEMO) {
  // The seed's generators (pictures, documents, plans, libvips) load only when the demo is not there yet.
  const seeded =
    (await demoAlreadySeeded(database.db)) ??
    (await (
      await import('./db/seed/seed-demo.ts')
    ).seedDemo(database.db, storage, { log: (line) => logger.debug(line) }));
  logger.info(describeSeed(seeded));
}
const providerLog = (line: string) => logger.info(line);
const realtime = new SocketIoRealtime();
const redis = env.REDIS_URL
  ? (await import('./providers/redis.ts')).openRedis(env.REDIS_URL, (line) => logger.warn(line))
  : null;
const readRouting = await openReadRouting({
  urls: env.DATABASE_READ_URLS,
  database,
  maxLagMs: env.REPLICA_MAX_LAG_MS,
  redis,
  log: (message, err) => logger.warn({ err }, message),
});
if (readRouting) logger.info({ replicas: readRouting.set.report() }, 'read replicas');

const app = await buildApp(
  {
    env,
    database,
    storage,
    sms: createSms(env, providerLog),
    mail: createMail(env, providerLog),
    clock: systemClock,
    realtime,
    redis,
    readRouting,
  },
  // Request-level info lines are the access log: they stay at info only when it is asked for.
  {
    logger: logger.child({}, { level: env.LOG_LEVEL === 'info' && !env.ACCESS_LOG ? 'warn' : env.LOG_LEVEL }),
  },
);
// From here on an error outside a request is logged and reported like a request's (with SENTRY_DSN).
handleProcessErrors({ logger, reports: app.errorReports });
realtime.attach(app);
startOfferLifecycle(app);
startBookingExpiry(app);
startFixationExpiry(app);
startQueueLapse(app);
startRequestEscalation(app);
startFilterAlerts(app);
startDealStall(app);
startOutbox(app);
startOutboxPruning(app);
startImportSchedules(app);
startMarketRollup(app);
startAnalyticsRollup(app);
startTelegram(app);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000 + DRAIN.maxMs);
  force.unref();
  try {
    // Out of the proxy's pool first (readiness fails, reads go elsewhere), in-flight requests answered; then the
    // sockets' transports close (the clients reconnect to another node) and the server closes (core/drain.ts).
    await app.drain();
    logger.info('drained');
    await app.close();
    await database.close();
    await redis?.quit();
    s3?.close();
    await stopTracing();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: env.HOST, port: env.PORT });
logger.info(`Kvartal is up on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`);
const metrics = await listenMetrics(app);
if (metrics) logger.info(`Metrics on http://${env.METRICS_HOST}:${metrics.port}/metrics`);
