// object_layout_stats (the per-layout figures the search reads) follows every path that changes what a search
// counts, in the same transaction: the editor's sheet, a building or section hidden, the mass price change, the
// inventory import, a booking's hold and sale, a deal's contract. After each, the stored rows equal the rows
// computed from the units at that moment, and they did change.
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CellStatus, Layout, PriceChange } from '#shared/enums.ts';
import type { TImportPreview } from '#shared/schemas/inventory-import.ts';
import type { TDealFull } from '#shared/schemas/deals.ts';
import { objectLayoutStats } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { queryRows } from '../../core/sql.ts';
import { caller, cellAt, readSection, sectionFixture } from '../../test/worlds/chess-editor.ts';
import {
  buildImportWorld,
  applyImportId,
  unitRow,
  uploadImport,
  xlsxOf,
} from '../../test/worlds/inventory-import.ts';
import { buildDealWorld } from '../../test/worlds/deals.ts';
import { layoutStatsSelect } from './layout-stats.ts';
import * as chessEditorApi from '#shared/api/chess-editor.ts';
import * as bookingsApi from '#shared/api/bookings.ts';
import * as dealsApi from '#shared/api/deals.ts';

const t = useTestApp();

const numbers = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v == null ? null : Number(v)]));

/** The stored rows of a complex, and the rows its units give now. */
async function rowsOf(objectId: number) {
  const stored = await t.db
    .select()
    .from(objectLayoutStats)
    .where(eq(objectLayoutStats.objectId, objectId))
    .orderBy(objectLayoutStats.cntApart);
  const fromUnits = await queryRows<Record<string, unknown>>(
    t.db,
    sql`select * from (${layoutStatsSelect(sql`c.object_id = ${objectId}`)}) l order by l.cnt_apart`,
  );
  return {
    stored: stored.map((r) => numbers(r)),
    fromUnits: fromUnits.map((r) =>
      numbers({
        objectId: r.object_id,
        cntApart: r.cnt_apart,
        units: r.units,
        priceFrom: r.price_from,
        priceTo: r.price_to,
        squarePriceFrom: r.square_price_from,
        actionUnits: r.action_units,
        actionPriceFrom: r.action_price_from,
        actionPriceTo: r.action_price_to,
        actionSquarePriceFrom: r.action_square_price_from,
      }),
    ),
  };
}

/** Runs a write and holds the stored rows to the units after it; returns them. */
async function follows(objectId: number, write: () => Promise<void>) {
  const before = (await rowsOf(objectId)).stored;
  await write();
  const { stored, fromUnits } = await rowsOf(objectId);
  expect(stored).toEqual(fromUnits);
  expect(stored).not.toEqual(before);
  return stored;
}

describe('[objects] stored per-layout figures follow every write', () => {
  it('[objects] the editor: a unit’s price, layout, promotion and status; a building and a section hidden', async () => {
    const owner = await caller(t);
    const fixture = await sectionFixture(t, owner.user.id, {
      published: true,
      cell: (floor) => ({ cntApart: floor === 1 ? Layout.one : Layout.two }),
    });
    const section = await readSection(t, owner, fixture);
    const cell = cellAt(section, 0, 0);
    const put = (body: Record<string, unknown>) => async () => {
      const res = await t.call(chessEditorApi.updateCell, { params: { id: cell.id }, body }, owner);
      expect(res.statusCode, res.body).toBe(200);
    };
    expect((await rowsOf(fixture.objectId)).stored.map((r) => r.units)).toEqual([2, 4]);
    await follows(fixture.objectId, put({ price: 1_000_000 }));
    await follows(fixture.objectId, put({ isAction: true }));
    await follows(fixture.objectId, put({ cntApart: Layout.three }));
    const sold = await follows(fixture.objectId, put({ status: CellStatus.sold }));
    expect(sold.map((r) => r.cntApart)).toEqual([Layout.one, Layout.two]);

    await follows(fixture.objectId, async () => {
      const res = await t.call(
        chessEditorApi.updateSection,
        { params: { pid: fixture.pavilionId, sid: fixture.sectionId }, body: { published: false } },
        owner,
      );
      expect(res.statusCode, res.body).toBe(200);
    });
    expect((await rowsOf(fixture.objectId)).stored).toEqual([]);
    await follows(fixture.objectId, async () => {
      const res = await t.call(
        chessEditorApi.updateSection,
        { params: { pid: fixture.pavilionId, sid: fixture.sectionId }, body: { published: true } },
        owner,
      );
      expect(res.statusCode, res.body).toBe(200);
    });
    await follows(fixture.objectId, async () => {
      const res = await t.call(
        chessEditorApi.updatePavilion,
        { params: { id: fixture.objectId, pid: fixture.pavilionId }, body: { published: false } },
        owner,
      );
      expect(res.statusCode, res.body).toBe(200);
    });
  });

  it('[objects] the mass price change', async () => {
    const owner = await caller(t);
    const fixture = await sectionFixture(t, owner.user.id, {
      published: true,
      floors: 4,
      risers: 3,
      cell: (_, riser) => ({ cntApart: riser === 0 ? Layout.studio : Layout.two }),
    });
    const rows = await follows(fixture.objectId, async () => {
      const res = await t.call(
        chessEditorApi.massAction,
        { params: { id: fixture.sectionId }, body: { type: PriceChange.percentDown, value: 10 } },
        owner,
      );
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(rows[0]!.priceFrom).toBeGreaterThan(0);
  });

  it('[objects] the inventory import', async () => {
    const w = await buildImportWorld(t);
    // The published Корпус 1 / Секция 1 of units 1…6 (floors 1 and 2): new prices and layouts by number.
    const file = await xlsxOf([
      unitRow({ floor: 1, number: '1', rooms: 1, area: 38, price: 5_100_000 }),
      unitRow({ floor: 1, number: '2', rooms: 2, area: 54, price: 7_500_000 }),
      unitRow({ floor: 1, number: '3', rooms: 2, area: 56, price: 7_900_000 }),
      unitRow({ floor: 2, number: '4', rooms: 3, area: 80, price: 11_000_000 }),
    ]);
    const rows = await follows(w.objectId, async () => {
      const preview = await uploadImport(t, w.builder, w.objectId, file);
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json<TImportPreview>()).toMatchObject({ canApply: true });
      const res = await applyImportId(t, w.builder, preview.json<TImportPreview>().importId);
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(rows.map((r) => [r.cntApart, r.units, r.priceFrom])).toEqual([
      [Layout.one, 1, 5_100_000],
      [Layout.two, 2, 7_500_000],
      [Layout.three, 1, 11_000_000],
    ]);
  });

  it('[objects] a booking’s hold, a deal’s contract (the unit sold) and its cancel', async () => {
    const w = await buildDealWorld(t);
    const cellId = w.unit['1']!;
    let bookingId = 0;
    const held = await follows(w.objectId, async () => {
      const res = await t.call(
        bookingsApi.createBooking,
        { body: { cellId, kind: 'booking', clientName: 'Анна', clientPhone: '+7(918)123-45-67' } },
        w.agent,
      );
      expect(res.statusCode, res.body).toBe(201);
      bookingId = res.json().booking.id;
      const ok = await t.call(
        bookingsApi.actOnBooking,
        { params: { id: bookingId }, body: { action: 'confirm' } },
        w.manager,
      );
      expect(ok.statusCode, ok.body).toBe(200);
    });
    expect(held[0]!.units).toBe(5);

    const opened = await t.call(dealsApi.openDeal, { body: { bookingId, payment: 3 } }, w.manager);
    expect(opened.statusCode, opened.body).toBe(201);
    let deal: TDealFull = opened.json().deal;
    const move = async (body: Record<string, unknown>) => {
      const res = await t.call(
        dealsApi.changeDeal,
        { params: { id: deal.id }, body: { version: deal.version, ...body } },
        w.manager,
      );
      expect(res.statusCode, res.body).toBe(200);
      deal = res.json().deal;
    };
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(t.clock.now());
    await move({ stage: 'contract', number: 'ДДУ № 45/12-2026', date: day });
    // Sold from reserved: neither is on sale, so the figures stay, and still equal the units.
    const sold = await rowsOf(w.objectId);
    expect(sold.stored).toEqual(sold.fromUnits);
    expect(sold.stored).toEqual(held);

    const back = await follows(w.objectId, () => move({ stage: 'cancelled', reason: 'Клиент передумал' }));
    expect(back[0]!.units).toBe(6);
  });
});
