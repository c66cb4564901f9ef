// The saved-filter alerts are nudged by writes only: a search, a count, the map (reads sent as POST) must
// not start a drain of the queue, or every search would cost the drain's transaction.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { testEnv } from '../env.ts';
import type { Database } from '../db/client.ts';
import { LocalStorage } from '../storage/storage.ts';
import { RecordingSms } from '../providers/sms.ts';
import { RecordingMail } from '../providers/mail.ts';
import { FakeClock } from '../providers/clock.ts';
import { RecordingRealtime } from '../realtime/realtime.ts';
import { openTestDatabase } from '../test/template.ts';
import { apiCaller, type ApiCaller } from '../test/call.ts';
import { buildUser } from '../test/factories.ts';
import { drainFilterAlerts } from '../modules/saved-filters/run-alerts.ts';
import { startFilterAlerts } from './schedule.ts';
import * as userApi from '#shared/api/user.ts';
import * as searchApi from '#shared/api/search.ts';
import { createComplex } from '../db/seed/create-complex.ts';

vi.mock('../modules/saved-filters/run-alerts.ts', () => ({
  drainFilterAlerts: vi.fn(async () => ({ ran: true, queued: 0, batches: 0 })),
}));
const drains = vi.mocked(drainFilterAlerts);

let app: FastifyInstance;
let database: Database;
let dir: string;
let storage: LocalStorage;
let api: ApiCaller;

beforeAll(async () => {
  database = await openTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), 'kvartal-nudge-'));
  app = await buildApp({
    env: testEnv(),
    database,
    storage: (storage = new LocalStorage(dir)),
    sms: new RecordingSms(),
    mail: new RecordingMail(),
    clock: new FakeClock(),
    realtime: new RecordingRealtime(),
  });
  // As the server starts it: its hook sees every request of the app.
  startFilterAlerts(app);
  await app.ready();
  api = apiCaller(app, database.db);
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

/** Lets the onResponse hook's nudge run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('[jobs] saved-filter alerts nudge', () => {
  it('is not nudged by reads sent as POST, and is by a write', async () => {
    const user = await buildUser(database.db);
    await createComplex(database.db, storage, { object: { title: 'ЖК Тихий', published: true } });
    const bounds = [
      [43.3, 39.5],
      [43.9, 40.1],
    ];
    drains.mockClear();
    for (const [descriptor, input] of [
      [searchApi.searchCards, { body: { isAction: true } }],
      [searchApi.countSearch, { body: {} }],
      [searchApi.autocomplete, { body: { title: 'Тихий' } }],
      [searchApi.mapCluster, { body: { zoom: 12, bounds } }],
    ] as const) {
      const res = await api.callRaw(descriptor, input as never, user);
      expect(res.statusCode, `${descriptor.path}: ${res.body}`).toBe(200);
    }
    await settle();
    expect(drains).not.toHaveBeenCalled();

    const res = await api.call(userApi.updateUser, { body: { name: 'Анна' } }, user);
    expect(res.statusCode, res.body).toBe(200);
    await settle();
    expect(drains).toHaveBeenCalledOnce();
  });
});
