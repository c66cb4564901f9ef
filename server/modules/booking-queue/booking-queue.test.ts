// The booking queue through the API: agents join a held unit's queue and leave it, every refusal, the hand-over on
// each way a hold ends (decline, cancel, expiry, release), the turn that lapses to the next (test clock), only the
// offered agent booking during the turn, and the builder reordering and removing; strangers see and change nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TCompanyPermission } from '#shared/companies.ts';
import { Role } from '#shared/enums.ts';
import type { TQueueNotice } from '#shared/deals.ts';
import type { TQueuePlace, TUnitQueue } from '#shared/schemas/booking-queue.ts';
import type { TChessView } from '#shared/schemas/realty.ts';
import { bookingQueue, companyMembers, notifications, objects } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { authHeaders, buildUser, tokenFor } from '../../test/factories.ts';
import { buildBookingWorld, type BookingWorld, type Person } from '../../test/worlds/bookings.ts';
import { ALL_OBJECTS, CATALOG, objectVersion } from '../../core/cache/names.ts';
import { countersMovedBy } from '../../core/cache/write-rules.ts';
import { runBookingExpiry } from '../bookings/expire-bookings.ts';
import { runQueueLapse } from './lapse-turns.ts';
import * as backofficeApi from '#shared/api/backoffice.ts';
import * as bookingQueueApi from '#shared/api/booking-queue.ts';
import * as bookingsApi from '#shared/api/bookings.ts';
import * as chessApi from '#shared/api/chess.ts';
import type { EndpointDef } from '#shared/api/endpoint.ts';

const t = useTestApp();
let w: BookingWorld;
let third: Person;
let fourth: Person;
const HOUR = 3_600_000;

beforeAll(async () => {
  w = await buildBookingWorld(t);
  const agent = async () => {
    const user = await buildUser(t.db, { group: Role.agent });
    return { user, headers: authHeaders(await tokenFor(t.db, user)) };
  };
  third = await agent();
  fourth = await agent();
});

const book = (who: Person, cellId: number) =>
  t.call(
    bookingsApi.createBooking,
    { body: { cellId, kind: 'booking', clientName: 'Анна Клиентова', clientPhone: '+7(918)123-45-67' } },
    who,
  );
const act = (who: Person, id: number, action: string, reason?: string) =>
  t.callRaw(bookingsApi.actOnBooking, { params: { id }, body: { action, reason } }, who);
const join = (who: Person, cellId: number, payload: Record<string, unknown> = {}) =>
  t.call(bookingQueueApi.joinQueue, { params: { cellId }, body: payload }, who);
const leave = (who: Person, cellId: number) =>
  t.call(bookingQueueApi.leaveQueue, { params: { cellId } }, who);
const queues = (who: Person, objectId = w.objectId) =>
  t.call(bookingQueueApi.listObjectQueues, { params: { id: objectId } }, who);
const change = (who: Person, id: number, payload: Record<string, unknown>) =>
  t.call(bookingQueueApi.changeQueuePlace, { params: { id }, body: payload }, who);
const placesOf = async (cellId: number) =>
  (await t.db.select().from(bookingQueue).where(eq(bookingQueue.cellId, cellId))).sort((a, b) => a.id - b.id);
const noticesOf = async (userId: number, type: string, cellId: number) =>
  (
    await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)))
  ).filter((n) => (n.payload as TQueueNotice).cellId === cellId);
const deps = () => ({ db: t.db, realtime: t.realtime, now: t.clock.now() });

async function held(cellId: number, confirm = false): Promise<number> {
  const res = await book(w.agent, cellId);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().booking.id as number;
  if (confirm) expect((await act(w.builder, id, 'confirm')).statusCode).toBe(200);
  return id;
}

describe('[booking-queue] joining and leaving', () => {
  it('[booking-queue] a free unit is booked, not queued for; the refusals are Russian', async () => {
    const free = await join(w.otherAgent, w.unit['4']!);
    expect(free.statusCode).toBe(409);
    expect(free.failure().message).toBe('Квартира свободна — её можно забронировать');
    expect((await join(w.buyer, w.unit['4']!)).statusCode).toBe(403);
    expect((await join(w.otherAgent, 999_999)).statusCode).toBe(404);
    expect((await join(w.otherAgent, w.hiddenUnit)).failure().message).toBe('Помещение не опубликовано');
    const off = await join(w.otherAgent, w.offUnit);
    expect(off.statusCode).toBe(409);
    expect(off.failure().message).toBe('Застройщик не принимает брони в этом комплексе');
    expect((await join(w.otherAgent, w.unit['5']!)).failure().message).toMatch(/не в продаже/);
  });

  it('[booking-queue] agents line up behind a hold; the holder, a second place and a bad phone are refused', async () => {
    const cellId = w.unit['1']!;
    await held(cellId);
    const holder = await join(w.agent, cellId);
    expect(holder.statusCode).toBe(409);
    expect(holder.failure().message).toBe('Бронь на этот объект ваша — очередь не нужна');
    const first = await join(w.otherAgent, cellId, {
      clientName: 'Пётр Покупатель',
      clientPhone: '+79181112233',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().place).toMatchObject({
      rank: 1,
      length: 1,
      state: 'waiting',
      clientPhone: '+79181112233',
    });
    const again = await join(w.otherAgent, cellId);
    expect(again.statusCode).toBe(409);
    expect(again.failure().message).toBe('Вы уже в очереди на этот объект');
    const bad = await join(third, cellId, { clientPhone: '123' });
    expect(bad.statusCode).toBe(422);
    expect(bad.failure().errors.clientPhone[0]).toMatch(/номер телефона/);
    const second = await join(third, cellId);
    expect(second.json().place).toMatchObject({ rank: 2, length: 2 });

    const mine = await t.call(bookingQueueApi.listOwnQueuePlaces, null, third);
    expect(mine.json().data.map((p: TQueuePlace) => [p.cellId, p.rank, p.length])).toEqual([[cellId, 2, 2]]);
  });

  it('[booking-queue] the chessboard shows agents the queue and their place, buyers nothing', async () => {
    const board = async (who: Person) =>
      (
        await t.call(
          chessApi.getChessSection,
          { params: { id: w.objectId, sectionId: w.sectionId }, body: {} },
          who,
        )
      ).json() as TChessView;
    const cellOf = (view: TChessView) => view.cells.find((c) => c.id === w.unit['1'])!;
    expect(cellOf(await board(third)).queue).toEqual({
      length: 2,
      rank: 2,
      offeredUntil: null,
      myTurn: false,
    });
    expect(cellOf(await board(fourth)).queue).toMatchObject({ length: 2, rank: null });
    expect(cellOf(await board(w.buyer)).queue).toBeUndefined();
  });

  it('[booking-queue] leaving takes the place out; leaving twice is not found', async () => {
    const cellId = w.unit['1']!;
    const res = await leave(third, cellId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().place).toMatchObject({ state: 'left', rank: null, length: 1 });
    expect((await leave(third, cellId)).statusCode).toBe(404);
    expect((await join(third, cellId)).json().place.rank).toBe(2);
  });
});

describe('[booking-queue] the hand-over', () => {
  it('[booking-queue] a declined booking hands the unit to the first in line; only they may book it', async () => {
    const cellId = w.unit['1']!;
    const [booking] = (await t.callRaw(bookingsApi.listBackofficeBookings, null, w.builder)).json().data;
    t.realtime.sent.length = 0;
    expect((await act(w.builder, booking.id, 'decline', 'Клиент передумал')).statusCode).toBe(200);
    const [first, second] = (await placesOf(cellId)).filter((p) => p.state !== 'left');
    expect(first).toMatchObject({ agentId: w.otherAgent.user.id, state: 'offered' });
    expect(first!.offerExpiresAt!.getTime()).toBe(t.clock.now().getTime() + 4 * HOUR);
    expect(second!.state).toBe('waiting');
    const [turn] = await noticesOf(w.otherAgent.user.id, 'QueueTurn', cellId);
    expect(turn!.payload).toMatchObject({
      objectTitle: 'ЖК «Бриз»',
      unitNumber: '1',
      sectionId: w.sectionId,
    });
    expect(t.realtime.sent.some((s) => s.userId === w.otherAgent.user.id)).toBe(true);

    const other = await book(third, cellId);
    expect(other.statusCode).toBe(409);
    expect(other.failure().message).toMatch(
      /^Квартира закреплена за первым в очереди до \d\d\.\d\d, \d\d:\d\d/,
    );
    // The unit is free, yet someone's turn: one more may still line up.
    expect((await join(fourth, cellId)).statusCode).toBe(201);

    const own = await book(w.otherAgent, cellId);
    expect(own.statusCode, own.body).toBe(201);
    const after = await placesOf(cellId);
    expect(after.find((p) => p.agentId === w.otherAgent.user.id)).toMatchObject({
      state: 'booked',
      bookingId: own.json().booking.id,
    });
    expect(after.filter((p) => p.state === 'waiting').map((p) => p.agentId)).toEqual([
      third.user.id,
      fourth.user.id,
    ]);
  });

  it('[booking-queue] a cancelled booking hands over; a lapsed turn passes to the next (test clock)', async () => {
    const cellId = w.unit['2']!;
    const id = await held(cellId, true);
    await join(w.otherAgent, cellId);
    await join(third, cellId);
    const cancel = await t.call(bookingsApi.cancelOwnBooking, { params: { id } }, w.agent);
    expect(cancel.statusCode).toBe(200);
    expect((await placesOf(cellId)).map((p) => p.state)).toEqual(['offered', 'waiting']);

    t.clock.advance(3 * HOUR);
    expect((await runQueueLapse(deps())).passed).toEqual([]);
    t.clock.advance(1 * HOUR);
    const run = await runQueueLapse(deps());
    expect(run.passed).toHaveLength(1);
    expect((await placesOf(cellId)).map((p) => p.state)).toEqual(['passed', 'offered']);
    expect(await noticesOf(w.otherAgent.user.id, 'QueuePassed', cellId)).toHaveLength(1);
    expect(await noticesOf(third.user.id, 'QueueTurn', cellId)).toHaveLength(1);
    // The one whose turn passed books no more; the next does.
    expect((await book(w.otherAgent, cellId)).statusCode).toBe(409);
    expect((await book(third, cellId)).statusCode).toBe(201);
  });

  it('[booking-queue] an expired hold hands over, and a released one; an empty queue leaves the unit on sale', async () => {
    const cellId = w.unit['3']!;
    await held(cellId, true);
    await join(w.otherAgent, cellId);
    t.clock.advance(73 * HOUR);
    await runBookingExpiry(deps());
    expect((await placesOf(cellId)).map((p) => p.state)).toEqual(['offered']);

    const second = await book(w.otherAgent, cellId);
    expect(second.statusCode).toBe(201);
    expect((await act(w.builder, second.json().booking.id, 'confirm')).statusCode).toBe(200);
    await join(third, cellId);
    expect((await act(w.builder, second.json().booking.id, 'release')).statusCode).toBe(200);
    expect((await placesOf(cellId)).map((p) => p.state)).toEqual(['booked', 'offered']);

    // The turn passes with nobody behind: the unit is simply on sale for anyone.
    t.clock.advance(5 * HOUR);
    await runQueueLapse(deps());
    expect((await placesOf(cellId)).map((p) => p.state)).toEqual(['booked', 'passed']);
    expect((await book(fourth, cellId)).statusCode).toBe(201);
  });
});

describe('[booking-queue] a sale closes the queue', () => {
  it('[booking-queue] «Продано» closes the unit’s queue and tells everyone in it', async () => {
    // A complex of its own: the units above have lived through every hand-over.
    const v = await buildBookingWorld(t);
    const cellId = v.unit['1']!;
    const booked = await book(v.agent, cellId);
    const id = booked.json().booking.id as number;
    expect((await act(v.builder, id, 'confirm')).statusCode).toBe(200);
    for (const who of [third, fourth]) expect((await join(who, cellId)).statusCode).toBe(201);
    expect((await act(v.builder, id, 'sold')).statusCode).toBe(200);
    expect((await placesOf(cellId)).map((p) => p.state)).toEqual(['passed', 'passed']);
    for (const who of [third, fourth]) {
      const [notice] = await noticesOf(who.user.id, 'QueuePassed', cellId);
      expect(notice!.payload).toMatchObject({ sold: true, unitNumber: '1' });
    }
  });
});

describe('[booking-queue] the builder reorders and removes', () => {
  let places: TUnitQueue['places'];
  const cellId = () => w.unit['4']!;

  it('[booking-queue] the builder sees the complex’s queues with the holder; strangers get 404', async () => {
    await held(cellId());
    for (const who of [w.otherAgent, third, fourth]) expect((await join(who, cellId())).statusCode).toBe(201);
    const res = await queues(w.builder);
    expect(res.statusCode, res.body).toBe(200);
    const unit = (res.json().data as TUnitQueue[]).find((q) => q.cellId === cellId())!;
    expect(unit.holder).toMatchObject({ state: 'requested' });
    places = unit.places;
    expect(places.map((p) => [p.position, p.agent.id])).toEqual([
      [1, w.otherAgent.user.id],
      [2, third.user.id],
      [3, fourth.user.id],
    ]);
    // A manager with «Брони» manages them too; a member without it is told why.
    const [object] = await t.db.select().from(objects).where(eq(objects.id, w.objectId));
    const member = async (permissions: TCompanyPermission[]) => {
      const user = await buildUser(t.db, { group: Role.user });
      await t.db.insert(companyMembers).values({
        companyId: object!.companyId!,
        userId: user.id,
        kind: 'builder',
        role: permissions.length ? 'manager' : 'member',
        permissions,
        createdAt: t.clock.now(),
      });
      return { user, headers: authHeaders(await tokenFor(t.db, user)) };
    };
    expect((await queues(await member(['bookings']))).statusCode).toBe(200);
    const without = await queues(await member([]));
    expect(without.statusCode).toBe(403);
    expect(without.failure().message).toMatch(/^Нет права отвечать на брони/);
    expect((await queues(w.otherBuilder)).statusCode).toBe(404);
    expect((await queues(w.agent)).statusCode).toBe(404);
    expect((await queues(w.builder, w.offObjectId)).statusCode).toBe(404);
    expect((await change(w.otherBuilder, places[0]!.id, { position: 2 })).statusCode).toBe(404);
    expect((await change(w.otherAgent, places[0]!.id, { state: 'removed' })).statusCode).toBe(404);
  });

  it('[booking-queue] a move renumbers the places 1..n; bad positions are 422 in Russian', async () => {
    const res = await change(w.builder, places[2]!.id, { position: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().queue!.places.map((p: TUnitQueue['places'][number]) => p.agent.id)).toEqual([
      fourth.user.id,
      w.otherAgent.user.id,
      third.user.id,
    ]);
    expect((await placesOf(cellId())).map((p) => p.position)).toEqual([2, 3, 1]);
    const far = await change(w.builder, places[0]!.id, { position: 9 });
    expect(far.statusCode).toBe(422);
    expect(far.failure().errors.position).toEqual(['Укажите место от 1 до 3']);
    expect((await change(w.builder, places[0]!.id, { position: 0 })).statusCode).toBe(422);
    expect((await change(w.builder, places[0]!.id, {})).statusCode).toBe(422);
  });

  it('[booking-queue] removing takes the place out and renumbers the rest', async () => {
    const res = await change(w.builder, places[0]!.id, { state: 'removed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().queue!.places.map((p: TUnitQueue['places'][number]) => [p.position, p.agent.id]),
    ).toEqual([
      [1, fourth.user.id],
      [2, third.user.id],
    ]);
    const again = await change(w.builder, places[0]!.id, { state: 'removed' });
    expect(again.statusCode).toBe(409);
  });
});

describe('[booking-queue] the complex’s turn length', () => {
  const put = (who: Person, queueHours: unknown) =>
    t.callRaw(
      backofficeApi.updateBackofficeObject,
      { params: { id: w.objectId }, body: { booking: { queueHours } } },
      who,
    );

  it('[booking-queue] queue_hours is set in the «Бронирование» settings, 1–168, and gives the next turn its length', async () => {
    for (const bad of [0, 169, 'два'])
      expect(Object.keys((await put(w.builder, bad)).failure().errors)).toEqual(['booking.queueHours']);
    expect((await put(w.otherBuilder, 12)).statusCode).toBe(404);
    expect((await put(w.builder, 12)).statusCode).toBe(200);
    const read = await t.call(backofficeApi.getBackofficeObject, { params: { id: w.objectId } }, w.builder);
    expect(read.json().booking.queueHours).toBe(12);

    const cellId = w.unit['4']!;
    const [open] = (
      await t.call(bookingsApi.listBackofficeBookings, { query: { state: 'requested' } }, w.builder)
    ).json().data;
    expect((await act(w.builder, open.id, 'decline', 'Клиент отказался')).statusCode).toBe(200);
    const offered = (await placesOf(cellId)).find((p) => p.state === 'offered')!;
    expect(offered.offerExpiresAt!.getTime()).toBe(t.clock.now().getTime() + 12 * HOUR);
  });
});

describe('[booking-queue] the cache', () => {
  it('[booking-queue] queue writes move no cache counter: nothing cached shows a queue', () => {
    const write = (d: EndpointDef) => ({
      method: d.method,
      url: d.path,
      params: { cellId: 1, id: 1 },
      userId: 1,
    });
    expect(countersMovedBy(write(bookingQueueApi.joinQueue))).toEqual([]);
    expect(countersMovedBy(write(bookingQueueApi.leaveQueue))).toEqual([]);
    expect(countersMovedBy(write(bookingQueueApi.changeQueuePlace))).toEqual([]);
  });

  it('[booking-queue] joining and leaving leave the catalog’s counters where they were', async () => {
    const cellId = w.unit['4']!;
    const before = await t.app.cache.versions([CATALOG, ALL_OBJECTS, objectVersion(w.objectId)]);
    expect((await leave(fourth, cellId)).statusCode).toBe(200);
    expect((await join(fourth, cellId)).statusCode).toBe(201);
    expect(await t.app.cache.versions([CATALOG, ALL_OBJECTS, objectVersion(w.objectId)])).toEqual(before);
  });
});
