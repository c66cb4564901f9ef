// Builds the real app on a fresh database with recording providers and a fake clock; close() releases everything.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { testEnv } from '../env.ts';
import type { Database, Db } from '../db/client.ts';
import { LocalStorage } from '../storage/storage.ts';
import { RecordingSms } from '../providers/sms.ts';
import { RecordingMail } from '../providers/mail.ts';
import { FakeClock } from '../providers/clock.ts';
import { RecordingRealtime } from '../realtime/realtime.ts';
import { openTestDatabase } from './template.ts';

export interface TestContext {
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

export async function buildTestApp(envOverrides: Record<string, string> = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kvartal-test-'));
  const storage = new LocalStorage(dir);
  const sms = new RecordingSms();
  const mail = new RecordingMail();
  const clock = new FakeClock();
  const realtime = new RecordingRealtime();
  const env = testEnv(envOverrides);
  const app = await buildApp({ env, database, storage, sms, mail, clock, realtime }, { serveStatic: false });
  await app.ready();
  return {
    app,
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
