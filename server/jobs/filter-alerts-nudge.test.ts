// The saved-filter alerts are nudged by writes only: a search, a count, the map (reads sent as POST) must
// not start a drain of the queue, or every search would cost the drain's transaction.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../test/template.ts';
import { apiCaller, type ApiCaller } from '../test/call.ts';
import { buildUser } from '../test/factories.ts';
import { drainFilterAlerts } from '../modules/saved-filters/run-alerts.ts';
import { startFilterAlerts } from './schedule.ts';
import { buildAppOn, type TestAppParts } from '../test/app.ts';
import * as userApi from '#shared/api/user.ts';
import * as searchApi from '#shared/api/search.ts';
import { createComplex } from '../db/seed/create-complex.ts';

vi.mock('../modules/saved-filters/run-alerts.ts', () => ({
  drainFilterAlerts: vi.fn(async () => ({ ran: true, queued: 0, batches: 0 })),
}));
const drains = vi.mocked(drainFilterAlerts);

let database: Database;
let parts: TestAppParts;
let api: ApiCaller;

beforeAll(async () => {
  database = await openTestDatabase();
  parts = await buildAppOn(database);
  // As the server starts it: its hook sees every request of the app.
  startFilterAlerts(parts.app);
  await parts.app.ready();
  api = apiCaller(parts.app, database.db);
});
afterAll(async () => {
  await parts.close();
  await database.close();
});

/** Lets the onResponse hook's nudge run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('[jobs] saved-filter alerts nudge', () => {
  it('is not nudged by reads sent as POST, and is by a write', async () => {
    const user = await buildUser(database.db);
    await createComplex(database.db, parts.storage, { object: { title: 'ЖК Тихий', published: true } });
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
