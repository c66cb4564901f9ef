// A booking names its unit by kind: a parking place (no layout, on a parking floor) is «машино-место», not «кв.».
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RowType } from '#shared/enums.ts';
import { cells, rows } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { buildBookingWorld, type BookingWorld } from '../../test/worlds/bookings.ts';
import * as bookingsApi from '#shared/api/bookings.ts';

const t = useTestApp();
let w: BookingWorld;
beforeAll(async () => {
  w = await buildBookingWorld(t);
});

const book = (cellId: number) =>
  t.call(
    bookingsApi.createBooking,
    { body: { cellId, kind: 'booking', clientName: 'Анна Клиентова', clientPhone: '+7(918)123-45-67' } },
    w.agent,
  );

describe('[bookings] the unit’s kind', () => {
  it('[bookings] a flat is a flat; a unit without a layout on a parking floor is a parking place', async () => {
    const flat = await book(w.unit['1']!);
    expect(flat.statusCode, flat.body).toBe(201);
    expect(flat.json().booking.unit.kind).toBe('flat');

    const cellId = w.unit['2']!;
    const [cell] = await t.db.select().from(cells).where(eq(cells.id, cellId));
    const line = cell!.bbox[2]! - 1;
    const floor = (await t.db.select().from(rows).where(eq(rows.sectionId, cell!.sectionId))).find(
      (r) => r.bbox[0]! <= line && line < r.bbox[2]!,
    )!;
    await t.db.update(rows).set({ type: RowType.parking }).where(eq(rows.id, floor.id));
    await t.db.update(cells).set({ cntApart: null }).where(eq(cells.id, cellId));
    const parking = await book(cellId);
    expect(parking.statusCode, parking.body).toBe(201);
    expect(parking.json().booking.unit.kind).toBe('parking');

    await t.db.update(rows).set({ type: RowType.ground }).where(eq(rows.id, floor.id));
    const mine = await t.callRaw(bookingsApi.listOwnBookings, null, w.agent);
    const listed = mine.json().data.find((b: { cellId: number }) => b.cellId === cellId);
    expect(listed.unit.kind).toBe('premises');
  });

  it('[bookings] the refusals name the unit by its kind: «Машино-место уже забронировано», «Помещение не в продаже»', async () => {
    const floorOf = async (cellId: number) => {
      const [cell] = await t.db.select().from(cells).where(eq(cells.id, cellId));
      const line = cell!.bbox[2]! - 1;
      return (await t.db.select().from(rows).where(eq(rows.sectionId, cell!.sectionId))).find(
        (r) => r.bbox[0]! <= line && line < r.bbox[2]!,
      )!;
    };
    // Unit 2 is booked above, without a layout, on a floor now of premises (ground).
    const taken = await t.call(
      bookingsApi.createBooking,
      {
        body: { cellId: w.unit['2']!, kind: 'booking', clientName: 'Анна', clientPhone: '+7(918)123-45-67' },
      },
      w.otherAgent,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ type: 'NotAcceptable', message: 'Помещение уже забронировано' });

    await t.db
      .update(rows)
      .set({ type: RowType.parking })
      .where(eq(rows.id, (await floorOf(w.unit['2']!)).id));
    const again = await book(w.unit['2']!);
    expect(again.json()).toEqual({ type: 'NotAcceptable', message: 'Машино-место уже забронировано' });

    // Unit 5 is sold: without a layout on a ground floor it is premises not on sale.
    const sold = w.unit['5']!;
    await t.db.update(cells).set({ cntApart: null }).where(eq(cells.id, sold));
    await t.db
      .update(rows)
      .set({ type: RowType.ground })
      .where(eq(rows.id, (await floorOf(sold)).id));
    const refused = await book(sold);
    expect(refused.statusCode).toBe(409);
    expect(refused.failure().message).toBe('Помещение не в продаже');
    // A flat keeps its word.
    const flat = await book(w.unit['1']!);
    expect(flat.json()).toEqual({ type: 'NotAcceptable', message: 'Квартира уже забронирована' });
  });
});
