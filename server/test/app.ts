// Builds the real app on a fresh database with recording providers and a fake clock; close() releases everything.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from 'fastify';
import { buildApp } from '../app.ts';
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

export async function buildTestApp(
  envOverrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kvartal-test-'));
  const storage = new LocalStorage(dir);
  const sms = new RecordingSms();
  const mail = new RecordingMail();
  const clock = new FakeClock();
  const realtime = new RecordingRealtime();
  const env = testEnv(envOverrides);
  const app = await buildApp(
    {
      env,
      database,
      storage,
      sms,
      mail,
      clock,
      realtime,
      redis: options.redis,
      readRouting: options.readRouting ? await options.readRouting(database) : null,
    },
    { serveStatic: Boolean(options.spaRoot), spaRoot: options.spaRoot, logger: options.logger },
  );
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
    app,
    ...apiCaller(app, database.db),
    db: database.db,
    database,
    clock,
    sms,
    mail,
    realtime,
    storage,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
