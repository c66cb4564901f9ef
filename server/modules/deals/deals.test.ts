// Deals through the API: opened from a confirmed booking or a request, moved stage by stage with its dates and
// numbers, the unit and the commission following, cancelled with the unit back on sale; every refusal, and
// strangers (another builder, a colleague without the permission, another agency's agent, a buyer) kept out.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CellStatus } from '#shared/enums.ts';
import type { TDealFull } from '#shared/schemas/deals.ts';
import { bookingQueue, bookings, cells, commissions, notifications, objects } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { multipart } from '../../test/worlds/backoffice.ts';
import { buildDealWorld, type DealWorld, type Person } from '../../test/worlds/deals.ts';
import * as bookingQueueApi from '#shared/api/booking-queue.ts';
import * as bookingsApi from '#shared/api/bookings.ts';
import * as dealsApi from '#shared/api/deals.ts';
import * as backofficeApi from '#shared/api/backoffice.ts';

const t = useTestApp();
let w: DealWorld;
const PRICE = 10_000_000;
const DAY = 86_400_000;

beforeAll(async () => {
  w = await buildDealWorld(t);
  await t.db
    .update(cells)
    .set({ price: PRICE, status: CellStatus.sale })
    .where(eq(cells.objectId, w.objectId));
});

const inject = (who: Person, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: who.headers, payload: payload as Record<string, unknown> });

/** A booking (an agent's) or a request (a buyer's) of the unit for the client [name, phone]. */
const book = (
  who: Person,
  cellId: number,
  kind: 'booking' | 'request',
  [clientName, clientPhone]: [string, string],
) => t.call(bookingsApi.createBooking, { body: { cellId, kind, clientName, clientPhone } }, who);

/** The agent books the unit and the builder's manager confirms: the booking's id. */
async function confirmedBooking(cellId: number, agent: Person = w.agent): Promise<number> {
  const res = await book(agent, cellId, 'booking', ['Анна Покупателева', '+7(918)123-45-67']);
  expect(res.statusCode, res.body).toBe(201);
  const id: number = res.json().booking.id;
  const ok = await t.call(
    bookingsApi.actOnBooking,
    { params: { id }, body: { action: 'confirm' } },
    w.manager,
  );
  expect(ok.statusCode, ok.body).toBe(200);
  return id;
}
async function openDeal(bookingId: number, who: Person = w.manager): Promise<TDealFull> {
  const res = await t.call(dealsApi.openDeal, { body: { bookingId, payment: 3 } }, who);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().deal;
}
const move = (
  deal: Pick<TDealFull, 'id' | 'version'>,
  body: Record<string, unknown>,
  who: Person = w.manager,
) => t.call(dealsApi.changeDeal, { params: { id: deal.id }, body: { version: deal.version, ...body } }, who);
const statusOf = async (cellId: number) =>
  (await t.db.select().from(cells).where(eq(cells.id, cellId)))[0]!.status;
const bookingOf = async (id: number) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const commissionOf = async (dealId: number) =>
  (await t.db.select().from(commissions).where(eq(commissions.dealId, dealId)))[0];
const noticesOf = async (userId: number, type: string) =>
  (
    await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)))
  ).map((n) => n.payload as { dealId: number });
/** Moscow's day, d days from the test clock's now. */
const day = (d = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(
    new Date(t.clock.now().getTime() + d * DAY),
  );

describe('[deals] a deal from the booking to the money', () => {
  let deal: TDealFull;
  let bookingId: number;

  it('[deals] opens from a confirmed booking: unit, price, buyer, agent and agency copied, the expiry stopped, the commission expected', async () => {
    bookingId = await confirmedBooking(w.unit['1']!);
    t.clock.advance(DAY);
    deal = await openDeal(bookingId);
    expect(deal).toMatchObject({
      stage: 'booking',
      price: PRICE,
      buyer: { name: 'Анна Покупателева', phone: '+79181234567', email: null },
      agent: { id: w.agent.user.id, name: 'Екатерина Агентова' },
      agency: { id: w.agencyId, name: 'АН «Южный квартал»' },
      payment: 3,
      unit: { cellId: w.unit['1'], number: '1' },
      commission: { state: 'expected', kind: 'percent', value: 300, amount: 300_000, agentShare: 60 },
    });
    expect(deal.commission!.agentAmount + deal.commission!.agencyAmount).toBe(300_000);
    expect(deal.events.map((e) => e.kind)).toEqual(['opened']);
    const booking = await bookingOf(bookingId);
    expect(booking).toMatchObject({ state: 'confirmed', expiresAt: null });
    expect(await statusOf(w.unit['1']!)).toBe(CellStatus.reserve);
    expect((await noticesOf(w.agent.user.id, 'DealOpened')).map((n) => n.dealId)).toContain(deal.id);
    expect(t.realtime.sent.some((s) => s.event === 'DealsChanged' && s.userId === w.head.user.id)).toBe(true);
  });

  it('[deals] one deal per booking; the booking under a deal is not released by the booking’s own actions', async () => {
    const again = await t.call(dealsApi.openDeal, { body: { bookingId } }, w.manager);
    expect(again.statusCode).toBe(409);
    expect(again.failure().message).toBe('По этой брони сделка уже оформлена');
    const release = await t.call(
      bookingsApi.actOnBooking,
      {
        params: { id: bookingId },
        body: {
          action: 'release',
        },
      },
      w.manager,
    );
    expect(release.statusCode).toBe(409);
    const cancel = await t.call(bookingsApi.cancelOwnBooking, { params: { id: bookingId } }, w.agent);
    expect(cancel.statusCode).toBe(409);
    expect(await statusOf(w.unit['1']!)).toBe(CellStatus.reserve);
  });

  it('[deals] refuses dates in the future or before the booking, backwards moves and an empty change', async () => {
    const future = await move(deal, { stage: 'agreement', date: day(1) });
    expect(future.statusCode).toBe(422);
    expect(future.failure().errors.date).toEqual(['Дата не может быть в будущем']);
    const early = await move(deal, { stage: 'agreement', date: day(-5) });
    expect(early.statusCode).toBe(422);
    expect(early.failure().errors.date[0]).toMatch(/^Дата не может быть раньше брони \(\d\d\.\d\d\.\d{4}\)$/);
    const noDate = await move(deal, { stage: 'agreement' });
    expect(noDate.failure().errors.date).toEqual(['Укажите дату']);
    const back = await move(deal, { stage: 'booking', date: day() });
    expect(back.statusCode).toBe(422);
    expect(back.failure().errors.stage[0]).toBe('Сделку нельзя перевести из этапа «Бронь» в «Бронь»');
    expect((await move(deal, {})).statusCode).toBe(422);
  });

  it('[deals] agreement with its date; going back from it is refused', async () => {
    const res = await move(deal, { stage: 'agreement', date: day(), comment: 'Подписан в офисе продаж' });
    expect(res.statusCode, res.body).toBe(200);
    deal = res.json().deal;
    expect(deal).toMatchObject({ stage: 'agreement', agreementDate: day() });
    expect(deal.events.at(-1)).toMatchObject({
      kind: 'stage',
      from: 'booking',
      to: 'agreement',
      by: { id: w.manager.user.id },
      data: { comment: 'Подписан в офисе продаж' },
    });
    expect((await noticesOf(w.agent.user.id, 'DealStage')).map((n) => n.dealId)).toContain(deal.id);
    const back = await move(deal, { stage: 'booking', date: day() });
    expect(back.statusCode).toBe(422);
  });

  it('[deals] a stale version is a 409 with the current deal', async () => {
    const stale = await move(
      { id: deal.id, version: deal.version - 1 },
      { stage: 'contract', number: '12/3', date: day() },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: 'Сделку только что изменили — обновите её',
      deal: { id: deal.id, stage: 'agreement' },
    });
  });

  it('[deals] contract: a bad number refused; with its number the unit is sold at the price, the booking sold, the commission accrued', async () => {
    const bad = await move(deal, { stage: 'contract', number: 'ДДУ без номера', date: day() });
    expect(bad.statusCode).toBe(422);
    expect(bad.failure().errors.number).toHaveLength(1);
    const res = await move(deal, { stage: 'contract', number: 'ДДУ № 45/12-2026', date: day() });
    expect(res.statusCode, res.body).toBe(200);
    deal = res.json().deal;
    expect(deal).toMatchObject({
      stage: 'contract',
      contractNumber: 'ДДУ № 45/12-2026',
      contractDate: day(),
    });
    expect(await statusOf(w.unit['1']!)).toBe(CellStatus.sold);
    expect((await bookingOf(bookingId)).state).toBe('sold');
    expect(deal.commission!.state).toBe('accrued');
    expect((await noticesOf(w.agent.user.id, 'CommissionAccrued')).length).toBeGreaterThan(0);
  });

  it('[deals] registration: submitted, then registered with the ЕГРН number; a wrong number refused', async () => {
    let res = await move(deal, { stage: 'registration', date: day() });
    expect(res.statusCode, res.body).toBe(200);
    deal = res.json().deal;
    expect(deal).toMatchObject({
      stage: 'registration',
      registrationSubmittedDate: day(),
      registrationNumber: null,
    });
    res = await move(deal, { stage: 'registration', number: '123', date: day() });
    expect(res.failure().errors.number[0]).toMatch(/ЕГРН/);
    res = await move(deal, {
      stage: 'registration',
      number: '23:49:0402024:1234-23/050/2026-5',
      date: day(),
    });
    expect(res.statusCode, res.body).toBe(200);
    deal = res.json().deal;
    expect(deal.registrationNumber).toBe('23:49:0402024:1234-23/050/2026-5');
    res = await move(deal, {
      stage: 'registration',
      number: '23:49:0402024:1234-23/050/2026-5',
      date: day(),
    });
    expect(res.statusCode).toBe(422);
  });

  it('[deals] payment: not above the price, then paid; closed; a closed deal moves no more', async () => {
    let res = await move(deal, { stage: 'payment', amount: PRICE + 1, date: day() });
    expect(res.statusCode).toBe(422);
    expect(res.failure().errors.amount[0]).toMatch(/^Сумма не может быть больше цены/);
    res = await move(deal, { stage: 'payment', amount: 0, date: day() });
    expect(res.failure().errors.amount).toEqual(['Укажите сумму оплаты']);
    res = await move(deal, { stage: 'payment', amount: PRICE, date: day() });
    expect(res.statusCode, res.body).toBe(200);
    deal = res.json().deal;
    expect(deal).toMatchObject({ stage: 'payment', paymentAmount: PRICE });
    res = await move(deal, { stage: 'closed', date: day() });
    expect(res.statusCode, res.body).toBe(200);
    deal = res.json().deal;
    expect(deal.stage).toBe('closed');
    res = await move(deal, { stage: 'cancelled', reason: 'Передумал' });
    expect(res.statusCode).toBe(409);
  });
});

describe('[deals] cancel, a request, the price and the complex’s sold stage', () => {
  it('[deals] a cancel needs a reason; then the unit is back on sale, the booking released, the commission cancelled', async () => {
    const bookingId = await confirmedBooking(w.unit['2']!);
    const deal = await openDeal(bookingId);
    const noReason = await move(deal, { stage: 'cancelled' });
    expect(noReason.failure().errors.reason).toEqual(['Укажите причину отмены']);
    const res = await move(deal, { stage: 'cancelled', reason: 'Клиенту не одобрили ипотеку' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().deal).toMatchObject({
      stage: 'cancelled',
      cancelReason: 'Клиенту не одобрили ипотеку',
      cancelledFrom: 'booking',
    });
    expect(await statusOf(w.unit['2']!)).toBe(CellStatus.sale);
    expect((await bookingOf(bookingId)).state).toBe('released');
    expect((await commissionOf(deal.id))!.state).toBe('cancelled');
    expect((await noticesOf(w.agent.user.id, 'DealCancelled')).map((n) => n.dealId)).toContain(deal.id);
  });

  it('[deals] a cancel after the contract puts the sold unit back on sale', async () => {
    const bookingId = await confirmedBooking(w.unit['2']!);
    let deal = await openDeal(bookingId);
    deal = (await move(deal, { stage: 'contract', number: '77', date: day() })).json().deal;
    expect(await statusOf(w.unit['2']!)).toBe(CellStatus.sold);
    const res = await move(deal, { stage: 'cancelled', reason: 'Расторжение ДДУ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(w.unit['2']!)).toBe(CellStatus.sale);
    expect((await bookingOf(bookingId)).state).toBe('released');
  });

  it('[deals] a cancelled deal hands the unit to the first in its queue; a deal’s sale closes the queue', async () => {
    const unit = w.unit['2']!;
    let deal = await openDeal(await confirmedBooking(unit));
    const join = await t.call(bookingQueueApi.joinQueue, { params: { cellId: unit }, body: {} }, w.loner);
    expect(join.statusCode, join.body).toBe(201);
    const res = await move(deal, { stage: 'cancelled', reason: 'Покупатель отказался' });
    expect(res.statusCode, res.body).toBe(200);
    const [turn] = await t.db.select().from(bookingQueue).where(eq(bookingQueue.cellId, unit));
    expect(turn).toMatchObject({ agentId: w.loner.user.id, state: 'offered' });
    expect(await noticesOf(w.loner.user.id, 'QueueTurn')).toHaveLength(1);

    // The turn's agent books it; another agent waits; the deal reaches the contract and the unit is sold.
    const mine = await confirmedBooking(unit, w.loner);
    const waits = await t.call(bookingQueueApi.joinQueue, { params: { cellId: unit }, body: {} }, w.agent);
    expect(waits.statusCode, waits.body).toBe(201);
    deal = await openDeal(mine);
    expect((await move(deal, { stage: 'contract', number: '79', date: day() })).statusCode).toBe(200);
    const places = await t.db.select().from(bookingQueue).where(eq(bookingQueue.cellId, unit));
    expect(places.find((p) => p.agentId === w.agent.user.id)?.state).toBe('passed');
    expect(await noticesOf(w.agent.user.id, 'QueuePassed')).toHaveLength(1);
  });

  it('[deals] with the complex selling at registration, the contract keeps the unit reserved', async () => {
    await t.db.update(objects).set({ dealSoldFrom: 'registration' }).where(eq(objects.id, w.objectId));
    const bookingId = await confirmedBooking(w.unit['3']!);
    let deal = await openDeal(bookingId);
    deal = (await move(deal, { stage: 'contract', number: '78', date: day() })).json().deal;
    expect(await statusOf(w.unit['3']!)).toBe(CellStatus.reserve);
    expect(deal.soldFrom).toBe('registration');
    deal = (await move(deal, { stage: 'registration', date: day() })).json().deal;
    expect(await statusOf(w.unit['3']!)).toBe(CellStatus.sold);
    await t.db.update(objects).set({ dealSoldFrom: 'contract' }).where(eq(objects.id, w.objectId));
  });

  it('[deals] a price edit is an event and the commission follows; a bad price or payment program refused', async () => {
    const bookingId = await confirmedBooking(w.unit['4']!);
    let deal = await openDeal(bookingId);
    const bad = await move(deal, { price: 0, payment: 1 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.failure().errors).sort()).toEqual(['payment', 'price']);
    const res = await move(deal, { price: 9_000_000 });
    expect(res.statusCode, res.body).toBe(200);
    deal = res.json().deal;
    expect(deal.price).toBe(9_000_000);
    expect(deal.events.at(-1)).toMatchObject({ kind: 'price', from: String(PRICE), to: '9000000' });
    expect(deal.commission!.amount).toBe(270_000);
    // The buyer's e-mail: a wrong one refused in Russian, a right one kept as an event.
    const wrong = await move(deal, { buyerEmail: 'ivanova@' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.failure().errors.buyerEmail).toHaveLength(1);
    const mail = await move(deal, { buyerEmail: 'ivanova@yandex.ru' });
    expect(mail.statusCode, mail.body).toBe(200);
    deal = mail.json().deal;
    expect(deal.buyer.email).toBe('ivanova@yandex.ru');
    expect(deal.events.at(-1)).toMatchObject({ kind: 'buyer', from: null, to: 'ivanova@yandex.ru' });
    await move(deal, { stage: 'cancelled', reason: 'Тест' });
  });

  it('[deals] from a buyer’s request: the unit is reserved by the deal, no agent and no commission; a held unit refused', async () => {
    const req = await book(w.buyer, w.unit['5']!, 'request', ['Дмитрий Покупатель', '+7(900)555-44-33']);
    expect(req.statusCode, req.body).toBe(201);
    const requestId: number = req.json().booking.id;
    const deal = await openDeal(requestId);
    expect(deal).toMatchObject({
      stage: 'booking',
      agent: null,
      agency: null,
      commission: null,
      price: PRICE,
    });
    expect(await statusOf(w.unit['5']!)).toBe(CellStatus.reserve);

    // A request left while the unit was on sale; an agent has booked it since.
    const other = await book(w.buyer, w.unit['6']!, 'request', ['Дмитрий Покупатель', '+7(900)555-44-33']);
    expect(other.statusCode, other.body).toBe(201);
    const held = await confirmedBooking(w.unit['6']!);
    const refused = await t.call(
      dealsApi.openDeal,
      {
        body: {
          bookingId: other.json().booking.id,
        },
      },
      w.manager,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.failure().message).toBe(
      'Объект уже забронирован или продан — оформить сделку по заявке нельзя',
    );
    expect(held).toBeGreaterThan(0);
  });
});

describe('[deals] who sees and moves a deal', () => {
  let deal: TDealFull;

  beforeAll(async () => {
    [deal] = (
      await t.callRaw(dealsApi.listBackofficeDeals, { query: { stage: 'closed' } }, w.manager)
    ).json().data;
  });

  it('[deals] an unconfirmed booking cannot become a deal; strangers cannot open one', async () => {
    const res = await book(w.loner, w.otherUnit, 'booking', ['Клиент Чужой', '+7(900)111-22-33']);
    expect(res.statusCode, res.body).toBe(201);
    const id: number = res.json().booking.id;
    expect((await t.call(dealsApi.openDeal, { body: { bookingId: id } }, w.manager)).statusCode).toBe(404);
    expect((await t.call(dealsApi.openDeal, { body: { bookingId: id } }, w.otherBuilder)).statusCode).toBe(
      409,
    );
    expect(
      (await t.callRaw(dealsApi.openDeal, { body: { bookingId: deal.bookingId } }, w.agent)).statusCode,
    ).toBe(404);
  });

  it('[deals] another builder and an agent get 404, a colleague without the bookings permission 403, a buyer 404', async () => {
    expect(
      (await t.call(dealsApi.getBackofficeDeal, { params: { id: deal.id } }, w.otherBuilder)).statusCode,
    ).toBe(404);
    expect((await move(deal, { comment: 'x' }, w.otherBuilder)).statusCode).toBe(404);
    expect((await t.call(dealsApi.getBackofficeDeal, { params: { id: deal.id } }, w.agent)).statusCode).toBe(
      404,
    );
    const clerk = await t.call(dealsApi.getBackofficeDeal, { params: { id: deal.id } }, w.clerk);
    expect(clerk.statusCode).toBe(403);
    expect(clerk.failure().message).toBe('Сделки ведут участники компании с правом «Брони»');
    expect((await move(deal, { comment: 'x' }, w.clerk)).statusCode).toBe(403);
    expect((await t.call(dealsApi.getOwnDeal, { params: { id: deal.id } }, w.buyer)).statusCode).toBe(404);
    expect((await t.callRaw(dealsApi.listBackofficeDeals, null, w.buyer)).statusCode).toBe(403);
    expect((await t.callRaw(dealsApi.listBackofficeDeals, null, w.otherBuilder)).json().data).toEqual([]);
  });

  it('[deals] the agent and the agency’s head read it with the commission; another agent of the agency and a loner do not', async () => {
    const own = await t.call(dealsApi.getOwnDeal, { params: { id: deal.id } }, w.agent);
    expect(own.statusCode).toBe(200);
    expect(own.json().deal).toMatchObject({ canEdit: false, commission: { agentShare: 60 } });
    expect((await t.call(dealsApi.getOwnDeal, { params: { id: deal.id } }, w.head)).statusCode).toBe(200);
    expect((await t.call(dealsApi.getOwnDeal, { params: { id: deal.id } }, w.colleague)).statusCode).toBe(
      404,
    );
    expect((await t.call(dealsApi.getOwnDeal, { params: { id: deal.id } }, w.loner)).statusCode).toBe(404);
    const mine = (await t.callRaw(dealsApi.listOwnDeals, null, w.agent)).json();
    expect(mine.data.every((d: TDealFull) => d.agent?.id === w.agent.user.id)).toBe(true);
    expect(mine.members).toEqual([]);
    const agency = (await t.callRaw(dealsApi.listOwnDeals, null, w.head)).json();
    expect(agency.data.length).toBe(mine.data.length);
    expect(agency.members.map((m: { id: number }) => m.id)).toContain(w.agent.user.id);
    const colleague = (
      await t.call(dealsApi.listOwnDeals, { query: { member: w.colleague.user.id } }, w.head)
    ).json();
    expect(colleague.data).toEqual([]);
    expect(
      (await t.call(dealsApi.listOwnDeals, { query: { member: w.colleague.user.id } }, w.agent)).statusCode,
    ).toBe(404);
    expect((await t.callRaw(dealsApi.listOwnDeals, null, w.colleague)).json().data).toEqual([]);
  });

  it('[deals] the board: the company’s deals with each stage’s count and sum of prices, filtered', async () => {
    const res = await t.callRaw(dealsApi.listBackofficeDeals, null, w.builder);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    const closed = page.totals.find((x: { stage: string }) => x.stage === 'closed');
    expect(closed).toEqual({ stage: 'closed', count: 1, sum: PRICE });
    const cancelled = page.totals.find((x: { stage: string }) => x.stage === 'cancelled');
    expect(cancelled.count).toBe(4);
    expect(cancelled.sum).toBe(PRICE * 3 + 9_000_000);
    expect(page.agencies).toEqual([{ id: w.agencyId, name: 'АН «Южный квартал»' }]);
    expect(page.members.map((m: { id: number }) => m.id)).toEqual(
      expect.arrayContaining([w.builder.user.id, w.manager.user.id]),
    );
    const byAgency = (
      await t.call(
        dealsApi.listBackofficeDeals,
        { query: { agencyId: w.agencyId, stage: 'booking' } },
        w.builder,
      )
    ).json();
    expect(byAgency.data).toEqual([]);
    const future = (
      await t.call(dealsApi.listBackofficeDeals, { query: { from: day(30) } }, w.builder)
    ).json();
    expect(future.meta.total).toBe(0);
  });
});

describe('[deals] documents and the stall reminder', () => {
  let deal: TDealFull;
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

  beforeAll(async () => {
    const bookingId = await confirmedBooking(w.unit['4']!);
    deal = await openDeal(bookingId);
  });

  const upload = async (who: Person, data: Buffer, filename: string, stage = 'booking') => {
    const form = await multipart({
      file: { data, filename, type: 'application/pdf' },
      stage,
      comment: 'Скан',
    });
    return t.call(dealsApi.uploadDealDocument, { params: { id: deal.id }, body: form }, who);
  };

  it('[deals] a PDF is listed on its stage, the agent told; the file opens for the parties only', async () => {
    const res = await upload(w.manager, pdf, 'Договор бронирования.pdf');
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json().deal.documents[0];
    expect(doc).toMatchObject({
      stage: 'booking',
      name: 'Договор бронирования.pdf',
      mime: 'application/pdf',
      comment: 'Скан',
    });
    expect(res.json().deal.events.at(-1)).toMatchObject({ kind: 'document', to: 'booking' });
    expect((await noticesOf(w.agent.user.id, 'DealDocument')).map((n) => n.dealId)).toContain(deal.id);
    const byAgent = await inject(w.agent, 'GET', doc.url);
    expect(byAgent.statusCode).toBe(200);
    expect(byAgent.headers['content-type']).toBe('application/pdf');
    expect(byAgent.rawPayload.equals(pdf)).toBe(true);
    expect((await inject(w.builder, 'GET', doc.url)).statusCode).toBe(200);
    expect((await inject(w.head, 'GET', doc.url)).statusCode).toBe(200);
    for (const stranger of [w.loner, w.colleague, w.otherBuilder, w.buyer])
      expect((await inject(stranger, 'GET', doc.url)).statusCode).toBe(404);
  });

  it('[deals] a file that is not a PDF or picture, a missing file and strangers are refused', async () => {
    const fake = await upload(w.manager, Buffer.from('MZ not a pdf at all'), 'scan.pdf');
    expect(fake.statusCode).toBe(422);
    expect(fake.failure().errors.file).toEqual(['Документ — PDF, JPEG, PNG или WebP']);
    const badStage = await upload(w.manager, pdf, 'a.pdf', 'cancelled');
    expect(badStage.failure().errors.stage).toEqual(['Неизвестный этап']);
    expect((await upload(w.otherBuilder, pdf, 'a.pdf')).statusCode).toBe(404);
    expect((await upload(w.clerk, pdf, 'a.pdf')).statusCode).toBe(403);
    expect((await upload(w.agent, pdf, 'a.pdf')).statusCode).toBe(404);
  });

  it('[deals] a stage left past the complex’s limit reminds its manager once', async () => {
    const { runDealStall } = await import('./stall-deals.ts');
    await t.db.update(objects).set({ dealStallDays: 14 }).where(eq(objects.id, w.objectId));
    const deps = () => ({ db: t.db, realtime: t.realtime, now: t.clock.now() });
    expect((await runDealStall(deps())).reminded).not.toContain(deal.id);
    t.clock.advance(15 * DAY);
    expect((await runDealStall(deps())).reminded).toContain(deal.id);
    expect((await noticesOf(deal.assignee!.id, 'DealStalled')).map((n) => n.dealId)).toContain(deal.id);
    expect((await runDealStall(deps())).reminded).not.toContain(deal.id);
    // A move starts the count again.
    const current = (await t.call(dealsApi.getBackofficeDeal, { params: { id: deal.id } }, w.manager)).json()
      .deal;
    expect((await move(current, { stage: 'agreement', date: day() })).statusCode).toBe(200);
    t.clock.advance(15 * DAY);
    expect((await runDealStall(deps())).reminded).toContain(deal.id);
  });
});

describe('[deals] the complex’s deal settings', () => {
  it('[deals] saved through the complex’s update with validation; a member without settings refused', async () => {
    const bad = await t.call(
      backofficeApi.updateBackofficeObject,
      { params: { id: w.objectId }, body: { deals: { soldFrom: 'registration', stallDays: 500 } } },
      w.builder,
    );
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.failure().errors)).toContain('От 1 до 180 дней');
    const ok = await t.call(
      backofficeApi.updateBackofficeObject,
      { params: { id: w.objectId }, body: { deals: { soldFrom: 'registration', stallDays: 7 } } },
      w.builder,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().deals).toEqual({ soldFrom: 'registration', stallDays: 7 });
    expect(
      (
        await t.call(
          backofficeApi.updateBackofficeObject,
          { params: { id: w.objectId }, body: { deals: { stallDays: 9 } } },
          w.clerk,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.call(
          backofficeApi.updateBackofficeObject,
          { params: { id: w.objectId }, body: { deals: { stallDays: 9 } } },
          w.otherBuilder,
        )
      ).statusCode,
    ).toBe(404);
  });
});
