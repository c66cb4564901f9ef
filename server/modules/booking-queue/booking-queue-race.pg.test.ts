// The booking queue on several connections of real PostgreSQL: agents joining one unit's queue at once get distinct
// places 1..n and one agent's double join one place; the hand-over racing the offered agent's booking and another's
// leaves one holder and one first in line. Collected only with TEST_DATABASE_URL (vitest.config.ts), as CI runs it.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { OPEN_BOOKING_STATES } from '#shared/bookings.ts';
import { Role } from '#shared/enums.ts';
import { bookingQueue, bookings } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { authHeaders, buildUser, tokenFor } from '../../test/factories.ts';
import { buildBookingWorld, type BookingWorld, type Person } from '../../test/worlds/bookings.ts';
import * as bookingQueueApi from '#shared/api/booking-queue.ts';
import * as bookingsApi from '#shared/api/bookings.ts';

describe('[booking-queue] several connections on PostgreSQL', () => {
  const t = useTestApp();
  let w: BookingWorld;
  let agents: Person[];

  beforeAll(async () => {
    w = await buildBookingWorld(t);
    agents = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const user = await buildUser(t.db, { group: Role.agent });
        return { user, headers: authHeaders(await tokenFor(t.db, user)) };
      }),
    );
  });

  const client = { clientName: 'Анна Клиентова', clientPhone: '+7(918)123-45-67' };
  const book = (who: Person, cellId: number) =>
    t.call(bookingsApi.createBooking, { body: { cellId, kind: 'booking', ...client } }, who);
  const join = (who: Person, cellId: number) =>
    t.call(bookingQueueApi.joinQueue, { params: { cellId }, body: {} }, who);

  it('[booking-queue] twelve agents and one double click at once: twelve places numbered 1..12, one per agent', async () => {
    const cellId = w.unit['1']!;
    expect((await book(w.agent, cellId)).statusCode).toBe(201);
    const answers = await Promise.all([...agents.map((a) => join(a, cellId)), join(agents[0]!, cellId)]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(12);
    expect(codes.filter((c) => c === 409)).toHaveLength(1);
    const places = await t.db.select().from(bookingQueue).where(eq(bookingQueue.cellId, cellId));
    expect(places.map((p) => p.position).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    expect(new Set(places.map((p) => p.agentId)).size).toBe(12);
  });

  it('[booking-queue] the hold ends while everyone books: one offered place, and only its agent holds the unit', async () => {
    const cellId = w.unit['1']!;
    const [open] = await t.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.cellId, cellId), inArray(bookings.state, [...OPEN_BOOKING_STATES])));
    const [head] = await t.db
      .select()
      .from(bookingQueue)
      .where(and(eq(bookingQueue.cellId, cellId), eq(bookingQueue.position, 1)));
    const first = head!.agentId;
    const firstAgent = agents.find((a) => a.user.id === first)!;
    const cancel = t.call(bookingsApi.cancelOwnBooking, { params: { id: open!.id } }, w.agent);
    const attempts = agents.map((a) => book(a, cellId));
    const [cancelled, ...answers] = await Promise.all([cancel, ...attempts]);
    expect(cancelled!.statusCode).toBe(200);
    const booked = answers.filter((a) => a.statusCode === 201);
    // Whoever got in before the hand-over found the unit held; after it, only the first in line may book.
    expect(booked.length).toBeLessThanOrEqual(1);
    const places = await t.db.select().from(bookingQueue).where(eq(bookingQueue.cellId, cellId));
    expect(places.filter((p) => p.state === 'offered').length).toBeLessThanOrEqual(1);
    const holds = await t.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.cellId, cellId), inArray(bookings.state, [...OPEN_BOOKING_STATES])));
    expect(holds.length).toBeLessThanOrEqual(1);
    if (booked.length === 1) {
      expect(holds[0]!.agentId).toBe(first);
      expect(places.find((p) => p.agentId === first)!.state).toBe('booked');
    } else {
      expect(places.find((p) => p.state === 'offered')!.agentId).toBe(first);
      expect((await book(firstAgent, cellId)).statusCode).toBe(201);
    }
  });
});
