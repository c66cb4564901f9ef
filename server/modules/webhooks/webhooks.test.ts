// Outgoing webhooks through the API: endpoints of a company's own, signed deliveries from a booking's transaction,
// retries until a 2xx (one processed delivery per event), order per booking, «Повторить», the endpoint turned off
// after 3 days of failures with its owner told, and strangers refused.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Ability, Role } from '#shared/enums.ts';
import { notifications, objects, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.ts';
import { buildBookingWorld, type BookingWorld } from '../../test/worlds/bookings.ts';
import { join, person, type Person } from '../../test/worlds/people.ts';
import { drainOutbox } from '../outbox/index.ts';
import { emitCompanyEvent } from './emit.ts';
import * as bookingsApi from '#shared/api/bookings.ts';
import * as chessEditorApi from '#shared/api/chess-editor.ts';
import * as integrationsApi from '#shared/api/integrations.ts';

const DAY = 86_400_000;

/** The Node.js verification code of docs/webhooks.md, run as a receiver would run it. */
function docsVerifier(): (secret: string, body: string, header: string, now: number) => boolean {
  const doc = readFileSync(new URL('../../../docs/webhooks.md', import.meta.url), 'utf8');
  const code = /```js\n\/\/ verify-kvartal-signature\n([\s\S]*?)```/.exec(doc)![1]!;
  const make = new Function('require', `${code}\nreturn verifyKvartalSignature;`) as (
    r: NodeRequire,
  ) => (secret: string, body: string, header: string, now: number) => boolean;
  return make(createRequire(import.meta.url));
}

let t: TestContext;
let w: BookingWorld;
let receiver: WebhookReceiver;
let companyId: number;
let otherCompanyId: number;
let clerk: Person;

const drain = () => drainOutbox({ db: t.db, now: () => t.clock.now() });

const client = { clientName: 'Анна Клиентова', clientPhone: '+7(918)123-45-67' };
const book = (cellId: number) =>
  t.call(bookingsApi.createBooking, { body: { cellId, kind: 'booking', ...client } }, w.agent);

beforeAll(async () => {
  t = await buildTestApp({ WEBHOOKS_ALLOW_PRIVATE: '1' });
  w = await buildBookingWorld(t);
  receiver = await startWebhookReceiver();
  const [main] = await t.db.select().from(objects).where(eq(objects.id, w.objectId));
  const [other] = await t.db.select().from(objects).where(eq(objects.id, w.offObjectId));
  companyId = main!.companyId!;
  otherCompanyId = other!.companyId!;
  clerk = await person(t, Role.user, 'Игорь Помощников', [Ability.cabinet]);
  await join(t, companyId, clerk, 'builder', 'member', ['bookings']);
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

describe('[webhooks] endpoints', () => {
  it('adds an endpoint, answers its secret once and never again', async () => {
    const res = await t.call(
      integrationsApi.createWebhook,
      {
        params: { id: companyId },
        body: {
          url: receiver.url,
          events: ['booking.*', 'request.created'],
        },
      },
      w.builder,
    );
    expect(res.statusCode).toBe(201);
    const { webhook, secret } = res.json();
    expect(secret).toMatch(/^whsec_/);
    expect(webhook.events).toContain('booking.confirmed');
    expect(webhook.events).toContain('request.created');
    const list = await t.call(integrationsApi.listWebhooks, { params: { id: companyId } }, w.builder);
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).not.toContain(secret);
    expect(list.json().data.map((h: { id: number }) => h.id)).toEqual([webhook.id]);
  });

  it('refuses a bad URL and unknown or no events in Russian', async () => {
    const res = await t.call(
      integrationsApi.createWebhook,
      {
        params: { id: companyId },
        body: {
          url: 'ftp://example.com',
          events: ['deal.closed'],
        },
      },
      w.builder,
    );
    expect(res.statusCode).toBe(422);
    expect(res.failure().errors.url[0]).toMatch(/https:\/\//);
    expect(res.failure().errors['events.0'] ?? res.failure().errors.events).toBeTruthy();
    const none = await t.call(
      integrationsApi.createWebhook,
      { params: { id: companyId }, body: { url: receiver.url, events: [] } },
      w.builder,
    );
    expect(none.statusCode).toBe(422);
    expect(JSON.stringify(none.failure().errors)).toContain('Выберите хотя бы одно событие');
  });

  it('is the company’s own: strangers get 404, a member without settings 403', async () => {
    const [hook] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.companyId, companyId));
    for (const who of [w.otherBuilder, w.agent, w.buyer]) {
      expect(
        (await t.call(integrationsApi.listWebhooks, { params: { id: companyId } }, who)).statusCode,
      ).toBe(404);
      expect(
        (
          await t.call(
            integrationsApi.createWebhook,
            { params: { id: companyId }, body: { url: receiver.url, events: ['deal.stage_changed'] } },
            who,
          )
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await t.call(
            integrationsApi.updateWebhook,
            { params: { id: companyId, webhookId: hook!.id }, body: { events: ['deal.stage_changed'] } },
            who,
          )
        ).statusCode,
      ).toBe(404);
      expect(
        (await t.call(integrationsApi.deleteWebhook, { params: { id: companyId, webhookId: hook!.id } }, who))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await t.call(
            integrationsApi.listWebhookDeliveries,
            { params: { id: companyId, webhookId: hook!.id } },
            who,
          )
        ).statusCode,
      ).toBe(404);
    }
    // A foreign endpoint's id under the caller's own company is a 404 too.
    expect(
      (
        await t.call(
          integrationsApi.listWebhookDeliveries,
          { params: { id: otherCompanyId, webhookId: hook!.id } },
          w.otherBuilder,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call(
          integrationsApi.deleteWebhook,
          { params: { id: otherCompanyId, webhookId: hook!.id } },
          w.otherBuilder,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.call(integrationsApi.listWebhooks, { params: { id: companyId } }, clerk)).statusCode,
    ).toBe(403);
    expect(
      (await t.call(integrationsApi.deleteWebhook, { params: { id: companyId, webhookId: hook!.id } }, clerk))
        .statusCode,
    ).toBe(403);
    const [still] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook!.id));
    expect(still!.events).not.toContain('deal.stage_changed');
  });
});

describe('[webhooks] deliveries', () => {
  it('retries a failing endpoint until it answers 2xx: one processed delivery, signed as the docs verify', async () => {
    const [hook] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.companyId, companyId));
    const secret = hook!.secret;
    receiver.script([500, 502], 200);
    const before = receiver.received.length;
    expect((await book(w.unit['1']!)).statusCode).toBe(201);
    await drain();
    t.clock.advance(10_000);
    await drain();
    t.clock.advance(20_000);
    await drain();
    t.clock.advance(60 * 60_000);
    await drain();
    const got = receiver.received.slice(before);
    expect(got.map((r) => r.status)).toEqual([500, 502, 200]);
    expect(new Set(got.map((r) => r.event.id)).size).toBe(1);
    expect(got[0]!.event.type).toBe('booking.created');
    expect(got[0]!.event.data).toMatchObject({ kind: 'booking', state: 'requested', cellId: w.unit['1'] });
    const verify = docsVerifier();
    for (const r of got) {
      const ts = Number(/t=(\d+)/.exec(r.signature)![1]);
      expect(verify(secret, r.body, r.signature, ts)).toBe(true);
      expect(verify('whsec_wrong', r.body, r.signature, ts)).toBe(false);
      expect(verify(secret, `${r.body} `, r.signature, ts)).toBe(false);
    }
    const [delivery] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventId, got[0]!.event.id));
    expect(delivery).toMatchObject({ state: 'delivered', attempts: 3, statusCode: 200, response: 'принято' });
    const log = await t.call(
      integrationsApi.listWebhookDeliveries,
      { params: { id: companyId, webhookId: hook!.id } },
      w.builder,
    );
    expect(log.json().data[0]).toMatchObject({ type: 'booking.created', state: 'delivered', attempts: 3 });
    expect(typeof log.json().data[0].durationMs).toBe('number');
  });

  it('keeps the order of one booking: its second event waits for the first', async () => {
    receiver.script([503], 200);
    const before = receiver.received.length;
    const res = await book(w.unit['2']!);
    const bookingId = res.json().booking.id as number;
    const confirm = await t.call(
      bookingsApi.actOnBooking,
      {
        params: { id: bookingId },
        body: {
          action: 'confirm',
        },
      },
      w.builder,
    );
    expect(confirm.statusCode).toBe(200);
    await drain();
    // The first failed; the confirmation, ready since, was not sent ahead of it.
    expect(receiver.received.slice(before).map((r) => [r.event.type, r.status])).toEqual([
      ['booking.created', 503],
    ]);
    t.clock.advance(10_000);
    await drain();
    expect(receiver.received.slice(before).map((r) => [r.event.type, r.status])).toEqual([
      ['booking.created', 503],
      ['booking.created', 200],
      ['booking.confirmed', 200],
    ]);
    expect(receiver.received.at(-1)!.event.data).toMatchObject({ bookingId, previousState: 'requested' });
  });

  it('sends a delivery again on «Повторить», with its event id', async () => {
    const [hook] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.companyId, companyId));
    const log = await t.call(
      integrationsApi.listWebhookDeliveries,
      { params: { id: companyId, webhookId: hook!.id } },
      w.builder,
    );
    const last = log.json().data[0];
    const before = receiver.received.length;
    const res = await t.call(
      integrationsApi.retryWebhookDelivery,
      { params: { id: companyId, webhookId: hook!.id, deliveryId: last.id } },
      w.builder,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().delivery.state).toBe('pending');
    await drain();
    expect(receiver.received.slice(before).map((r) => r.event.id)).toEqual([last.eventId]);
    expect(
      (
        await t.call(
          integrationsApi.retryWebhookDelivery,
          { params: { id: companyId, webhookId: hook!.id, deliveryId: last.id } },
          w.otherBuilder,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call(
          integrationsApi.retryWebhookDelivery,
          { params: { id: companyId, webhookId: hook!.id, deliveryId: 999999 } },
          w.builder,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('turns an endpoint off after 3 days of failures and tells the owner', async () => {
    const res = await t.call(
      integrationsApi.createWebhook,
      {
        params: { id: companyId },
        body: {
          url: receiver.url.replace('/hooks', '/broken'),
          events: ['unit.price_changed'],
        },
      },
      w.builder,
    );
    const id = res.json().webhook.id as number;
    receiver.script([], 500);
    const emit = () =>
      t.db.transaction((tx) =>
        emitCompanyEvent(tx, companyId, 'unit.price_changed', { cellId: 1 }, 'unit:1', t.clock.now()),
      );
    for (let day = 0; day <= 3; day++) {
      await emit();
      await drain();
      t.clock.advance(DAY + 60 * 60_000);
      await drain();
    }
    const [hook] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(hook!.enabled).toBe(false);
    expect(hook!.disabledAt).not.toBeNull();
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, w.builder.user.id), eq(notifications.type, 'WebhookDisabled')));
    expect(told).toHaveLength(1);
    expect(told[0]!.payload).toMatchObject({ companyId, webhookId: id });
    // Off: new events are not queued for it; turned back on, it starts afresh.
    expect(
      await t.db.transaction((tx) =>
        emitCompanyEvent(tx, companyId, 'unit.price_changed', {}, null, t.clock.now()),
      ),
    ).toBe(0);
    const on = await t.call(
      integrationsApi.updateWebhook,
      { params: { id: companyId, webhookId: id }, body: { enabled: true } },
      w.builder,
    );
    expect(on.json()).toMatchObject({ enabled: true, failingSince: null, disabledAt: null });
    expect(
      (
        await t.call(integrationsApi.deleteWebhook, { params: { id: companyId, webhookId: id } }, w.builder)
      ).json(),
    ).toEqual({ ok: true });
  });

  it('sends unit price changes from the chessboard editor to the builder', async () => {
    const hook = await t.call(
      integrationsApi.createWebhook,
      {
        params: { id: companyId },
        body: {
          url: receiver.url,
          events: ['unit.price_changed'],
        },
      },
      w.builder,
    );
    expect(hook.statusCode).toBe(201);
    receiver.script([], 200);
    const before = receiver.received.length;
    const res = await t.call(
      chessEditorApi.updateCell,
      { params: { id: w.unit['3'] }, body: { price: 9_100_000 } },
      w.builder,
    );
    expect(res.statusCode).toBe(200);
    // The editor's change is stamped with the database's time, which may be ahead of the test's clock.
    t.clock.set(new Date(Math.max(t.clock.now().getTime(), Date.now() + 1000)));
    await drain();
    const got = receiver.received.slice(before).filter((r) => r.event.type === 'unit.price_changed');
    expect(got).toHaveLength(1);
    expect(got[0]!.event.data).toMatchObject({ cellId: w.unit['3'], price: 9_100_000 });
  });
});

describe('[webhooks] private addresses (SSRF)', () => {
  let strict: TestContext;
  beforeAll(async () => {
    strict = await buildTestApp();
  });
  afterAll(() => strict.close());

  it('refuses URLs that are or resolve to private addresses, and will not deliver to one', async () => {
    const sw = await buildBookingWorld(strict);
    const [obj] = await strict.db.select().from(objects).where(eq(objects.id, sw.objectId));
    const id = obj!.companyId!;
    for (const url of [
      'http://127.0.0.1:8080/x',
      'http://localhost/x',
      'http://10.1.2.3/x',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/x',
      'http://192.168.0.10/x',
    ]) {
      const res = await strict.call(
        integrationsApi.createWebhook,
        { params: { id }, body: { url, events: ['booking.*'] } },
        sw.builder,
      );
      expect(res.statusCode, url).toBe(422);
      expect(res.failure().errors.url[0]).toContain('внутреннюю сеть');
    }
    // One stored before the rule (or re-pointed): the delivery refuses it too.
    const [hook] = await strict.db
      .insert(webhookEndpoints)
      .values({ companyId: id, url: receiver.url, events: ['booking.created'], secret: 'whsec_x' })
      .returning();
    const before = receiver.received.length;
    await strict.call(
      bookingsApi.createBooking,
      { body: { cellId: sw.unit['1'], kind: 'booking', ...client } },
      sw.agent,
    );
    await drainOutbox({ db: strict.db, now: () => strict.clock.now() });
    expect(receiver.received.length).toBe(before);
    const [delivery] = await strict.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, hook!.id));
    expect(delivery!.response).toContain('внутреннюю сеть');
    expect(delivery!.state).toBe('retrying');
  });
});
