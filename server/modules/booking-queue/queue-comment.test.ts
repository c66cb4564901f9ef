// An agent's note on a queue place: stored as plain text, shown to the agent and in the builder's «Очереди»,
// never to another agent; markup is refused as in every plain-text field.
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '#shared/enums.ts';
import type { TUnitQueue } from '#shared/schemas/booking-queue.ts';
import { useTestApp } from '../../test/use-app.ts';
import { authHeaders, buildUser, tokenFor } from '../../test/factories.ts';
import { buildBookingWorld, type BookingWorld, type Person } from '../../test/worlds/bookings.ts';
import * as bookingQueueApi from '#shared/api/booking-queue.ts';
import * as bookingsApi from '#shared/api/bookings.ts';

const t = useTestApp();
let w: BookingWorld;
let second: Person;

beforeAll(async () => {
  w = await buildBookingWorld(t);
  const user = await buildUser(t.db, { group: Role.agent });
  second = { user, headers: authHeaders(await tokenFor(t.db, user)) };
});

const join = (who: Person, cellId: number, payload: Record<string, unknown>) =>
  t.call(bookingQueueApi.joinQueue, { params: { cellId }, body: payload }, who);

describe('[booking-queue] the agent’s comment', () => {
  it('keeps the note with the place and shows it to the builder', async () => {
    const cellId = w.unit['4']!;
    const held = await t.call(
      bookingsApi.createBooking,
      { body: { cellId, kind: 'booking', clientName: 'Анна Клиентова', clientPhone: '+7(918)123-45-67' } },
      w.agent,
    );
    expect(held.statusCode).toBe(201);

    const note = 'Клиент готов выйти на сделку в пятницу,\nипотека одобрена';
    const res = await join(second, cellId, { clientName: 'Олег', comment: `  ${note}  ` });
    expect(res.statusCode).toBe(201);
    expect(res.json().place.comment).toBe(note);

    const board = await t.call(bookingQueueApi.listObjectQueues, { params: { id: w.objectId } }, w.builder);
    const unit = (board.json().data as TUnitQueue[]).find((u) => u.cellId === cellId)!;
    expect(unit.places.map((p) => p.comment)).toEqual([note]);
  });

  it('stores the note as text with no markup, and refuses one too long in Russian', async () => {
    const cellId = w.unit['4']!;
    await t.call(bookingQueueApi.leaveQueue, { params: { cellId } }, second);
    const long = await join(second, cellId, { comment: 'я'.repeat(5000) });
    expect(long.statusCode).toBe(422);
    expect(long.failure().errors.comment[0]).toMatch(/Не длиннее/);
    const res = await join(second, cellId, { comment: 'Перезвонить <<b>img src=x onerror=alert(1)> завтра' });
    expect(res.statusCode).toBe(201);
    expect(res.json().place.comment).not.toMatch(/[<>]/);
    expect(res.json().place.comment).toMatch(/^Перезвонить .*завтра$/);
  });
});
