// Builds the real app on a fresh database with recording providers and a fake clock; close() releases everything.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from 'fastify';
import { buildApp, type BuildOptions } from '../app.ts';
import type { AppDeps } from '../app-types.ts';
import { registerAuth } from '../plugins/auth.ts';
import { testEnv } from '../env.ts';
import type { Database, Db } from '../db/client.ts';
import { LocalStorage } from '../storage/storage.ts';
import { RecordingSms } from '../providers/sms.ts';
import { RecordingMail } from '../providers/mail.ts';
import { FakeClock } from '../providers/clock.ts';
import { RecordingRealtime } from '../realtime/realtime.ts';
import type { RedisClient } from '../providers/redis.ts';
import type { ReadRouting } from '../db/read-routing-install.ts';
import { openTestDatabase } from './template.ts';
import { apiCaller, type ApiCaller } from './call.ts';

export interface TestContext extends ApiCaller {
  app: FastifyInstance;
  db: Db;
  database: Database;
  clock: FakeClock;
  sms: RecordingSms;
  mail: RecordingMail;
  realtime: RecordingRealtime;
  storage: LocalStorage;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Test-only routes, registered under /api behind the same auth policy as the real ones. */
  apiRoutes?: FastifyPluginAsync;
  /** A shared Redis (ioredis-mock in tests): the app behaves as one node of several. */
  redis?: RedisClient;
  /** Log lines go here (tests capture a pino stream); none when omitted. */
  logger?: FastifyBaseLogger;
  /** Serve this folder as the built SPA (its index.html for pages). */
  spaRoot?: string;
  /** Read replicas (fakes in tests, server/test/fake-replicas.ts), built on the test database. */
  readRouting?: (database: Database) => Promise<ReadRouting>;
}

export interface TestAppParts {
  /** Not ready yet: a test may add hooks first (app.inject readies it). */
  app: FastifyInstance;
  storage: LocalStorage;
  sms: RecordingSms;
  mail: RecordingMail;
  clock: FakeClock;
  realtime: RecordingRealtime;
  /** Closes the app and removes its files; the database stays the caller's to close. */
  close(): Promise<void>;
}

/** The real app on a given database with recording providers, a fake clock and a files folder of its own. */
export async function buildAppOn(
  database: Database,
  deps: Partial<Pick<AppDeps, 'env' | 'clock' | 'redis' | 'cache' | 'readRouting'>> = {},
  options: BuildOptions = {},
): Promise<TestAppParts> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kvartal-test-'));
  const providers = {
    storage: new LocalStorage(dir),
    sms: new RecordingSms(),
    mail: new RecordingMail(),
    clock: new FakeClock(),
    realtime: new RecordingRealtime(),
  };
  const app = await buildApp({ env: testEnv(), database, ...providers, ...deps }, options);
  return {
    app,
    ...providers,
    close: async () => {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export async function buildTestApp(
  envOverrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  const parts = await buildAppOn(
    database,
    {
      env: testEnv(envOverrides),
      redis: options.redis,
      readRouting: options.readRouting ? await options.readRouting(database) : null,
    },
    { serveStatic: Boolean(options.spaRoot), spaRoot: options.spaRoot, logger: options.logger },
  );
  const { app } = parts;
  const extraRoutes = options.apiRoutes;
  if (extraRoutes) {
    await app.register(
      async (api) => {
        registerAuth(api);
        await api.register(extraRoutes);
      },
      { prefix: '/api' },
    );
  }
  await app.ready();
  return {
    ...parts,
    ...apiCaller(app, database.db),
    db: database.db,
    database,
    close: async () => {
      await parts.close();
      await database.close();
    },
  };
}
