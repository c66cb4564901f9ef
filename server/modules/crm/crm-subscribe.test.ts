// Kvartal subscribing itself to the CRM's stage changes on save and removing the subscription on disconnect, against
// the local amoCRM (POST/DELETE /api/v4/webhooks with the Bearer token) and Bitrix24 (event.bind/event.unbind through
// the incoming webhook), both failing the test on a request of the wrong shape or auth.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { crmConnectors } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { AMO_APP, AMO_WEBHOOKS_PATH, startFakeAmo, type FakeAmo } from '../../test/fake-amocrm.ts';
import { startFakeBitrix, type FakeBitrix } from '../../test/fake-bitrix24.ts';
import { buildCrmWorld, type CrmWorld } from '../../test/worlds/crm.ts';

let t: TestContext;
let w: CrmWorld;
let amo: FakeAmo;
let portal: FakeBitrix;
let pasted: string;
const BASE = 'https://kvartal.example';

const amoSettings = (version: number, code?: string) => ({
  kind: 'amocrm',
  version,
  amocrm: {
    subdomain: 'chernomor.amocrm.ru',
    clientId: AMO_APP.clientId,
    clientSecret: AMO_APP.clientSecret,
    redirectUri: AMO_APP.redirectUri,
    ...(code ? { code } : {}),
  },
});
const bitrixSettings = (version: number) => ({
  kind: 'bitrix24',
  version,
  bitrix24: { webhookUrl: pasted, appToken: 'app-token-1234567890' },
});
const secret = async () =>
  (await t.db.select().from(crmConnectors).where(eq(crmConnectors.companyId, w.companyId)))[0]!.inboundSecret;
const save = async (body: unknown) => {
  const res = await w.inject(w.builder, 'PUT', w.crmUrl(), body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  amo = await startFakeAmo();
  portal = await startFakeBitrix();
  t = await buildTestApp({
    WEBHOOKS_ALLOW_PRIVATE: '1',
    AMOCRM_API_URL: amo.origin,
    BITRIX24_API_URL: portal.origin,
    PUBLIC_URL: BASE,
  });
  w = await buildCrmWorld(t);
  pasted = `https://chernomor.bitrix24.ru${new URL(portal.webhookUrl).pathname}`;
});
afterEach(() => {
  expect(amo.problems).toEqual([]);
  expect(portal.problems).toEqual([]);
});
afterAll(async () => {
  await t.close();
  await amo.close();
  await portal.close();
});

describe('[crm] self-subscription', () => {
  it('[crm] connecting amoCRM registers its status_lead webhook; switching to Bitrix24 removes it and binds ONCRMDEALUPDATE; off unbinds', async () => {
    expect((await w.inject(w.builder, 'GET', w.crmUrl())).json().notifications).toEqual({
      state: 'off',
      error: null,
    });
    const amoSaved = await save(amoSettings(0, amo.newCode()));
    const amoUrl = `${BASE}/api/crm/amocrm/${w.companyId}/webhook?token=${await secret()}`;
    expect(amoSaved.notifications).toEqual({ state: 'on', error: null });
    expect([...amo.webhooks.entries()]).toEqual([
      [amoUrl, expect.objectContaining({ settings: ['status_lead'] })],
    ]);
    const posted = amo.requests.find((r) => r.method === 'POST' && r.path === AMO_WEBHOOKS_PATH)!;
    expect(posted.headers.authorization).toBe(`Bearer ${amo.accessToken()}`);
    expect(posted.body).toEqual({ destination: amoUrl, settings: ['status_lead'], sort: 10 });
    expect(amoSaved.log[0]).toMatchObject({ subject: 'Подписка на уведомления amoCRM', ok: true });

    // Saved again unchanged: no second subscription.
    const count = amo.requests.length;
    await save({ ...amoSettings(1), mapping: undefined });
    expect(amo.requests.filter((r) => r.path === AMO_WEBHOOKS_PATH)).toHaveLength(1);
    expect(amo.requests.length).toBe(count);

    const bitrixSaved = await save(bitrixSettings(2));
    const bitrixUrl = `${BASE}/api/crm/bitrix24/${w.companyId}/webhook?token=${await secret()}`;
    const deleted = amo.requests.find((r) => r.method === 'DELETE' && r.path === AMO_WEBHOOKS_PATH)!;
    expect(deleted.body).toEqual({ destination: amoUrl });
    expect(deleted.headers.authorization).toMatch(/^Bearer /);
    expect(amo.webhooks.size).toBe(0);
    expect(portal.handlers).toEqual([{ event: 'ONCRMDEALUPDATE', handler: bitrixUrl }]);
    expect(portal.requests.find((r) => r.path.endsWith('/event.bind.json'))!.body).toEqual({
      event: 'ONCRMDEALUPDATE',
      handler: bitrixUrl,
    });
    expect(bitrixSaved.notifications).toEqual({ state: 'on', error: null });

    // The handler Kvartal bound is verified by the secret in its address (Bitrix24 sends no saved app token to it).
    const notify = (url: string) =>
      t.app.inject({
        method: 'POST',
        url: url.slice(BASE.length),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ event: 'ONCRMDEALUPDATE', 'data[FIELDS][ID]': '999999' }).toString(),
      });
    expect((await notify(bitrixUrl)).statusCode).toBe(200);
    expect((await notify(bitrixUrl.replace(/token=.*/, 'token=wrong'))).statusCode).toBe(401);

    const off = await save({ kind: 'none', version: 3 });
    expect(portal.requests.find((r) => r.path.endsWith('/event.unbind.json'))!.body).toEqual({
      event: 'ONCRMDEALUPDATE',
      handler: bitrixUrl,
    });
    expect(portal.handlers).toEqual([]);
    expect(off.notifications).toEqual({ state: 'off', error: null });
  });

  it('[crm] a portal refusing event.bind leaves the connector saved with the reason on the card; the next save binds', async () => {
    portal.refuseBind = true;
    try {
      const saved = await save(bitrixSettings(4));
      expect(saved).toMatchObject({ kind: 'bitrix24', state: 'active' });
      expect(saved.notifications).toEqual({
        state: 'failed',
        error:
          'Битрикс24 разрешает event.bind только приложениям (WRONG_AUTH_TYPE) — создайте исходящий вебхук на событие ONCRMDEALUPDATE',
      });
      expect(saved.log[0]).toMatchObject({ subject: 'Подписка на уведомления Битрикс24', ok: false });
    } finally {
      portal.refuseBind = false;
    }
    const again = await save({ kind: 'bitrix24', version: 5 });
    expect(again.notifications).toEqual({ state: 'on', error: null });
    expect(portal.handlers).toHaveLength(1);
    await save({ kind: 'none', version: 6 });
    expect(portal.handlers).toEqual([]);
  });

  it('[crm] a stranger cannot connect another company’s CRM: 404, and nothing is asked of the CRM', async () => {
    const before = portal.requests.length;
    const res = await w.inject(w.otherBuilder, 'PUT', w.crmUrl(), bitrixSettings(7));
    expect(res.statusCode).toBe(404);
    expect(portal.requests.length).toBe(before);
  });
});
