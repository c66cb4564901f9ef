// Two nodes delivering one company's CRM items at once on PostgreSQL (a second pool on the same database; runs only
// with TEST_DATABASE_URL, as *.pg.test.ts): every booking becomes exactly one contact and one deal in the portal,
// and each booking's confirmation moves its deal after it was created, never before; two nodes refreshing one amoCRM
// token at once make one refresh.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../core/sql.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { startFakeBitrix, type FakeBitrix } from '../../test/fake-bitrix24.ts';
import { AMO_APP, startFakeAmo, type FakeAmo } from '../../test/fake-amocrm.ts';
import { drainOnNodes } from '../../test/outbox-nodes.ts';
import { buildCrmWorld, type CrmWorld } from '../../test/worlds/crm.ts';
import { refreshAmoToken } from './amo-tokens.ts';

let t: TestContext;
let w: CrmWorld;
let second: Database;
let portal: FakeBitrix;
let amo: FakeAmo;

beforeAll(async () => {
  portal = await startFakeBitrix();
  amo = await startFakeAmo();
  t = await buildTestApp({ WEBHOOKS_ALLOW_PRIVATE: '1', AMOCRM_API_URL: amo.origin });
  w = await buildCrmWorld(t);
  const url = await queryRows<{ db: string }>(t.db, sql`select current_database() as db`);
  const base = new URL(process.env.TEST_DATABASE_URL!);
  base.pathname = `/${url[0]!.db}`;
  second = await openDatabase({ url: base.toString() });
});
afterAll(async () => {
  await second.close();
  await t.close();
  await portal.close();
  await amo.close();
});

describe('[crm] two nodes on PostgreSQL', () => {
  it('deliver each booking once and in order', async () => {
    const saved = await w.inject(w.builder, 'PUT', w.crmUrl(), {
      kind: 'bitrix24',
      version: 0,
      bitrix24: { webhookUrl: portal.webhookUrl },
      mapping: { pipelineId: '3', stages: { booking: 'C3:PREPARATION', confirmed: 'C3:EXECUTING' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const ids: number[] = [];
    for (const n of ['1', '2', '3', '4', '5', '6']) {
      const id = await w.book(w.unit[n]!);
      await w.confirm(id);
      ids.push(id);
    }
    await drainOnNodes([t.db, second.db, t.db, second.db], t.clock);
    expect(portal.problems).toEqual([]);
    expect(portal.contacts.size).toBe(6);
    const deals = [...portal.deals.values()];
    expect(deals.map((d) => d.ORIGIN_ID).sort()).toEqual(ids.map((id) => `booking:${id}`).sort());
    expect(new Set(deals.map((d) => d.STAGE_ID))).toEqual(new Set(['C3:EXECUTING']));
  });

  it('two nodes refreshing one amoCRM token make one refresh', async () => {
    const { version } = (await w.inject(w.builder, 'GET', w.crmUrl())).json();
    const saved = await w.inject(w.builder, 'PUT', w.crmUrl(), {
      kind: 'amocrm',
      version,
      amocrm: { subdomain: 'chernomor', ...AMO_APP, code: amo.newCode() },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await queryRows<{ token: string }>(
      t.db,
      sql`select amo_access_token as token from crm_connectors where company_id = ${w.companyId}`,
    );
    const deps = (db: typeof t.db) => ({
      db,
      env: t.app.env,
      realtime: t.realtime,
      now: () => t.clock.now(),
    });
    const tokens = await Promise.all([
      refreshAmoToken(deps(t.db), w.companyId, row!.token),
      refreshAmoToken(deps(second.db), w.companyId, row!.token),
      refreshAmoToken(deps(second.db), w.companyId, row!.token),
    ]);
    expect(amo.refreshes).toBe(1);
    expect(new Set(tokens)).toEqual(new Set([amo.accessToken()]));
  });
});
