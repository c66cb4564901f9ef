// The Bitrix24 connector through the API against a local portal (server/test/fake-bitrix24.ts) that checks every
// request's shape and webhook path: settings with secrets never read back, the mapping from the portal's funnels, a
// booking as a contact and a deal in the mapped stage, retries without duplicates, a deal's move, the portal's
// outgoing webhook moving the Kvartal deal (verified by its application token), and strangers refused.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { crmLinks, crmSyncLog, deals, outbox } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { startFakeBitrix, type FakeBitrix } from '../../test/fake-bitrix24.ts';
import { buildCrmWorld, CRM_PRICE, type CrmWorld } from '../../test/worlds/crm.ts';
import { enqueueOutbox } from '../outbox/index.ts';
import { CRM_CHANNEL, crmOrderKey } from './enqueue.ts';
import * as crmApi from '#shared/api/crm.ts';

let t: TestContext;
let w: CrmWorld;
let portal: FakeBitrix;
const APP_TOKEN = 'b24apptoken51856fefc120afa4';
/** What a manager pastes: the portal's real address; BITRIX24_API_URL sends the calls to the fake. */
let pasted: string;

const mapping = {
  pipelineId: '3',
  stages: {
    request: 'C3:NEW',
    booking: 'C3:PREPARATION',
    confirmed: 'C3:EXECUTING',
    agreement: 'C3:UC_AGREEMENT',
    contract: 'C3:UC_CONTRACT',
    closed: 'C3:WON',
    lost: 'C3:LOSE',
  },
  names: {
    'C3:PREPARATION': 'Бронь ждёт',
    'C3:EXECUTING': 'Бронь подтверждена',
    'C3:UC_AGREEMENT': 'Договор бронирования',
  },
};

const logOf = async () =>
  t.db.select().from(crmSyncLog).where(eq(crmSyncLog.companyId, w.companyId)).orderBy(crmSyncLog.id);
const linkOf = async (bookingId: number) =>
  (await t.db.select().from(crmLinks).where(eq(crmLinks.bookingId, bookingId)))[0];
const dealOf = async (id: number) => (await t.db.select().from(deals).where(eq(deals.id, id)))[0]!;
const inbound = (body: Record<string, string>, companyId = w.companyId) =>
  t.callRaw(crmApi.bitrix24Webhook, {
    params: { companyId },
    body: {
      payload: Buffer.from(new URLSearchParams(body).toString()),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
  });
const portalMoved = (dealId: string, token = APP_TOKEN) =>
  inbound({
    event: 'ONCRMDEALUPDATE',
    'data[FIELDS][ID]': dealId,
    ts: '1736405807',
    'auth[domain]': 'chernomor.bitrix24.ru',
    'auth[member_id]': 'a223c6b3710f85df22e9377d6c4f7553',
    'auth[application_token]': token,
  });

beforeAll(async () => {
  portal = await startFakeBitrix();
  t = await buildTestApp({ WEBHOOKS_ALLOW_PRIVATE: '1', BITRIX24_API_URL: portal.origin });
  w = await buildCrmWorld(t);
  pasted = `https://chernomor.bitrix24.ru${new URL(portal.webhookUrl).pathname}`;
});
afterEach(() => {
  // Every request the connector made had the documented shape and the webhook's path.
  expect(portal.problems).toEqual([]);
});
afterAll(async () => {
  await t.close();
  await portal.close();
});

describe('[crm] Bitrix24 settings', () => {
  it('starts off, saves the webhook and the mapping, and never answers the secrets back', async () => {
    const before = await w.inject(w.builder, 'GET', w.crmUrl());
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      kind: 'none',
      state: 'off',
      version: 0,
      incomingUrl: null,
      log: [],
    });

    const res = await w.inject(w.builder, 'PUT', w.crmUrl(), {
      kind: 'bitrix24',
      version: 0,
      bitrix24: { webhookUrl: pasted, appToken: APP_TOKEN },
      mapping,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({
      kind: 'bitrix24',
      state: 'active',
      version: 1,
      bitrix24: { portal: 'chernomor.bitrix24.ru', webhookSaved: true, appTokenSaved: true },
      mapping: { pipelineId: '3', stages: { booking: 'C3:PREPARATION' } },
    });
    expect(saved.incomingUrl).toMatch(new RegExp(`/api/crm/bitrix24/${w.companyId}/webhook$`));
    const read = await w.inject(w.builder, 'GET', w.crmUrl());
    expect(read.body).not.toContain('k7x2m9q4w8e1r5t3');
    expect(read.body).not.toContain(APP_TOKEN);
  });

  it('reads the portal’s funnels and their stages for the mapping', async () => {
    const res = await w.inject(w.builder, 'GET', `${w.crmUrl()}/pipelines`);
    expect(res.statusCode).toBe(200);
    const { ok, pipelines } = res.json();
    expect(ok).toBe(true);
    expect(pipelines.map((p: { id: string; name: string }) => `${p.id} ${p.name}`)).toEqual([
      '0 Общая',
      '3 Новостройки',
    ]);
    expect(pipelines[1].stages[0]).toEqual({ id: 'C3:NEW', name: 'Заявка с Квартала' });
  });

  it('refuses a stale version with 409 and a wrong address with a Russian 422', async () => {
    const stale = await w.inject(w.builder, 'PUT', w.crmUrl(), { kind: 'bitrix24', version: 0, mapping });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().crm.version).toBe(1);
    const wrong = await w.inject(w.builder, 'PUT', w.crmUrl(), {
      kind: 'bitrix24',
      version: 1,
      bitrix24: { webhookUrl: 'https://chernomor.bitrix24.ru/crm/deal/' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors['bitrix24.webhookUrl'][0]).toMatch(/входящего вебхука/);
    expect((await w.inject(w.builder, 'GET', w.crmUrl())).json().version).toBe(1);
  });

  it('is the company’s own: strangers 404, a member without settings 403, anonymous 401', async () => {
    for (const who of [w.otherBuilder, w.agent, w.head, w.buyer]) {
      expect((await w.inject(who, 'GET', w.crmUrl())).statusCode).toBe(404);
      expect((await w.inject(who, 'GET', `${w.crmUrl()}/pipelines`)).statusCode).toBe(404);
      expect((await w.inject(who, 'PUT', w.crmUrl(), { kind: 'none', version: 1 })).statusCode).toBe(404);
    }
    expect((await w.inject(w.clerk, 'GET', w.crmUrl())).statusCode).toBe(403);
    expect((await w.inject(w.manager, 'PUT', w.crmUrl(), { kind: 'none', version: 1 })).statusCode).toBe(403);
    expect((await w.inject(null, 'GET', w.crmUrl())).statusCode).toBe(401);
    // An agency has no CRM connector of this kind.
    expect(
      (await w.inject(w.head, 'PUT', w.crmUrl(w.agencyId), { kind: 'bitrix24', version: 0 })).statusCode,
    ).toBe(409);
    expect((await w.inject(w.builder, 'GET', w.crmUrl())).json()).toMatchObject({
      kind: 'bitrix24',
      version: 1,
    });
  });
});

describe('[crm] Bitrix24 sync', () => {
  let bookingId: number;
  let leadId: string;

  it('a booking becomes a contact and a deal in the mapped funnel and stage, retried after a failure, once', async () => {
    bookingId = await w.book(w.unit['1']!);
    portal.failNext(1);
    await w.drain();
    expect(portal.deals.size).toBe(0);
    const failed = (await logOf()).at(-1)!;
    expect(failed).toMatchObject({ direction: 'out', ok: false, subject: `Бронь №${bookingId}` });
    expect(failed.message).toMatch(/^Не передано: CRM ответила ошибкой/);
    t.clock.advance(10_000);
    // Two drainers at once still deliver it once.
    await Promise.all([w.drain(), w.drain()]);
    expect(portal.contacts.size).toBe(1);
    expect(portal.deals.size).toBe(1);
    const [deal] = [...portal.deals.values()];
    expect(deal).toMatchObject({
      CATEGORY_ID: 3,
      STAGE_ID: 'C3:PREPARATION',
      OPPORTUNITY: CRM_PRICE,
      ORIGIN_ID: `booking:${bookingId}`,
    });
    expect(deal!.TITLE).toMatch(new RegExp(`^Бронь №${bookingId}: ЖК «Бриз», кв\\. `));
    expect([...portal.contacts.values()][0]).toEqual({ NAME: 'Анна Покупателева', PHONE: '+79181234567' });
    const link = await linkOf(bookingId);
    leadId = link!.leadId!;
    expect(link).toMatchObject({
      kind: 'bitrix24',
      contactId: String(deal!.CONTACT_ID),
      leadId: String(deal!.ID),
    });
    expect((await logOf()).at(-1)).toMatchObject({
      ok: true,
      message: `Создан контакт и сделка ${leadId} на этапе «Бронь ждёт»`,
    });
  });

  it('delivering the same step again updates the deal instead of making a second one', async () => {
    await t.db.transaction((tx) =>
      enqueueOutbox(
        tx,
        {
          channel: CRM_CHANNEL,
          target: String(w.companyId),
          orderKey: crmOrderKey(w.companyId, bookingId),
          payload: { bookingId, key: 'booking', kind: 'bitrix24' },
        },
        t.clock.now(),
      ),
    );
    await w.drain();
    expect(portal.deals.size).toBe(1);
    expect(portal.contacts.size).toBe(1);
  });

  it('confirming the booking and moving the deal move the portal’s deal', async () => {
    await w.confirm(bookingId);
    await w.drain();
    expect(portal.deals.get(Number(leadId))!.STAGE_ID).toBe('C3:EXECUTING');
    const deal = await w.openDeal(bookingId);
    const moved = await w.agree(deal);
    expect(moved.statusCode, moved.body).toBe(200);
    await w.drain();
    expect(portal.deals.get(Number(leadId))!.STAGE_ID).toBe('C3:UC_AGREEMENT');
    expect((await logOf()).at(-1)).toMatchObject({
      ok: true,
      message: `Сделка ${leadId} переведена на этап «Договор бронирования»`,
    });
    const left = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, 'crm'), eq(outbox.state, 'pending')));
    expect(left).toEqual([]);
  });

  it('a request becomes a deal at the request stage', async () => {
    const requestId = await w.book(w.unit['2']!, 'request');
    await w.drain();
    const link = await linkOf(requestId);
    expect(portal.deals.get(Number(link!.leadId))).toMatchObject({ STAGE_ID: 'C3:NEW' });
    expect(portal.deals.get(Number(link!.leadId))!.TITLE).toMatch(/^Заявка №/);
  });
});

describe('[crm] Bitrix24 outgoing webhook', () => {
  let dealId: number;
  let leadId: string;

  it('a stage changed in the portal moves the Kvartal deal; a repeat changes nothing', async () => {
    const bookingId = await w.book(w.unit['3']!);
    await w.confirm(bookingId);
    dealId = (await w.openDeal(bookingId)).id;
    await w.drain();
    leadId = (await linkOf(bookingId))!.leadId!;
    portal.setStage(Number(leadId), 'C3:UC_AGREEMENT');
    const res = await portalMoved(leadId);
    expect(res.statusCode, res.body).toBe(200);
    const moved = await dealOf(dealId);
    expect(moved.stage).toBe('agreement');
    expect((await logOf()).at(-1)).toMatchObject({
      direction: 'in',
      ok: true,
      message: `Сделка №${dealId} переведена на этап «Договор бронирования» по CRM`,
    });
    expect((await portalMoved(leadId)).statusCode).toBe(200);
    expect((await dealOf(dealId)).version).toBe(moved.version);
  });

  it('a move Kvartal refuses is answered 200 and written to the log in Russian', async () => {
    portal.setStage(Number(leadId), 'C3:UC_CONTRACT');
    const before = (await logOf()).length;
    expect((await portalMoved(leadId)).statusCode).toBe(200);
    expect((await dealOf(dealId)).stage).toBe('agreement');
    const entry = (await logOf())[before]!;
    expect(entry).toMatchObject({ direction: 'in', ok: false });
    expect(entry.message).toBe(
      `Сделку №${dealId} нельзя перевести на этап «ДДУ / ДКП»: Номер договора: буквы, цифры, «№», «-», «/», «.» — и хотя бы одна цифра, до 40 знаков`,
    );
  });

  it('a wrong application token is refused 401 and moves nothing; an unknown company is 404', async () => {
    portal.setStage(Number(leadId), 'C3:LOSE');
    expect((await portalMoved(leadId, 'forged-token')).statusCode).toBe(401);
    expect((await portalMoved(leadId, '')).statusCode).toBe(401);
    expect((await dealOf(dealId)).stage).toBe('agreement');
    expect((await inbound({ event: 'ONCRMDEALUPDATE' }, w.agencyId)).statusCode).toBe(404);
  });

  it('the lost stage cancels the deal with the CRM named as the reason', async () => {
    expect((await portalMoved(leadId)).statusCode).toBe(200);
    expect(await dealOf(dealId)).toMatchObject({ stage: 'cancelled', cancelReason: 'Отменена в CRM' });
  });

  it('is rate-limited per company', async () => {
    let last = 0;
    for (let i = 0; i < 130 && last !== 429; i++)
      last = (await portalMoved(leadId, 'forged-token')).statusCode;
    expect(last).toBe(429);
  });
});

describe('[crm] Bitrix24 check', () => {
  it('a webhook with a wrong code fails «Проверить» with a Russian reason, not an error', async () => {
    const { version } = (await w.inject(w.builder, 'GET', w.crmUrl())).json();
    const saved = await w.inject(w.builder, 'PUT', w.crmUrl(), {
      kind: 'bitrix24',
      version,
      bitrix24: { webhookUrl: 'https://chernomor.bitrix24.ru/rest/1/wrongcode123/' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await w.inject(w.builder, 'GET', `${w.crmUrl()}/pipelines`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: false,
      message: 'CRM отказала в доступе: проверьте ключи и права вебхука',
      pipelines: [],
    });
  });
});
