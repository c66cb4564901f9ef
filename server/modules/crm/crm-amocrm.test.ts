// The amoCRM connector through the API against a local amoCRM (server/test/fake-amocrm.ts) that checks every
// request's shape and Bearer token: the authorization code exchanged on save, a booking as a lead with its contact
// in the mapped pipeline and status, a deal's move, the access token refreshed when expired or refused (once, even
// with two callers at once), a revoked grant marking the connector broken and telling the owner, and amoCRM's
// webhook verified by the company's secret and the account's subdomain.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { crmConnectors, crmLinks, crmSyncLog, deals, notifications, outbox } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { AMO_APP, startFakeAmo, type FakeAmo } from '../../test/fake-amocrm.ts';
import { buildCrmWorld, CRM_PRICE, type CrmWorld } from '../../test/worlds/crm.ts';
import { refreshAmoToken } from './amo-tokens.ts';
import * as crmApi from '#shared/api/crm.ts';

let t: TestContext;
let w: CrmWorld;
let amo: FakeAmo;

const mapping = {
  pipelineId: '7001',
  stages: {
    request: '142001',
    booking: '142002',
    confirmed: '142003',
    agreement: '142004',
    closed: '142',
    lost: '143',
  },
  names: { '142002': 'Бронь', '142003': 'Подтверждена', '142004': 'Договор' },
};
const settings = (version: number, code?: string) => ({
  kind: 'amocrm',
  version,
  amocrm: {
    subdomain: 'https://chernomor.amocrm.ru/',
    clientId: AMO_APP.clientId,
    clientSecret: AMO_APP.clientSecret,
    redirectUri: AMO_APP.redirectUri,
    ...(code ? { code } : {}),
  },
  mapping,
});
const connector = async () =>
  (await t.db.select().from(crmConnectors).where(eq(crmConnectors.companyId, w.companyId)))[0]!;
const linkOf = async (bookingId: number) =>
  (await t.db.select().from(crmLinks).where(eq(crmLinks.bookingId, bookingId)))[0];
const lastLog = async () =>
  (
    await t.db.select().from(crmSyncLog).where(eq(crmSyncLog.companyId, w.companyId)).orderBy(crmSyncLog.id)
  ).at(-1);
const deps = () => ({ db: t.db, env: t.app.env, realtime: t.realtime, now: () => t.clock.now() });

beforeAll(async () => {
  amo = await startFakeAmo();
  t = await buildTestApp({ WEBHOOKS_ALLOW_PRIVATE: '1', AMOCRM_API_URL: amo.origin });
  w = await buildCrmWorld(t);
});
afterEach(() => {
  expect(amo.problems).toEqual([]);
});
afterAll(async () => {
  await t.close();
  await amo.close();
});

describe('[crm] amoCRM connection', () => {
  it('needs the authorization code, refuses a wrong one in Russian and exchanges a good one for tokens', async () => {
    const none = await w.inject(w.builder, 'PUT', w.crmUrl(), settings(0));
    expect(none.statusCode).toBe(422);
    expect(none.json().errors['amocrm.code'][0]).toMatch(/код авторизации/);
    const wrong = await w.inject(w.builder, 'PUT', w.crmUrl(), settings(0, 'def-not-a-code'));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors['amocrm.code'][0]).toMatch(
      /^amoCRM не принял код авторизации: Authorization code has been revoked/,
    );
    expect((await w.inject(w.builder, 'GET', w.crmUrl())).json().version).toBe(0);

    const res = await w.inject(w.builder, 'PUT', w.crmUrl(), settings(0, amo.newCode()));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'amocrm',
      state: 'active',
      version: 1,
      amocrm: {
        subdomain: 'chernomor',
        clientId: AMO_APP.clientId,
        clientSecretSaved: true,
        connected: true,
      },
    });
    const row = await connector();
    expect(row.amoAccessToken).toBe(amo.accessToken());
    expect(res.json().incomingUrl).toMatch(
      new RegExp(`/api/crm/amocrm/${w.companyId}/webhook\\?token=${row.inboundSecret}$`),
    );
    for (const secret of [AMO_APP.clientSecret, row.amoAccessToken!, row.amoRefreshToken!])
      expect(res.body).not.toContain(secret);
    // Saved again without a new code: the same integration stays connected, its secret kept.
    const again = await w.inject(w.builder, 'PUT', w.crmUrl(), {
      ...settings(1),
      amocrm: { ...settings(1).amocrm, clientSecret: '' },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await connector()).amoClientSecret).toBe(AMO_APP.clientSecret);
  });

  it('reads the pipelines with the Bearer token', async () => {
    const res = await w.inject(w.builder, 'GET', `${w.crmUrl()}/pipelines`);
    expect(res.json().ok).toBe(true);
    expect(res.json().pipelines[0]).toMatchObject({ id: '7001', name: 'Продажи новостроек' });
    expect(res.json().pipelines[0].stages.map((s: { id: string }) => s.id)).toContain('142004');
  });
});

describe('[crm] amoCRM sync', () => {
  let bookingId: number;
  let leadId: number;

  it('a booking becomes a lead with its contact in the mapped pipeline and status', async () => {
    bookingId = await w.book(w.unit['1']!);
    await w.drain();
    expect(amo.leads.size).toBe(1);
    const [lead] = [...amo.leads.values()];
    leadId = lead!.id;
    expect(lead).toMatchObject({ pipelineId: 7001, statusId: 142002, price: CRM_PRICE });
    expect(amo.contacts.get(lead!.contactId)).toEqual({ name: 'Анна Покупателева', phone: '+79181234567' });
    expect(await linkOf(bookingId)).toMatchObject({
      leadId: String(leadId),
      contactId: String(lead!.contactId),
    });
  });

  it('an expired access token is refreshed once before the call', async () => {
    t.clock.advance(25 * 60 * 60_000);
    const before = (await connector()).amoAccessToken;
    await w.confirm(bookingId);
    await w.drain();
    expect(amo.refreshes).toBe(1);
    expect(amo.leads.get(leadId)!.statusId).toBe(142003);
    const row = await connector();
    expect(row.amoAccessToken).not.toBe(before);
    expect(row.amoExpiresAt!.getTime()).toBe(t.clock.now().getTime() + 86_400_000);
  });

  it('a 401 gets a new token and the call is retried once', async () => {
    amo.expireAccess();
    const deal = await w.openDeal(bookingId);
    const moved = await w.agree(deal);
    expect(moved.statusCode, moved.body).toBe(200);
    await w.drain();
    expect(amo.refreshes).toBe(2);
    expect(amo.leads.get(leadId)!.statusId).toBe(142004);
    expect(await lastLog()).toMatchObject({
      ok: true,
      message: `Сделка ${leadId} переведена на этап «Договор»`,
    });
  });

  it('two callers with the same stale token make one refresh and share its token', async () => {
    const stale = (await connector()).amoAccessToken;
    const tokens = await Promise.all([
      refreshAmoToken(deps(), w.companyId, stale),
      refreshAmoToken(deps(), w.companyId, stale),
      refreshAmoToken(deps(), w.companyId, stale),
    ]);
    expect(amo.refreshes).toBe(3);
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).toBe(amo.accessToken());
  });
});

describe('[crm] amoCRM webhook', () => {
  const hook = (body: Record<string, string>, token?: string) =>
    t.callRaw(crmApi.amocrmWebhook, {
      params: { companyId: w.companyId },
      query: token === undefined ? {} : { token },
      body: {
        payload: Buffer.from(new URLSearchParams(body).toString()),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    });
  const statusChange = (leadId: string, statusId: string, subdomain = 'chernomor') => ({
    'leads[status][0][id]': leadId,
    'leads[status][0][status_id]': statusId,
    'leads[status][0][pipeline_id]': '7001',
    'leads[status][0][old_status_id]': '142002',
    'account[subdomain]': subdomain,
    'account[id]': '29085955',
  });

  it('moves the deal when the secret and the account match; refuses otherwise', async () => {
    const bookingId = await w.book(w.unit['2']!);
    await w.confirm(bookingId);
    const deal = await w.openDeal(bookingId);
    await w.drain();
    const leadId = (await linkOf(bookingId))!.leadId!;
    const { inboundSecret } = await connector();
    expect((await hook(statusChange(leadId, '142004'))).statusCode).toBe(401);
    expect((await hook(statusChange(leadId, '142004'), 'guessed')).statusCode).toBe(401);
    expect((await hook(statusChange(leadId, '142004', 'intruder'), inboundSecret)).statusCode).toBe(401);
    expect((await t.db.select().from(deals).where(eq(deals.id, deal.id)))[0]!.stage).toBe('booking');
    const res = await hook(statusChange(leadId, '142004'), inboundSecret);
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.db.select().from(deals).where(eq(deals.id, deal.id)))[0]!.stage).toBe('agreement');
    // A lead Kvartal did not make is left alone.
    expect((await hook(statusChange('999999', '143'), inboundSecret)).statusCode).toBe(200);
  });
});

describe('[crm] amoCRM grant revoked', () => {
  it('marks the connector broken, tells the owner in Russian, and waits until it is reconnected', async () => {
    amo.revoke();
    const bookingId = await w.book(w.unit['3']!, 'request');
    await w.drain();
    const row = await connector();
    expect(row).toMatchObject({ state: 'broken' });
    expect(row.brokenReason).toMatch(/^Доступ к amoCRM отозван/);
    const notes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, w.builder.user.id), eq(notifications.type, 'CrmBroken')));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.payload).toMatchObject({ companyId: w.companyId, kind: 'amocrm' });
    const read = (await w.inject(w.builder, 'GET', w.crmUrl())).json();
    expect(read).toMatchObject({ state: 'broken' });
    expect(read.log[0]).toMatchObject({ ok: false });
    const [item] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, 'crm'), eq(outbox.state, 'pending')));
    expect(item).toBeDefined();

    const fixed = await w.inject(w.builder, 'PUT', w.crmUrl(), settings(read.version, amo.newCode()));
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().state).toBe('active');
    t.clock.advance(60 * 60_000);
    await w.drain();
    expect((await linkOf(bookingId))?.leadId).toBeTruthy();
    const lead = amo.leads.get(Number((await linkOf(bookingId))!.leadId));
    expect(lead).toMatchObject({ statusId: 142001 });
  });
});
