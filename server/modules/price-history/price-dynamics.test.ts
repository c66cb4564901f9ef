// «Динамика цен» on known data: the median ₽/м² of units on sale at each month end (Moscow time), per layout and
// over all, carried forward from each unit's last record; buyers count published sections only.
import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { Ability, CellStatus, Layout, Role } from '#shared/enums.ts';
import { cells, priceHistory } from '../../db/schema/index.ts';
import { createComplex } from '../../db/seed/create-complex.ts';
import { oneSectionComplex } from '../../test/worlds/complex.ts';
import { plainGrid } from '../../db/seed/grid.ts';
import { useTestApp } from '../../test/use-app.ts';
import { useActor } from '../../test/worlds/cabinet.ts';
import { monthEnds } from './price-dynamics.ts';
import * as priceHistoryApi from '#shared/api/price-history.ts';

describe('[price-history] GET realty/{id}/price-dynamics', () => {
  const t = useTestApp();
  const builder = useActor(t, Role.user, { abilities: [Ability.cabinet] });
  const buyer = useActor(t, Role.user);
  let objectId: number;

  beforeAll(async () => {
    const layouts = [Layout.studio, Layout.studio, Layout.two];
    const created = await createComplex(t.db, t.storage, {
      object: { title: 'ЖК «Графики»', ownerId: builder.user.id, published: true },
      pavilions: [
        {
          name: 'Корпус 1',
          sections: [
            {
              name: 'Секция 1',
              grid: plainGrid({ floors: 1, risers: 3, cell: (_, r) => ({ cntApart: layouts[r] }) }),
            },
            {
              name: 'Секция 2',
              published: false,
              grid: plainGrid({ floors: 1, risers: 1, cell: () => ({ cntApart: Layout.two }) }),
            },
          ],
        },
      ],
    });
    objectId = created.object.id;
    const [open, hidden] = created.pavilions[0]!.sections;
    const [a, b, c] = await t.db
      .select()
      .from(cells)
      .where(eq(cells.sectionId, open!.id))
      .orderBy(asc(cells.id));
    const [h] = await t.db.select().from(cells).where(eq(cells.sectionId, hidden!.id));
    const record = (cellId: number, at: string, squarePrice: number, status: number = CellStatus.sale) => ({
      cellId,
      objectId,
      at: new Date(at),
      price: squarePrice * 40,
      squarePrice,
      status,
      cause: 'seed' as const,
    });
    await t.db.insert(priceHistory).values([
      record(a!.id, '2025-11-20T10:00:00Z', 50_000),
      record(a!.id, '2026-01-10T10:00:00Z', 100_000),
      record(a!.id, '2026-03-05T10:00:00Z', 100_000, CellStatus.sold),
      record(b!.id, '2026-01-15T10:00:00Z', 200_000),
      record(b!.id, '2026-06-01T10:00:00Z', 180_000),
      // 01:00 on 1 February in Sochi: February's, not January's.
      record(c!.id, '2026-01-31T22:00:00Z', 300_000),
      record(h!.id, '2026-01-01T10:00:00Z', 900_000),
    ]);
  });
  const seriesOf = (body: { series: { layout: number | null; values: (number | null)[] }[] }) =>
    Object.fromEntries(body.series.map((s) => [String(s.layout), s.values]));

  it('[price-history] the last twelve months end at the current one, in Moscow time', () => {
    const months = monthEnds(new Date('2026-11-21T09:00:00Z'));
    expect(months.map((m) => m.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(months[0]!.end.toISOString()).toBe('2025-12-31T21:00:00.000Z');
    expect(months[11]!.end.toISOString()).toBe('2026-11-21T09:00:00.000Z');
    // 22:30 UTC on 31 December is already January in Sochi.
    expect(monthEnds(new Date('2026-12-31T22:30:00Z'), 1)[0]!.month).toBe('2027-01');
  });

  it('[price-history] a buyer gets the medians of published units on sale, by layout and over all', async () => {
    const res = await t.call(priceHistoryApi.getPriceDynamics, { params: { id: objectId } }, buyer);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.months[0]).toBe('2025-12');
    expect(body.series.map((s: { layout: number | null }) => s.layout)).toEqual([
      null,
      Layout.studio,
      Layout.two,
    ]);
    const k = 250_000;
    expect(seriesOf(body)).toEqual({
      null: [50_000, 150_000, 200_000, k, k, k, 240_000, 240_000, 240_000, 240_000, 240_000, 240_000],
      [Layout.studio]: [50_000, 150_000, 150_000, 200_000, 200_000, 200_000, ...Array(6).fill(180_000)],
      [Layout.two]: [null, null, ...Array(10).fill(300_000)],
    });
    expect(body.series[0].units.slice(0, 4)).toEqual([1, 2, 3, 2]);
  });

  it('[price-history] the owner counts the unpublished section too; a stranger of a hidden complex gets 404', async () => {
    const own = seriesOf(
      (await t.call(priceHistoryApi.getPriceDynamics, { params: { id: objectId } }, builder)).json(),
    );
    expect(own.null![1]).toBe(200_000);
    expect(own[Layout.two]![1]).toBe(900_000);
    const draft = await oneSectionComplex(t, {
      title: 'ЖК «Черновик»',
      ownerId: builder.user.id,
      published: false,
    });
    expect(
      (await t.call(priceHistoryApi.getPriceDynamics, { params: { id: draft.object.id } }, buyer)).statusCode,
    ).toBe(404);
    expect(
      (await t.call(priceHistoryApi.getPriceDynamics, { params: { id: draft.object.id } })).statusCode,
    ).toBe(401);
    const mine = await t.call(priceHistoryApi.getPriceDynamics, { params: { id: draft.object.id } }, builder);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().series).toEqual([]);
  });
});
