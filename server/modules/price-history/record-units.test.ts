// Every path that changes a unit's price or status writes its history in the same transaction: the sheet, the mass
// price change, a new section and a structure save, and bookings (hold, release, expiry, sold at the frozen price).
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CellStatus, Layout, PriceChange, RowType } from '#shared/enums.ts';
import { fromApiSection, toSavePayload } from '#shared/chessboard/convert.ts';
import { insertRows } from '#shared/chessboard/ops/insert-rows.ts';
import { mergeCells } from '#shared/chessboard/ops/merge-cells.ts';
import { cells, priceHistory } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import {
  applied,
  call,
  cellAt,
  readSection,
  sectionFixture,
  type Caller,
  useCaller,
} from '../../test/worlds/chess-editor.ts';
import { buildBookingWorld, type BookingWorld, type Person, book } from '../../test/worlds/bookings.ts';
import { historyOf, movesOf } from '../../test/worlds/price-history.ts';
import { runBookingExpiry } from '../bookings/expire-bookings.ts';
import * as bookingsApi from '#shared/api/bookings.ts';
import * as chessEditorApi from '#shared/api/chess-editor.ts';

const t = useTestApp();
const owner = useCaller(t);

describe('[price-history] the chessboard editor', () => {
  it('[price-history] the sheet records a price change with ₽/м² and the old price, and nothing for other fields', async () => {
    const fixture = await sectionFixture(t, owner.user.id, { cell: () => ({ cntApart: Layout.one }) });
    const cell = cellAt(await readSection(t, owner, fixture), 0, 0);
    const old = cell.data.price!;
    const res = await t.call(
      chessEditorApi.updateCell,
      { params: { id: cell.id }, body: { price: 9_000_000 } },
      owner,
    );
    expect(res.statusCode, res.body).toBe(200);
    const rows = await historyOf(t, { cellId: cell.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      cause: 'cell',
      byUserId: owner.user.id,
      objectId: fixture.objectId,
      prevPrice: old,
      price: 9_000_000,
      squarePrice: Math.round(9_000_000 / cell.data.area!),
      prevStatus: CellStatus.sale,
      status: CellStatus.sale,
    });
    await t.call(chessEditorApi.updateCell, { params: { id: cell.id }, body: { number: '101б' } }, owner);
    expect(await historyOf(t, { cellId: cell.id })).toHaveLength(1);
    await t.call(
      chessEditorApi.updateCell,
      { params: { id: cell.id }, body: { status: CellStatus.reserve } },
      owner,
    );
    expect(movesOf(await historyOf(t, { cellId: cell.id }))[1]).toEqual({
      cause: 'cell',
      prevPrice: 9_000_000,
      price: 9_000_000,
      prevStatus: CellStatus.sale,
      status: CellStatus.reserve,
    });
  });

  it('[price-history] a sheet that fails after its history was written leaves no history', async () => {
    const fixture = await sectionFixture(t, owner.user.id);
    const cell = cellAt(await readSection(t, owner, fixture), 0, 0);
    // The complex's figures are refreshed after the record: a failure there must take the record back too.
    await t.db.execute(
      sql.raw(`create function refuse_figures() returns trigger language plpgsql as $$
        begin raise exception 'injected failure after the history'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_figures before update on objects for each row
        when (new.id = ${fixture.objectId}) execute function refuse_figures()`),
    );
    const failed = await t.call(
      chessEditorApi.updateCell,
      { params: { id: cell.id }, body: { price: 9_000_000 } },
      owner,
    );
    expect(failed.statusCode).toBe(500);
    await t.db.execute(sql.raw(`drop trigger refuse_figures on objects`));
    expect(await historyOf(t, { cellId: cell.id })).toEqual([]);
    const saved = await t.call(
      chessEditorApi.updateCell,
      { params: { id: cell.id }, body: { price: 9_000_000 } },
      owner,
    );
    expect(saved.statusCode).toBe(200);
    expect(await historyOf(t, { cellId: cell.id })).toHaveLength(1);
  });

  it('[price-history] a structure save refused after it made new units leaves no history', async () => {
    const w = await buildBookingWorld(t);
    for (const number of ['1', '2']) {
      const booked = await book(t, w.agent, {
        cellId: w.unit[number],
        kind: 'booking',
        clientName: 'Анна',
        clientPhone: '+7(918)123-45-67',
      });
      expect(booked.statusCode).toBe(201);
    }
    const builder: Caller = { user: w.builder.user, token: w.builder.headers.authorization.slice(7) };
    const section = (
      await t.call(chessEditorApi.getSection, { params: { pid: w.pavilionId, sid: w.sectionId } }, builder)
    ).json();
    let model = applied(
      insertRows(fromApiSection(section), {
        anchor: `row-${section.rows[0].id}`,
        position: 'above',
        type: RowType.live,
        names: ['3'],
      }),
    );
    // Merging two booked units removes one of them: refused after the new floor's units were inserted.
    model = applied(mergeCells(model, [`cell-${w.unit['1']}`, `cell-${w.unit['2']}`]));
    const count = async () => (await t.db.select().from(priceHistory)).length;
    const before = await count();
    const res = await t.callRaw(
      chessEditorApi.updateSection,
      { params: { pid: w.pavilionId, sid: w.sectionId }, body: toSavePayload(model) },
      builder,
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(await count()).toBe(before);
  });

  it('[price-history] a mass change of 360 units records each of them in one go', async () => {
    const fixture = await sectionFixture(t, owner.user.id, { floors: 20, risers: 18 });
    const before = await readSection(t, owner, fixture);
    const started = performance.now();
    const res = await t.call(
      chessEditorApi.massAction,
      {
        params: { id: fixture.sectionId },
        body: {
          type: PriceChange.percentDown,
          value: 5,
        },
      },
      owner,
    );
    const took = performance.now() - started;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().changed).toBe(360);
    const rows = await t.db
      .select()
      .from(priceHistory)
      .innerJoin(cells, eq(cells.id, priceHistory.cellId))
      .where(eq(cells.sectionId, fixture.sectionId));
    expect(rows).toHaveLength(360);
    const first = cellAt(before, 0, 0);
    const record = rows.find((r) => r.cells.id === first.id)!.price_history;
    expect(record).toMatchObject({ cause: 'mass', prevPrice: first.data.price, status: CellStatus.sale });
    expect(record.price).toBe(cellAt(res.json().section, 0, 0).data.price);
    expect(record.price!).toBeLessThan(record.prevPrice!);
    // Far below a statement per unit on this machine's PGlite.
    expect(took).toBeLessThan(5_000);
  });

  it('[price-history] a new section and a structure save record the first state of the units they make', async () => {
    const fixture = await sectionFixture(t, owner.user.id);
    const created = await t.call(
      chessEditorApi.createSection,
      {
        params: { pid: fixture.pavilionId },
        body: {
          name: 'Секция 2',
          rows: 2,
          cols: 2,
        },
      },
      owner,
    );
    expect(created.statusCode, created.body).toBe(200);
    const fresh = await t.db.select().from(cells).where(eq(cells.sectionId, created.json().id));
    for (const cell of fresh) {
      expect(movesOf(await historyOf(t, { cellId: cell.id }))).toEqual([
        { cause: 'structure', prevPrice: null, price: null, prevStatus: null, status: CellStatus.sale },
      ]);
    }

    const before = await readSection(t, owner, fixture);
    const grown = applied(
      insertRows(fromApiSection(before), {
        anchor: `row-${before.rows[0]!.id}`,
        position: 'above',
        type: RowType.live,
        names: ['4'],
      }),
    );
    const saved = await call(t, owner, 'PUT', fixture.sectionUrl, toSavePayload(grown));
    expect(saved.statusCode, saved.body).toBe(200);
    const known = new Set(before.cells.map((c) => c.id));
    const added = (saved.json().cells as { id: number }[]).filter((c) => !known.has(c.id));
    expect(added.length).toBeGreaterThan(0);
    for (const cell of added) {
      expect(movesOf(await historyOf(t, { cellId: cell.id }))).toMatchObject([
        { cause: 'structure', prevStatus: null },
      ]);
    }
    // The units that were there already did not change.
    expect(await historyOf(t, { cellId: before.cells[0]!.id })).toEqual([]);
  });
});

describe('[price-history] bookings', () => {
  let w: BookingWorld;
  beforeAll(async () => {
    w = await buildBookingWorld(t);
  });

  const book = async (who: Person, cellId: number) => {
    const res = await t.call(
      bookingsApi.createBooking,
      { body: { cellId, kind: 'booking', clientName: 'Анна', clientPhone: '+7(918)123-45-67' } },
      who,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().booking.id as number;
  };
  const act = (who: Person, id: number, action: string) =>
    t.callRaw(bookingsApi.actOnBooking, { params: { id }, body: { action } }, who);

  it('[price-history] the hold reserves, the sale sells at the frozen price, both recorded by the builder', async () => {
    const cellId = w.unit['1']!;
    const [cell] = await t.db.select().from(cells).where(eq(cells.id, cellId));
    const id = await book(w.agent, cellId);
    expect(await historyOf(t, { cellId })).toEqual([]);
    expect((await act(w.builder, id, 'confirm')).statusCode).toBe(200);
    // The builder raises the price meanwhile; the booking keeps the price it was made at.
    await t.db
      .update(cells)
      .set({ price: cell!.price! + 500_000 })
      .where(eq(cells.id, cellId));
    expect((await act(w.builder, id, 'sold')).statusCode).toBe(200);
    const rows = await historyOf(t, { cellId });
    expect(movesOf(rows)).toEqual([
      {
        cause: 'booking',
        prevPrice: cell!.price,
        price: cell!.price,
        prevStatus: CellStatus.sale,
        status: CellStatus.reserve,
      },
      {
        cause: 'booking',
        prevPrice: cell!.price! + 500_000,
        price: cell!.price,
        prevStatus: CellStatus.reserve,
        status: CellStatus.sold,
      },
    ]);
    expect(rows[1]).toMatchObject({
      byUserId: w.builder.user.id,
      squarePrice: Math.round(cell!.price! / cell!.area!),
      at: t.clock.now(),
    });
  });

  it('[price-history] a release, a cancel and an expiry put the unit back on sale, each recorded', async () => {
    const released = w.unit['2']!;
    const id = await book(w.agent, released);
    await act(w.builder, id, 'confirm');
    expect((await act(w.builder, id, 'release')).statusCode).toBe(200);
    expect(movesOf(await historyOf(t, { cellId: released })).map((m) => m.status)).toEqual([
      CellStatus.reserve,
      CellStatus.sale,
    ]);

    const cancelled = w.unit['3']!;
    const second = await book(w.agent, cancelled);
    await act(w.builder, second, 'confirm');
    const cancel = await t.call(bookingsApi.cancelOwnBooking, { params: { id: second } }, w.agent);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const back = await historyOf(t, { cellId: cancelled });
    expect(back[1]).toMatchObject({ prevStatus: CellStatus.reserve, status: CellStatus.sale });
    expect(back[1]!.byUserId).toBe(w.agent.user.id);

    const lapsed = w.unit['4']!;
    const third = await book(w.agent, lapsed);
    await act(w.builder, third, 'confirm');
    t.clock.advance(73 * 3_600_000);
    await runBookingExpiry({ db: t.db, realtime: t.realtime, now: t.clock.now() });
    const expired = await historyOf(t, { cellId: lapsed });
    expect(expired[1]).toMatchObject({ cause: 'booking', byUserId: null, status: CellStatus.sale });
  });
});
