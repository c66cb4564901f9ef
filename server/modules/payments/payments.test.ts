import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Ability, NotificationType, Role } from '#shared/enums.ts';
import { notifications, payments, users } from '../../db/schema/index.ts';
import { parseEnv } from '../../env.ts';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { useTestApp } from '../../test/use-app.ts';
import { readBody } from '../../test/listen.ts';
import { useLocalServer } from '../../test/use-local-server.ts';
import { actor, type Actor } from '../../test/worlds/cabinet.ts';
import { PRODUCTION_ENV } from '../../test/production-env.ts';
import * as paymentsApi from '#shared/api/payments.ts';
import * as cabinetApi from '#shared/api/cabinet.ts';
import * as userOffersApi from '#shared/api/user-offers.ts';

/**
 * What YooKassa checks of a payment request with a receipt (54-FZ), as its API reference documents them: a customer
 * with an E.164 phone without the plus or an e-mail; lines with a description of 1–128 characters, a positive
 * quantity, a unit price in RUB as a two-decimal string, a vat_code 1–12, a payment subject and mode; the lines'
 * total equal to the payment's amount. Null when the receipt is fine, otherwise the parameter at fault.
 */
function receiptProblem(body: {
  amount?: { value?: string };
  receipt?: { customer?: { phone?: unknown; email?: unknown }; items?: unknown };
}): string | null {
  const receipt = body.receipt;
  if (!receipt) return 'receipt';
  const { phone, email } = receipt.customer ?? {};
  const phoneOk = typeof phone === 'string' && /^[1-9]\d{9,14}$/.test(phone);
  const emailOk = typeof email === 'string' && /^[^@\s]+@[^@\s]+$/.test(email);
  if (!phoneOk && !emailOk) return 'receipt.customer';
  const items = receipt.items;
  if (!Array.isArray(items) || items.length === 0 || items.length > 100) return 'receipt.items';
  let total = 0;
  for (const item of items as Record<string, unknown>[]) {
    const amount = item.amount as { value?: unknown; currency?: unknown } | undefined;
    if (typeof item.description !== 'string' || item.description.length < 1 || item.description.length > 128)
      return 'receipt.items.description';
    if (typeof item.quantity !== 'number' || !(item.quantity > 0)) return 'receipt.items.quantity';
    if (typeof amount?.value !== 'string' || !/^\d+\.\d{2}$/.test(amount.value) || amount.currency !== 'RUB')
      return 'receipt.items.amount';
    if (!Number.isInteger(item.vat_code) || (item.vat_code as number) < 1 || (item.vat_code as number) > 12)
      return 'receipt.items.vat_code';
    if (item.payment_subject !== 'service') return 'receipt.items.payment_subject';
    if (item.payment_mode !== 'full_payment') return 'receipt.items.payment_mode';
    total += Number(amount.value) * item.quantity;
  }
  if (Math.abs(total - Number(body.amount?.value)) > 0.001) return 'receipt.items.amount';
  return null;
}

const abilitiesOf = async (t: TestContext, who: Actor) =>
  (await t.db.select().from(users).where(eq(users.id, who.user.id)))[0]!.abilities;
const confirmations = (t: TestContext, who: Actor) =>
  t.db.$count(
    notifications,
    and(eq(notifications.userId, who.user.id), eq(notifications.type, NotificationType.paymentConfirmed)),
  );

describe('[payments] paid placement with the test provider', () => {
  const t = useTestApp({ AD_PRICE: '1490' });

  it('a user without ad-create is sent to pay, pays at once, and may post', async () => {
    const user = await actor(t, Role.user);
    expect((await t.call(userOffersApi.getOwnOffer, { params: { id: 'draft' } }, user)).failure().type).toBe(
      'PaymentRequired',
    );
    const cabinet = await t.call(cabinetApi.readCabinet, null, user);
    expect(cabinet.json().adCreate).toEqual({ allowed: false, price: 1490, payable: true });

    t.realtime.sent.length = 0;
    const res = await t.call(paymentsApi.startPayment, null, user);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment).toMatchObject({
      purpose: 'ad-create',
      amount: 1490,
      status: 'succeeded',
      confirmationUrl: null,
      confirmedAt: t.clock.now().toISOString(),
    });
    expect(res.json().user.abilities).toContain(Ability.adCreate);
    expect(await confirmations(t, user)).toBe(1);
    expect(t.realtime.sent.map((s) => [s.userId, s.event])).toEqual([
      [user.user.id, 'Notification'],
      [user.user.id, 'UserUpdated'],
    ]);

    expect((await t.call(userOffersApi.getOwnOffer, { params: { id: 'draft' } }, user)).statusCode).toBe(200);
    const again = await t.call(paymentsApi.startPayment, { body: { purpose: 'ad-create' } }, user);
    expect(again.statusCode).toBe(406);
    expect(again.failure().message).toMatch(/уже оплачено/);
    expect(await t.db.$count(payments, eq(payments.userId, user.user.id))).toBe(1);
  });

  it('answers an unknown purpose with 422 and a foreign payment with NotFound', async () => {
    const user = await actor(t, Role.user);
    expect((await t.callRaw(paymentsApi.startPayment, { body: { purpose: 'gold' } }, user)).statusCode).toBe(
      422,
    );
    const payer = await actor(t, Role.user);
    const paid = (await t.call(paymentsApi.startPayment, null, payer)).json().payment;
    expect((await t.call(paymentsApi.readPayment, { params: { id: paid.id } }, user)).statusCode).toBe(404);
    expect(
      (await t.call(paymentsApi.readPayment, { params: { id: paid.id } }, payer)).json().payment.status,
    ).toBe('succeeded');
  });
});

interface StubPayment {
  id: string;
  status: string;
  paid: boolean;
  amount: { value: string; currency: string };
  confirmation?: { type: string; confirmation_url: string };
  metadata?: Record<string, string>;
}

describe('[payments] YooKassa, against a local stub of its API', () => {
  let t: TestContext;
  let requests: { method: string; path: string; headers: IncomingMessage['headers']; body: unknown }[];
  const remote = new Map<string, StubPayment>();
  let failCreate = false;
  let failFetch = false;
  let seq = 0;

  const yookassa = useLocalServer(async (req, res) => {
    const raw = (await readBody(req)).toString('utf8');
    const body = raw ? JSON.parse(raw) : null;
    requests.push({ method: req.method!, path: req.url!, headers: req.headers, body });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    const error = (status: number, code: string, parameter?: string) =>
      send(status, { type: 'error', code, ...(parameter ? { parameter } : {}), description: code });
    if (req.headers.authorization !== `Basic ${Buffer.from('506751:test_secret').toString('base64')}`)
      return error(401, 'invalid_credentials');
    if (req.method === 'POST' && req.url === '/v3/payments') {
      if (failCreate) return send(500, { type: 'error', description: 'Internal error' });
      const key = req.headers['idempotence-key'];
      if (typeof key !== 'string' || key.length === 0 || key.length > 64)
        return error(400, 'invalid_request', 'Idempotence-Key');
      const problem = receiptProblem(body);
      if (problem) return error(400, 'invalid_request', problem);
      const id = `2f${String(++seq).padStart(6, '0')}-000f-5000-9000-1b68e7b15f3f`;
      const payment: StubPayment = {
        id,
        status: 'pending',
        paid: false,
        amount: body.amount,
        confirmation: {
          type: 'redirect',
          confirmation_url: `https://yoomoney.ru/checkout/payments/v2/contract?orderId=${id}`,
        },
        metadata: body.metadata,
      };
      remote.set(id, payment);
      return send(200, payment);
    }
    const match = req.url?.match(/^\/v3\/payments\/([^/]+)$/);
    if (req.method === 'GET' && match) {
      if (failFetch) return send(503, {});
      const payment = remote.get(decodeURIComponent(match[1]!));
      return payment ? send(200, payment) : send(404, { type: 'error', code: 'not_found' });
    }
    send(404, {});
  });
  beforeAll(async () => {
    t = await buildTestApp({
      PAYMENT_PROVIDER: 'yookassa',
      YOOKASSA_SHOP_ID: '506751',
      YOOKASSA_SECRET_KEY: 'test_secret',
      YOOKASSA_URL: yookassa.origin,
      YOOKASSA_VAT_CODE: '4',
      PUBLIC_URL: 'https://kvartal.example',
    });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    requests = [];
    failCreate = false;
    failFetch = false;
  });

  const webhook = (id: string, event = 'payment.succeeded', status = 'succeeded') =>
    t.callRaw(paymentsApi.yookassaWebhook, {
      body: {
        type: 'notification',
        event,
        object: { id, status, paid: true, amount: { value: '990.00', currency: 'RUB' } },
      },
    });

  it('opens a payment with basic auth, an idempotence key and a return link; a second click reuses it', async () => {
    const user = await actor(t, Role.user);
    const res = await t.call(paymentsApi.startPayment, null, user);
    expect(res.statusCode, res.body).toBe(200);
    const payment = res.json().payment;
    expect(payment).toMatchObject({ status: 'pending', amount: 990 });
    expect(payment.confirmationUrl).toMatch(/^https:\/\/yoomoney\.ru\/checkout/);
    expect(res.json().user.abilities).not.toContain(Ability.adCreate);

    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect(sent!.headers.authorization).toBe(`Basic ${Buffer.from('506751:test_secret').toString('base64')}`);
    expect(sent!.headers['idempotence-key']).toBe(`kvartal-payment-${payment.id}`);
    expect(sent!.body).toMatchObject({
      amount: { value: '990.00', currency: 'RUB' },
      capture: true,
      confirmation: { type: 'redirect', return_url: `https://kvartal.example/cabinet?payment=${payment.id}` },
      metadata: { paymentId: String(payment.id) },
    });

    const again = await t.call(paymentsApi.startPayment, null, user);
    expect(again.json().payment.id).toBe(payment.id);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('sends a 54-FZ receipt to the payer’s phone: one service line paid in full, the configured VAT code', async () => {
    const user = await actor(t, Role.user, { phone: '+79005554433' });
    const res = await t.call(paymentsApi.startPayment, null, user);
    expect(res.statusCode, res.body).toBe(200);
    const [sent] = requests;
    const body = sent!.body as { description: string; receipt: unknown };
    expect(body.receipt).toEqual({
      customer: { phone: '79005554433' },
      items: [
        {
          description: body.description,
          quantity: 1,
          amount: { value: '990.00', currency: 'RUB' },
          vat_code: 4,
          payment_subject: 'service',
          payment_mode: 'full_payment',
        },
      ],
    });
    expect(body.description.length).toBeGreaterThan(0);
    expect(body.description.length).toBeLessThanOrEqual(128);
  });

  it('trusts a webhook only after fetching the payment again: a forged success grants nothing', async () => {
    const user = await actor(t, Role.user);
    const payment = (await t.call(paymentsApi.startPayment, null, user)).json().payment;
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    const externalId = row!.externalId!;

    const forged = await webhook(externalId);
    expect(forged.statusCode).toBe(200);
    expect(requests.some((r) => r.method === 'GET' && r.path === `/v3/payments/${externalId}`)).toBe(true);
    expect(await abilitiesOf(t, user)).not.toContain(Ability.adCreate);
    expect((await t.db.select().from(payments).where(eq(payments.id, payment.id)))[0]!.status).toBe(
      'pending',
    );

    remote.set(externalId, { ...remote.get(externalId)!, status: 'succeeded', paid: true });
    t.realtime.sent.length = 0;
    expect((await webhook(externalId)).statusCode).toBe(200);
    expect(await abilitiesOf(t, user)).toContain(Ability.adCreate);
    expect(await confirmations(t, user)).toBe(1);
    expect(t.realtime.sent.map((s) => s.event)).toEqual(['Notification', 'UserUpdated']);

    // Repeated notifications change nothing more.
    await webhook(externalId);
    expect(await confirmations(t, user)).toBe(1);
    const shown = await t.call(paymentsApi.readPayment, { params: { id: payment.id } }, user);
    expect(shown.json().payment).toMatchObject({ status: 'succeeded', confirmationUrl: null });
    expect(shown.json().user.abilities).toContain(Ability.adCreate);
  });

  it('the payer coming back learns the state by GET; a different amount is never trusted', async () => {
    const user = await actor(t, Role.user);
    const payment = (await t.call(paymentsApi.startPayment, null, user)).json().payment;
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    const stub = remote.get(row!.externalId!)!;
    remote.set(stub.id, {
      ...stub,
      status: 'succeeded',
      paid: true,
      amount: { value: '1.00', currency: 'RUB' },
    });
    const shown = await t.call(paymentsApi.readPayment, { params: { id: payment.id } }, user);
    expect(shown.json().payment.status).toBe('pending');
    expect(await abilitiesOf(t, user)).not.toContain(Ability.adCreate);

    remote.set(stub.id, { ...stub, status: 'canceled', paid: false });
    const canceled = await t.call(paymentsApi.readPayment, { params: { id: payment.id } }, user);
    expect(canceled.json().payment).toMatchObject({ status: 'canceled', confirmationUrl: null });
    // A new attempt opens a new payment.
    const next = await t.call(paymentsApi.startPayment, null, user);
    expect(next.json().payment.id).not.toBe(payment.id);
  });

  it('a failing YooKassa answers 503 in Russian and leaves nothing open', async () => {
    const user = await actor(t, Role.user);
    failCreate = true;
    const res = await t.call(paymentsApi.startPayment, null, user);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      type: 'ServerError',
      message: expect.stringMatching(/Платёжный сервис/),
    });
    const rows = await t.db.select().from(payments).where(eq(payments.userId, user.user.id));
    expect(rows.map((r) => r.status)).toEqual(['canceled']);

    failCreate = false;
    const payment = (await t.call(paymentsApi.startPayment, null, user)).json().payment;
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    failFetch = true;
    // YooKassa repeats a notification that was not acknowledged.
    expect((await webhook(row!.externalId!)).statusCode).toBe(503);
  });

  it('acknowledges notifications about unknown payments and refuses malformed ones', async () => {
    expect((await webhook('unknown-payment')).json()).toEqual({ ok: true });
    const bad = await t.callRaw(paymentsApi.yookassaWebhook, { body: { event: 'payment.succeeded' } });
    expect(bad.statusCode).toBe(422);
  });
});

describe('[payments] the environment picks the provider', () => {
  const provider = (vars: Record<string, string>) => {
    const parsed = parseEnv(vars);
    return 'env' in parsed ? parsed.env.PAYMENT_PROVIDER : parsed.problems.join('; ');
  };

  it('tests outside production; YooKassa in production when configured, no payments otherwise', () => {
    expect(provider({ NODE_ENV: 'development' })).toBe('test');
    expect(provider(PRODUCTION_ENV)).toBe('off');
    expect(provider({ ...PRODUCTION_ENV, YOOKASSA_SHOP_ID: '506751', YOOKASSA_SECRET_KEY: 'live_x' })).toBe(
      'yookassa',
    );
    expect(provider({ ...PRODUCTION_ENV, PAYMENT_PROVIDER: 'test' })).toMatch(/refused in production/);
    expect(provider({ ...PRODUCTION_ENV, YOOKASSA_SHOP_ID: '506751' })).toMatch(/YOOKASSA_SECRET_KEY/);
    expect(provider({ NODE_ENV: 'development', PAYMENT_PROVIDER: 'yookassa' })).toMatch(/YOOKASSA_SHOP_ID/);
  });

  it('the receipt’s VAT code is «no VAT» (1) unless YOOKASSA_VAT_CODE names another of YooKassa’s codes', () => {
    const vat = (vars: Record<string, string>) => {
      const parsed = parseEnv({ NODE_ENV: 'development', ...vars });
      return 'env' in parsed ? parsed.env.YOOKASSA_VAT_CODE : parsed.problems.join('; ');
    };
    expect(vat({})).toBe(1);
    expect(vat({ YOOKASSA_VAT_CODE: '6' })).toBe(6);
    expect(vat({ YOOKASSA_VAT_CODE: '13' })).toMatch(/YOOKASSA_VAT_CODE/);
  });

  it('with payments off, the cabinet says so and a payment is refused in Russian', async () => {
    const t = await buildTestApp({ PAYMENT_PROVIDER: 'off' });
    try {
      const user = await actor(t, Role.user);
      expect((await t.call(cabinetApi.readCabinet, null, user)).json().adCreate).toMatchObject({
        payable: false,
      });
      const res = await t.call(paymentsApi.startPayment, null, user);
      expect(res.statusCode).toBe(406);
      expect(res.failure().message).toMatch(/недоступна/);
      expect(await t.db.$count(payments)).toBe(0);
    } finally {
      await t.close();
    }
  });
});
