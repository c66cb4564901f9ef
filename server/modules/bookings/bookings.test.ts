// The deals loop through the API: an agent books, the builder answers, the hold runs out; every refusal, the race
// for one unit, and strangers who must see and change nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CellStatus } from '#shared/enums.ts';
import type { TBooking } from '#shared/schemas/bookings.ts';
import { bookingEvents, cells, notifications } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { buildBookingWorld, type BookingWorld, type Person } from '../../test/worlds/bookings.ts';
import { runBookingExpiry } from './expire-bookings.ts';
import * as backofficeApi from '#shared/api/backoffice.ts';
import * as bookingsApi from '#shared/api/bookings.ts';
import * as chessApi from '#shared/api/chess.ts';
import * as chessEditorApi from '#shared/api/chess-editor.ts';

const t = useTestApp();
let w: BookingWorld;
const HOUR = 3_600_000;

beforeAll(async () => {
  w = await buildBookingWorld(t);
});

const client = {
  clientName: 'Анна Клиентова',
  clientPhone: '+7(918)123-45-67',
  comment: 'Звонить после 18:00',
};

async function book(who: Person, cellId: number, extra: Record<string, unknown> = {}) {
  return t.call(bookingsApi.createBooking, { body: { cellId, kind: 'booking', ...client, ...extra } }, who);
}
const act = (who: Person, id: number, action: string, reason?: string) =>
  t.callRaw(bookingsApi.actOnBooking, { params: { id }, body: { action, reason } }, who);
const statusOf = async (cellId: number) =>
  (await t.db.select().from(cells).where(eq(cells.id, cellId)))[0]!.status;
const noticesOf = async (userId: number, type: string, bookingId?: number) =>
  (
    await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)))
  ).filter((n) => bookingId === undefined || (n.payload as TBooking).id === bookingId);

describe('[bookings] an agent books, the builder answers', () => {
  let booking: TBooking;

  it('[bookings] books a unit on sale: waiting, price frozen, the builder notified and pushed', async () => {
    const res = await book(w.agent, w.unit['1']!);
    expect(res.statusCode, res.body).toBe(201);
    booking = res.json().booking;
    expect(booking).toMatchObject({
      kind: 'booking',
      state: 'requested',
      cellId: w.unit['1'],
      objectId: w.objectId,
      objectTitle: 'ЖК «Бриз»',
      unit: { number: '1', floor: 1 },
      client: { name: 'Анна Клиентова', phone: '+79181234567' },
      comment: 'Звонить после 18:00',
      agent: { id: w.agent.user.id },
    });
    expect(booking.price).toBeGreaterThan(0);
    expect(booking.events).toEqual([expect.objectContaining({ from: null, to: 'requested' })]);
    // Waiting for the builder does not reserve the unit yet.
    expect(await statusOf(w.unit['1']!)).toBe(CellStatus.sale);
    // The builder is their company's only member who takes requests: the booking is theirs at once.
    expect(booking.assignee).toMatchObject({ id: w.builder.user.id });
    const [notice] = await noticesOf(w.builder.user.id, 'BookingAssigned');
    expect((notice!.payload as TBooking).id).toBe(booking.id);
    expect(t.realtime.sent.some((s) => s.userId === w.builder.user.id)).toBe(true);
  });

  it('[bookings] refuses a second booking of the same unit with 409 «Квартира уже забронирована»', async () => {
    const res = await book(w.otherAgent, w.unit['1']!);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ type: 'NotAcceptable', message: 'Квартира уже забронирована' });
  });

  it('[bookings] the builder confirms: reserve for 72 h, the agent notified', async () => {
    const res = await act(w.builder, booking.id, 'confirm');
    expect(res.statusCode, res.body).toBe(200);
    booking = res.json().booking;
    expect(booking.state).toBe('confirmed');
    expect(new Date(booking.expiresAt!).getTime()).toBe(t.clock.now().getTime() + 72 * HOUR);
    expect(booking.canExtend).toBe(true);
    expect(await statusOf(w.unit['1']!)).toBe(CellStatus.reserve);
    expect(await noticesOf(w.agent.user.id, 'BookingConfirmed')).toHaveLength(1);
  });

  it('[bookings] extends once by 48 h; a second extension is refused', async () => {
    const before = new Date(booking.expiresAt!).getTime();
    const res = await act(w.builder, booking.id, 'extend');
    expect(res.statusCode, res.body).toBe(200);
    booking = res.json().booking;
    expect(new Date(booking.expiresAt!).getTime()).toBe(before + 48 * HOUR);
    expect(booking).toMatchObject({ extended: true, canExtend: false });
    const again = await act(w.builder, booking.id, 'extend');
    expect(again.statusCode).toBe(409);
    expect(again.failure().message).toBe('Бронь уже продлевалась');
  });

  it('[bookings] sold: the unit is sold at the frozen price, even after a price change', async () => {
    await t.db.update(cells).set({ price: 1 }).where(eq(cells.id, w.unit['1']!));
    const res = await act(w.builder, booking.id, 'sold');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking.state).toBe('sold');
    const [cell] = await t.db.select().from(cells).where(eq(cells.id, w.unit['1']!));
    expect(cell!.status).toBe(CellStatus.sold);
    expect(cell!.price).toBe(booking.price);
    const history = res
      .json()
      .booking.events.map((e: { from: string | null; to: string }) => `${e.from}→${e.to}`);
    expect(history).toEqual([
      'null→requested',
      'requested→confirmed',
      'confirmed→confirmed',
      'confirmed→sold',
    ]);
  });

  it('[bookings] a closed booking takes no more actions', async () => {
    const res = await act(w.builder, booking.id, 'release');
    expect(res.statusCode).toBe(409);
    expect(res.failure().message).toBe('Это действие недоступно для брони в состоянии «Продано»');
  });
});

describe('[bookings] declining, releasing, cancelling give the unit back', () => {
  it('[bookings] decline needs a reason; it is kept and told to the agent', async () => {
    const id = (await book(w.agent, w.unit['2']!)).json().booking.id as number;
    await act(w.builder, id, 'confirm');
    const bare = await act(w.builder, id, 'decline');
    expect(bare.statusCode).toBe(422);
    expect(bare.failure().errors.reason).toEqual(['Укажите причину']);
    const res = await act(w.builder, id, 'decline', 'Клиент не внёс предоплату');
    expect(res.statusCode).toBe(200);
    expect(res.json().booking.events.at(-1)).toMatchObject({
      from: 'confirmed',
      to: 'declined',
      reason: 'Клиент не внёс предоплату',
      by: { id: w.builder.user.id },
    });
    expect(await statusOf(w.unit['2']!)).toBe(CellStatus.sale);
    expect(await noticesOf(w.agent.user.id, 'BookingDeclined')).toHaveLength(1);
  });

  it('[bookings] release puts a confirmed unit back on sale', async () => {
    const id = (await book(w.agent, w.unit['2']!)).json().booking.id as number;
    await act(w.builder, id, 'confirm');
    expect(await statusOf(w.unit['2']!)).toBe(CellStatus.reserve);
    expect((await act(w.builder, id, 'release')).json().booking.state).toBe('released');
    expect(await statusOf(w.unit['2']!)).toBe(CellStatus.sale);
  });

  it('[bookings] the agent cancels: the unit is free, the builder told; a stranger cannot', async () => {
    const id = (await book(w.agent, w.unit['2']!)).json().booking.id as number;
    await act(w.builder, id, 'confirm');
    const stranger = await t.call(bookingsApi.cancelOwnBooking, { params: { id } }, w.otherAgent);
    expect(stranger.statusCode).toBe(404);
    expect(await statusOf(w.unit['2']!)).toBe(CellStatus.reserve);
    const res = await t.call(bookingsApi.cancelOwnBooking, { params: { id } }, w.agent);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking.state).toBe('cancelled');
    expect(await statusOf(w.unit['2']!)).toBe(CellStatus.sale);
    expect(await noticesOf(w.builder.user.id, 'BookingCancelled')).toHaveLength(1);
  });
});

describe('[bookings] refusals', () => {
  it('[bookings] a unit not on sale, disabled, unpublished, or in a complex with bookings off', async () => {
    const cases: [number, string][] = [
      [w.unit['5']!, 'Квартира не в продаже'],
      [w.unit['6']!, 'Квартира недоступна'],
      // The hidden section's unit has no layout and stands on no parking floor: premises (shared/unit-kind.ts).
      [w.hiddenUnit, 'Помещение не опубликовано'],
      [w.offUnit, 'Застройщик не принимает брони в этом комплексе'],
    ];
    for (const [cellId, message] of cases) {
      const res = await book(w.agent, cellId);
      expect(res.statusCode, message).toBe(409);
      expect(res.json()).toEqual({ type: 'NotAcceptable', message });
    }
    expect((await book(w.agent, 999_999)).statusCode).toBe(404);
  });

  it('[bookings] a buyer may not book, but may leave a request that reserves nothing', async () => {
    const refused = await book(w.buyer, w.unit['3']!);
    expect(refused.statusCode).toBe(403);
    expect(refused.failure().message).toBe('Бронировать могут только агенты');
    const request = await book(w.buyer, w.unit['3']!, { kind: 'request' });
    expect(request.statusCode, request.body).toBe(201);
    expect(request.json().booking).toMatchObject({ kind: 'request', state: 'requested', expiresAt: null });
    // The request holds nothing: an agent still books the unit.
    expect((await book(w.agent, w.unit['3']!)).statusCode).toBe(201);
  });

  it('[bookings] bad input: Russian 422 per field', async () => {
    const res = await book(w.agent, w.unit['4']!, {
      clientName: ' ',
      clientPhone: '12345',
      comment: 'ы'.repeat(1001),
    });
    expect(res.statusCode).toBe(422);
    const errors = res.failure().errors;
    expect(errors.clientName).toEqual(['Укажите имя клиента']);
    expect(errors.clientPhone).toEqual(['Введите номер телефона полностью: +7(900)000-00-00']);
    expect(errors.comment[0]).toContain('1000');
  });

  it('[bookings] strangers: another builder, another agent, a buyer see and change nothing', async () => {
    const id = (await book(w.agent, w.unit['4']!)).json().booking.id as number;
    for (const who of [w.otherBuilder, w.agent, w.buyer]) {
      expect((await act(who, id, 'confirm')).statusCode).toBeGreaterThanOrEqual(403);
    }
    expect((await act(w.otherBuilder, id, 'confirm')).statusCode).toBe(404);
    for (const who of [w.otherAgent, w.buyer, w.builder]) {
      const res = await t.call(bookingsApi.getOwnBooking, { params: { id } }, who);
      expect(res.statusCode).toBe(404);
    }
    const other = await t.call(bookingsApi.getBackofficeBooking, { params: { id } }, w.otherBuilder);
    expect(other.statusCode).toBe(404);
    const list = await t.callRaw(bookingsApi.listBackofficeBookings, null, w.otherBuilder);
    expect(list.json().data).toEqual([]);
    const events = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id));
    expect(events).toHaveLength(1);
    expect(await statusOf(w.unit['4']!)).toBe(CellStatus.sale);
  });
});

describe('[bookings] lists', () => {
  it('[bookings] the builder’s list: own complexes, newest first, by state and complex', async () => {
    const res = await t.callRaw(bookingsApi.listBackofficeBookings, null, w.builder);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as TBooking[];
    expect(data.length).toBeGreaterThan(3);
    expect(data.every((b) => b.objectId === w.objectId)).toBe(true);
    const times = data.map((b) => b.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const sold = await t.call(bookingsApi.listBackofficeBookings, { query: { state: 'sold' } }, w.builder);
    expect((sold.json().data as TBooking[]).map((b) => b.state)).toEqual(['sold']);
    const byObject = await t.call(
      bookingsApi.listBackofficeBookings,
      { query: { objectId: w.offObjectId } },
      w.builder,
    );
    expect(byObject.json().data).toEqual([]);
    const noCabinet = await t.callRaw(bookingsApi.listBackofficeBookings, null, w.agent);
    expect(noCabinet.statusCode).toBe(403);
  });

  it('[bookings] the agent’s list holds only the agent’s own', async () => {
    const res = await t.callRaw(bookingsApi.listOwnBookings, null, w.agent);
    const data = res.json().data as TBooking[];
    expect(data.length).toBeGreaterThan(3);
    expect(data.every((b) => b.agent?.id === w.agent.user.id)).toBe(true);
    const other = await t.callRaw(bookingsApi.listOwnBookings, null, w.otherAgent);
    expect(other.json().data).toEqual([]);
  });
});

describe('[bookings] the hold runs out', () => {
  it('[bookings] an hour before, the agent is told once; at expiry the unit is back on sale and both are told', async () => {
    const id = (await book(w.agent, w.unit['2']!)).json().booking.id as number;
    const confirmed = (await act(w.builder, id, 'confirm')).json().booking as TBooking;
    expect(confirmed.state, JSON.stringify(confirmed)).toBe('confirmed');
    const deps = { db: t.db, realtime: t.realtime, now: t.clock.now() };
    t.clock.advance(71.5 * HOUR);
    expect((await runBookingExpiry({ ...deps, now: t.clock.now() })).warned).toEqual([id]);
    expect((await runBookingExpiry({ ...deps, now: t.clock.now() })).warned).toEqual([]);
    expect(await noticesOf(w.agent.user.id, 'BookingExpiring', id)).toHaveLength(1);
    t.clock.advance(HOUR);
    // Read after the expiry (before any job), the booking is expired and the unit free.
    const read = await t.call(bookingsApi.getOwnBooking, { params: { id } }, w.agent);
    expect(read.json().booking.state).toBe('expired');
    expect(await statusOf(w.unit['2']!)).toBe(CellStatus.sale);
    expect(await noticesOf(w.agent.user.id, 'BookingExpired', id)).toHaveLength(1);
    expect(await noticesOf(w.builder.user.id, 'BookingExpired', id)).toHaveLength(1);
    expect((await act(w.builder, id, 'sold')).statusCode).toBe(409);
  });
});

describe('[bookings] the race for one unit', () => {
  it('[bookings] 20 agents at once: exactly one booking', async () => {
    const cellId = w.unit['3']!;
    // Unit 3 is booked above; free it first.
    const open = (await t.call(bookingsApi.listOwnBookings, { query: { state: 'requested' } }, w.agent))
      .json()
      .data.filter((b: TBooking) => b.cellId === cellId && b.kind === 'booking');
    for (const b of open) await t.call(bookingsApi.cancelOwnBooking, { params: { id: b.id } }, w.agent);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book(i % 2 ? w.agent : w.otherAgent, cellId)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
  });
});

describe('[bookings] around the booking: the chessboard, the settings, the editor', () => {
  let id: number;
  const chess = (who: Person) =>
    t.call(chessApi.getChessSection, { params: { id: w.objectId, sectionId: w.sectionId }, body: {} }, who);

  it('[bookings] the unit shows «до …» to the agent holding it and to the builder, to no one else', async () => {
    id = (await book(w.otherAgent, w.unit['2']!)).json().booking.id;
    await act(w.builder, id, 'confirm');
    const cellOf = async (who: Person) => {
      const view = (await chess(who)).json();
      expect(view.bookingEnabled).toBe(true);
      // The booking sheet says how long a booking holds the unit.
      expect(view.bookingHoldHours).toBe(72);
      return view.cells.find((c: { id: number }) => c.id === w.unit['2'])!.booking!;
    };
    expect(await cellOf(w.otherAgent)).toMatchObject({ id, state: 'confirmed', mine: true });
    expect((await cellOf(w.otherAgent)).expiresAt).toBeTruthy();
    expect(await cellOf(w.builder)).toMatchObject({ id, mine: false });
    expect(await cellOf(w.agent)).toBeNull();
    expect(await cellOf(w.buyer)).toBeNull();
  });

  it('[bookings] a section or building with a booked unit cannot be deleted; nothing is removed', async () => {
    const section = await t.call(
      chessEditorApi.deleteSection,
      { params: { pid: w.pavilionId, sid: w.sectionId } },
      w.builder,
    );
    expect(section.statusCode, section.body).toBe(422);
    expect(section.failure().errors.bookings).toContain('У квартиры 2 открытая бронь: её нельзя удалить');
    const building = await t.call(
      chessEditorApi.deletePavilion,
      { params: { id: w.objectId, pid: w.pavilionId } },
      w.builder,
    );
    expect(building.statusCode).toBe(422);
    expect(await statusOf(w.unit['2']!)).toBe(CellStatus.reserve);
  });

  it('[bookings] a mass price change leaves the booking’s frozen price', async () => {
    const before = (await t.call(bookingsApi.getOwnBooking, { params: { id } }, w.otherAgent)).json().booking
      .price;
    await t.db
      .update(cells)
      .set({ price: before! + 500_000 })
      .where(eq(cells.id, w.unit['2']!));
    const after = (await t.call(bookingsApi.getOwnBooking, { params: { id } }, w.otherAgent)).json().booking
      .price;
    expect(after).toBe(before);
  });

  it('[bookings] the builder turns bookings off and sets the hold in the complex’s editor', async () => {
    const put = (who: Person, booking: Record<string, unknown>) =>
      t.call(backofficeApi.updateBackofficeObject, { params: { id: w.objectId }, body: { booking } }, who);
    const bad = await put(w.builder, { holdHours: 0 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.failure().errors)).toEqual(['booking.holdHours']);
    expect((await put(w.otherBuilder, { enabled: false })).statusCode).toBe(404);
    const res = await put(w.builder, { enabled: false, holdHours: 24, extensionHours: 12 });
    expect(res.statusCode, res.body).toBe(200);
    const read = await t.call(backofficeApi.getBackofficeObject, { params: { id: w.objectId } }, w.builder);
    expect(read.json().booking).toEqual({ enabled: false, holdHours: 24, extensionHours: 12, queueHours: 4 });
    const refused = await book(w.agent, w.unit['4']!);
    expect(refused.failure().message).toBe('Застройщик не принимает брони в этом комплексе');
    await put(w.builder, { enabled: true, holdHours: 72, extensionHours: 48 });
  });
});
