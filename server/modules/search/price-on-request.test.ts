import { beforeAll, describe, expect, it } from 'vitest';
import { CellStatus, Layout, Structure } from '#shared/enums.ts';
import type { TSearchResponse } from '#shared/schemas/search.ts';
import { useTestApp } from '../../test/use-app.ts';
import { buildUser, tokenFor } from '../../test/factories.ts';
import { oneSectionComplex } from '../../test/worlds/complex.ts';
import { plainGrid } from '../../db/seed/grid.ts';
import * as searchApi from '#shared/api/search.ts';

const t = useTestApp();
let token: string;
let complexId: number;

async function search(filter: Record<string, unknown>) {
  const res = await t.callRaw(searchApi.searchCards, { body: filter }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TSearchResponse;
}

beforeAll(async () => {
  token = await tokenFor(t.db, await buildUser(t.db));
  const { object } = await oneSectionComplex(
    t,
    { title: 'ЖК Цена по запросу', type: Structure.apart, published: true },
    plainGrid({
      floors: 2,
      risers: 1,
      // A flat without a price, and a parking place (no layout) that is cheap.
      cell: (floor) =>
        floor === 2
          ? { cntApart: Layout.two, price: null, squarePrice: null }
          : { cntApart: null, price: 500_000, status: CellStatus.sale },
    }),
  );
  complexId = object.id;
});

describe('[search] units a search counts', () => {
  it('counts a flat on sale without a price, but never a unit without a layout', async () => {
    const { data } = await search({ objectId: complexId });
    expect(data[0]).toMatchObject({ relevantCount: 1, price: null });
  });

  it('matches no price condition with a flat whose price is on request', async () => {
    expect((await search({ priceTo: 100_000_000 })).meta.total).toBe(0);
    expect((await search({ priceFrom: 0 })).meta.total).toBe(0);
    // The cheap parking place is no flat.
    expect((await search({ priceTo: 1_000_000 })).meta.total).toBe(0);
    expect((await search({ cntApart: [Layout.two] })).meta.total).toBe(1);
    expect((await search({ cntApart: [Layout.one] })).meta.total).toBe(0);
  });
});
