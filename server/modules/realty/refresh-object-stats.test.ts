import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CellStatus, Layout } from '#shared/enums.ts';
import { useTestApp } from '../../test/use-app.ts';
import { cells, objects } from '../../db/schema/index.ts';
import { createComplex } from '../../db/seed/create-complex.ts';
import { plainGrid, type GridCellSpec } from '../../db/seed/grid.ts';
import { refreshObjectStats } from './refresh-object-stats.ts';

const t = useTestApp();

const unit = (
  area: number,
  price: number | null,
  extra: Partial<GridCellSpec> = {},
): Partial<GridCellSpec> => ({
  area,
  price,
  squarePrice: price == null ? null : Math.round(price / area),
  cntApart: Layout.two,
  ...extra,
});

async function figures(objectId: number) {
  const [o] = await t.db.select().from(objects).where(eq(objects.id, objectId));
  return {
    flatsCount: o!.flatsCount,
    saleCount: o!.saleCount,
    priceFrom: o!.priceFrom,
    priceTo: o!.priceTo,
    areaFrom: o!.areaFrom,
    areaTo: o!.areaTo,
    squarePriceFrom: o!.squarePriceFrom,
    cntApart: o!.cntApart,
  };
}

describe('[objects] refreshObjectStats', () => {
  it('[objects] counts published units, ranges dwellings on sale, lists layouts on sale', async () => {
    // Floor 2: studio on sale, two-room assignment, sold, reserve. Floor 1: fund, a hole, a parking place on sale.
    const shown = plainGrid({
      floors: 2,
      risers: 4,
      cell: (floor, riser) =>
        floor === 2
          ? [
              unit(25, 10_000_000, { cntApart: Layout.studio }),
              unit(60, 30_000_000, { status: CellStatus.assignment }),
              unit(40, 5_000_000, { status: CellStatus.sold }),
              unit(45, 6_000_000, { status: CellStatus.reserve }),
            ][riser]!
          : [
              unit(70, null, { status: CellStatus.fund, cntApart: Layout.three }),
              { disabled: true, price: 1_000, area: 1 },
              unit(15, 2_000_000, { cntApart: null }),
              unit(80, 1_000_000, { status: CellStatus.sold, cntApart: Layout.penthouse }),
            ][riser]!,
    });
    const cheapHidden = plainGrid({ floors: 1, risers: 1, cell: () => unit(20, 3_000_000) });
    const created = await createComplex(t.db, t.storage, {
      object: { title: 'ЖК Проверочный', published: true },
      pavilions: [
        {
          name: 'Корпус 1',
          sections: [
            { name: 'Секция 1', grid: shown },
            { name: 'Секция 2', published: false, grid: cheapHidden },
          ],
        },
        { name: 'Корпус 2', published: false, sections: [{ name: 'Секция 1', grid: cheapHidden }] },
      ],
    });

    expect(await figures(created.object.id)).toEqual({
      flatsCount: 7,
      saleCount: 3,
      priceFrom: 10_000_000,
      priceTo: 30_000_000,
      areaFrom: 25,
      areaTo: 60,
      squarePriceFrom: 400_000,
      cntApart: [Layout.studio, Layout.two],
    });
  });

  it('[objects] follows a cell change and touches no other complex', async () => {
    const grid = plainGrid({
      floors: 1,
      risers: 2,
      cell: (_, riser) => unit(50 + riser * 10, 20_000_000 + riser * 6_000_000),
    });
    const a = await createComplex(t.db, t.storage, {
      object: { title: 'ЖК Первый' },
      pavilions: [{ name: 'Корпус 1', sections: [{ name: 'Секция 1', grid }] }],
    });
    const b = await createComplex(t.db, t.storage, {
      object: { title: 'ЖК Второй' },
      pavilions: [{ name: 'Корпус 1', sections: [{ name: 'Секция 1', grid }] }],
    });
    expect(await figures(a.object.id)).toMatchObject({
      saleCount: 2,
      priceFrom: 20_000_000,
      priceTo: 26_000_000,
    });

    const [cheapest] = await t.db
      .select({ id: cells.id })
      .from(cells)
      .where(eq(cells.objectId, a.object.id))
      .orderBy(cells.price)
      .limit(1);
    await t.db.update(cells).set({ status: CellStatus.sold }).where(eq(cells.id, cheapest!.id));
    await refreshObjectStats(t.db, a.object.id);

    expect(await figures(a.object.id)).toMatchObject({
      flatsCount: 2,
      saleCount: 1,
      priceFrom: 26_000_000,
      priceTo: 26_000_000,
      areaFrom: 60,
      squarePriceFrom: 433_333,
    });
    expect(await figures(b.object.id)).toMatchObject({ saleCount: 2, priceFrom: 20_000_000 });
  });

  it('[objects] resets the figures of a complex without units', async () => {
    const created = await createComplex(t.db, t.storage, {
      object: {
        title: 'ЖК Пустой',
        priceFrom: 1,
        priceTo: 2,
        flatsCount: 5,
        saleCount: 5,
        cntApart: [Layout.one],
      },
    });
    expect(await figures(created.object.id)).toEqual({
      flatsCount: 0,
      saleCount: 0,
      priceFrom: null,
      priceTo: null,
      areaFrom: null,
      areaTo: null,
      squarePriceFrom: null,
      cntApart: [],
    });
  });
});
