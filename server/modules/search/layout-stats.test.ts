// The stored per-layout figures (object_layout_stats) answer exactly what the units answer: every filter the rows
// decide gives the same complexes, totals, order, card figures and map points as the search over the units
// (FilterContext.unitsOnly), on complexes with hidden sections and buildings, drafts, disabled and unpriced units,
// promotions of single units and of whole complexes.
import { beforeAll, describe, expect, it } from 'vitest';
import { CellStatus, Layout, type TCellStatus, type TLayout } from '#shared/enums.ts';
import { ZMapClusterRequest, ZSearchFilter } from '#shared/schemas/filter.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { buildUser } from '../../test/factories.ts';
import { createComplex } from '../../db/seed/create-complex.ts';
import { plainGrid } from '../../db/seed/grid.ts';
import { queryRows } from '../../core/sql.ts';
import { complexConditions, type FilterContext } from './filter-sql.ts';
import { countComplexes, searchComplexes } from './search-complexes.ts';
import { clusterSql } from './map-cluster.ts';

const t = useTestApp();
let owner: UserRow;
const now = new Date('2026-12-05T12:00:00Z');

/** A fixed sequence, so a failure can be replayed. */
function random(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return x / 2_147_483_648;
  };
}

const BOX = { south: 43.4, west: 39.6, north: 43.7, east: 40.0 };

beforeAll(async () => {
  owner = await buildUser(t.db);
  const rnd = random(29);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const statuses: TCellStatus[] = [
    CellStatus.sale,
    CellStatus.sale,
    CellStatus.sale,
    CellStatus.assignment,
    CellStatus.sold,
    CellStatus.reserve,
  ];
  const layouts: (TLayout | null)[] = [Layout.studio, Layout.one, Layout.two, Layout.three, null];
  for (let i = 0; i < 16; i++) {
    const draft = i === 3 || i === 11;
    await createComplex(t.db, t.storage, {
      object: {
        title: `ЖК Выборка ${i}`,
        published: !draft,
        ownerId: i === 3 ? owner.id : null,
        isAction: rnd() < 0.25,
        latitude: BOX.south + rnd() * (BOX.north - BOX.south),
        longitude: BOX.west + rnd() * (BOX.east - BOX.west),
      },
      pavilions: Array.from({ length: 1 + Math.floor(rnd() * 2) }, (_, p) => ({
        name: `Корпус ${p + 1}`,
        published: rnd() > 0.15,
        sections: Array.from({ length: 1 + Math.floor(rnd() * 2) }, (_, s) => ({
          name: `Секция ${s + 1}`,
          published: rnd() > 0.15,
          grid: plainGrid({
            floors: 3,
            risers: 3,
            cell: () => {
              const area = 20 + Math.round(rnd() * 80);
              // Prices far apart, so a range often falls between a layout's cheapest and dearest unit.
              const price = rnd() < 0.1 ? null : pick([3, 5, 8, 12, 16, 20, 30]) * 1_000_000;
              return {
                status: pick(statuses),
                cntApart: pick(layouts),
                area,
                price,
                squarePrice: price && rnd() < 0.7 ? Math.round(price / area) : null,
                isAction: rnd() < 0.2,
                disabled: rnd() < 0.05,
              };
            },
          }),
        })),
      })),
    });
  }
});

/** Filters the stored rows decide (complexConditions(...).stats is set for each). */
const STORED: Record<string, unknown>[] = [
  { cntApart: [Layout.one, Layout.two] },
  { cntApart: [Layout.two, Layout.three], priceTo: 15_000_000 },
  { cntApart: [Layout.two, Layout.three], priceTo: 15_000_000, sort: 'priceUp' },
  { cntApart: [Layout.studio], priceTo: 12_000_000, sort: 'priceDown' },
  { priceTo: 8_000_000, sort: 'squarePriceUp' },
  { cntApart: [Layout.one], sort: 'squarePriceDown' },
  { priceFrom: 14_000_000 },
  { priceFrom: 14_000_000, sort: 'priceUp' },
  // Both ends: a layout's cheapest and dearest may both fall outside a range that holds none of its units.
  { priceFrom: 9_000_000, priceTo: 11_000_000 },
  { priceFrom: 6_000_000, priceTo: 14_000_000, cntApart: [Layout.two], sort: 'priceUp' },
  { priceFrom: 9_000_000, priceTo: 17_000_000, sort: 'newest' },
  { isAction: 1 },
  { isAction: 1, sort: 'priceUp' },
  { isAction: 1, cntApart: [Layout.three], sort: 'squarePriceUp' },
  { isAction: 1, priceTo: 10_000_000, sort: 'priceUp' },
  { isAction: 1, priceFrom: 9_000_000, priceTo: 17_000_000 },
  { isAction: 1, priceFrom: 20_000_000, sort: 'priceDown' },
  { cntApart: [Layout.two], priceTo: 20_000_000, regionId: 1 },
  { cntApart: [Layout.two], priceTo: 20_000_000, title: 'Выборка 1' },
];
/** Filters left on the units (a condition the rows do not store), for the same comparison. */
const UNITS: Record<string, unknown>[] = [
  { cntApart: [Layout.two], areaFrom: 50 },
  { priceTo: 15_000_000, squarePriceTo: 300_000, sort: 'priceUp' },
];

const contexts = (viewer: UserRow | null): [FilterContext, FilterContext] => [
  { viewer, now },
  { viewer, now, unitsOnly: true },
];

async function answers(body: Record<string, unknown>, ctx: FilterContext) {
  const f = ZSearchFilter.parse({ market: 1, ...body });
  const all = await searchComplexes(t.db, f, ctx, 1, 100);
  const page2 = await searchComplexes(t.db, f, ctx, 2, 3);
  const count = await countComplexes(t.db, f, ctx);
  const map = ZMapClusterRequest.parse({
    market: 1,
    ...body,
    bounds: [
      [BOX.south, BOX.west],
      [BOX.north, BOX.east],
    ],
    zoom: 17,
  });
  const points = await queryRows(t.db, clusterSql(map, ctx, 1));
  return { all, page2, count, points };
}

describe('[search] stored per-layout figures', () => {
  it.each([
    ['a visitor', false],
    ['the owner of a draft', true],
  ])('answers as the units do, for %s', async (_, asOwner) => {
    const viewer = asOwner ? owner : null;
    const [stored, units] = contexts(viewer);
    let matched = 0;
    for (const body of STORED) {
      const f = ZSearchFilter.parse({ market: 1, ...body });
      expect(complexConditions(f, stored).stats, JSON.stringify(body)).not.toBeNull();
      const got = await answers(body, stored);
      expect(got, JSON.stringify(body)).toEqual(await answers(body, units));
      matched += got.count;
    }
    // Not a comparison of empty answers.
    expect(matched).toBeGreaterThan(STORED.length * 3);
    for (const body of UNITS) {
      const f = ZSearchFilter.parse({ market: 1, ...body });
      expect(complexConditions(f, stored).stats).toBeNull();
    }
  });
});
