// A buyer's requests through the app: one open request per unit, a window per buyer, and the source the server
// knows, never the one the client names (security review items 6 and 8).
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BOOKING_LIMITS } from '#shared/bookings.ts';
import { bookings, notifications } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { buildBookingWorld, type BookingWorld, type Person } from '../../test/worlds/bookings.ts';
import * as bookingsApi from '#shared/api/bookings.ts';

const t = useTestApp();
let w: BookingWorld;

beforeAll(async () => {
  w = await buildBookingWorld(t);
});

const request = (who: Person, cellId: number, extra: Record<string, unknown> = {}) =>
  t.call(
    bookingsApi.createBooking,
    { body: { cellId, kind: 'request', clientName: 'Анна', clientPhone: '+79181234567', ...extra } },
    who,
  );
const decline = (id: number) =>
  t.call(
    bookingsApi.actOnBooking,
    { params: { id }, body: { action: 'decline', reason: 'Уже продана' } },
    w.builder,
  );

describe('[bookings] a buyer’s requests are limited', () => {
  it('[bookings] a second open request for the same unit is refused with 409, and no notification is written', async () => {
    const first = await request(w.buyer, w.unit['1']!);
    expect(first.statusCode, first.body).toBe(201);
    const notices = async () =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, w.builder.user.id))).length;
    const before = await notices();
    const again = await request(w.buyer, w.unit['1']!);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      type: 'NotAcceptable',
      message: 'Вы уже отправили заявку на этот объект: застройщик ответит на неё',
    });
    expect(await notices()).toBe(before);
    // Another buyer may ask about the same unit.
    expect((await request(w.agent, w.unit['1']!)).statusCode).toBe(201);
    // Once the builder has answered, the buyer may ask again.
    await decline(first.json().booking.id);
    const next = await request(w.buyer, w.unit['1']!);
    expect(next.statusCode).toBe(201);
    await decline(next.json().booking.id);
  });

  it('[bookings] parallel requests for one unit leave one row', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => request(w.buyer, w.unit['2']!)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    const created = answers.find((a) => a.statusCode === 201)!;
    await decline(created.json().booking.id);
  });

  it('[bookings] past the window a buyer waits, with 429 and the seconds; the window passes', async () => {
    const mine = async () =>
      (await t.db.select().from(bookings).where(eq(bookings.agentId, w.buyer.user.id))).length;
    // The tests above sent three; each next one is answered so the unit is free to ask about again.
    for (let sent = await mine(); sent < BOOKING_LIMITS.requestsPerHour; sent++) {
      const res = await request(w.buyer, w.unit['3']!);
      expect(res.statusCode, res.body).toBe(201);
      await decline(res.json().booking.id);
    }
    const over = await request(w.buyer, w.unit['3']!);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ type: 'ThrottleLimit', seconds: expect.any(Number) });
    expect(over.failure().seconds).toBeGreaterThan(0);
    expect(over.failure().seconds).toBeLessThanOrEqual(3600);
    t.clock.advance(3_600_000);
    expect((await request(w.buyer, w.unit['3']!)).statusCode).toBe(201);
  });

  it('[bookings] the app cannot name its request a lead from the builder’s site', async () => {
    const res = await request(w.agent, w.unit['4']!, { source: 'widget' });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, res.json().booking.id));
    expect(row!.source).toBe('app');
    expect(res.json().booking.source).toBe('app');
  });
});
