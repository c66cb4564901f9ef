// The alerts' one statement asks of every filter what the search asks of it: for each filter field (the search
// suite's cases, docs/filter.md), the units and offers it matches are exactly those the search's own SQL
// (filter-sql.ts) finds. Every unit on sale and every active offer of the search world is an event at once, and all
// the filters are matched in one statement, as the job does.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  Feature,
  HouseClass,
  HouseType,
  Interior,
  Layout,
  Market,
  Material,
  OfferStatus,
  Parking,
  Payment,
  Structure,
  Territory,
} from '#shared/enums.ts';
import { ZSearchFilter, type TSearchFilterInput } from '#shared/schemas/filter.ts';
import { offers, priceHistory } from '../../db/schema/index.ts';
import { allOf, queryRows } from '../../core/sql.ts';
import { useTestApp } from '../../test/use-app.ts';
import { NOW, buildWorld, type World } from '../../test/worlds/search.ts';
import { queueEverySection, saveFilters } from '../../test/worlds/saved-filters.ts';
import { complexConditions, offerConditions, unitBase } from '../search/filter-sql.ts';
import { importPoints } from '../nearby/import-points.ts';
import { readOsm } from '../nearby/read-osm.ts';
import { matchesSql } from './match-sql.ts';

const t = useTestApp();
let w: World;

const corpus = (): TSearchFilterInput[] => {
  const bounds: [[number, number], [number, number]] = [
    [43.55, 39.6],
    [43.65, 39.8],
  ];
  const both: TSearchFilterInput[] = [
    {},
    { title: 'бриз' },
    // Drawn areas (decision 047): one around the centre, and a union with a second one.
    {
      polygons: [
        [
          [43.55, 39.6],
          [43.65, 39.65],
          [43.6, 39.8],
        ],
      ],
    },
    {
      polygons: [
        [
          [43.55, 39.6],
          [43.65, 39.65],
          [43.6, 39.8],
        ],
        [
          [43.3, 39.2],
          [44, 39.2],
          [44, 40.1],
          [43.3, 40.1],
        ],
      ],
    },
    { title: 'Альфа' },
    { title: 'Лазаревское' },
    { title: 'Навагинская' },
    { title: 'Калараша' },
    { title: 'Морской' },
    { title: 'Несуществующий' },
    { objectId: w.c.mountain },
    { objectId: w.c.breeze },
    { builderId: w.builders.south },
    { regionId: w.geo.region },
    { subregions: [w.geo.central] },
    { subregions: [w.geo.kurortny, w.geo.lazarevskoe] },
    { subregions: [w.geo.lazarevskoe] },
    { priceFrom: 20_000_000 },
    { priceTo: 10_000_000 },
    { priceTo: 12_000_000 },
    { squarePriceFrom: 400_000 },
    { squarePriceFrom: 300_000 },
    { squarePriceTo: 300_000 },
    { areaFrom: 100 },
    { areaTo: 35 },
    { cntApart: [Layout.one] },
    { cntApart: [Layout.two] },
    { cntApart: '1,5' },
    { class: [HouseClass.business, HouseClass.elit] },
    { class: [HouseClass.comfort] },
    { type: [HouseType.cottage] },
    { type: [HouseType.apartment] },
    { structure: Structure.cottage },
    { interior: [Interior.chistInt] },
    { interior: [Interior.remInt] },
    { dateBuildFrom: '2027-2' },
    { dateBuildTo: '2027-2' },
    { dateBuildFrom: '2028-1', dateBuildTo: '2028-1' },
    { isFinished: 1 },
    { isFinished: 0 },
    { noDeadlineShift: 1 },
    { isAction: 1 },
    { isNew: true },
    { features: [Feature.elevator, Feature.fitness] },
    { payments: [Payment.mortgage, Payment.cash] },
    { parking: [Parking.underground, Parking.multilevel] },
    { territory: [Territory.close] },
    { material: [Material.wood] },
    { distanceSeaTo: 1000 },
    { near: { school: 500 } },
    { near: { kindergarten: 500, sea: 3000 } },
    { ceilingHeightFrom: 3.2 },
    { floorFrom: 3 },
    { floorTo: 1 },
    { bounds },
    { subregions: [w.geo.central], cntApart: [Layout.studio, Layout.two], priceTo: '16000000' },
    { isAction: true, cntApart: [Layout.two], areaFrom: 40 },
  ];
  return [
    ...both.map((f) => ({ ...f, market: Market.primary })),
    ...both.map((f) => ({ ...f, market: Market.secondary })),
    { market: Market.secondary, offerId: w.f.house },
    { market: Market.secondary, offerId: w.f.archived },
  ];
};

beforeAll(async () => {
  w = await buildWorld(t);
  // One complex whose handover was postponed: «Без переносов срока» must leave it out on both sides.
  await t.db.execute(sql`update objects set deadline_shifts = 2 where id = ${w.c.breeze}`);
  // Places around the world's seaside and mountain complexes (the nearby tests' fixture): «Рядом» on both sides.
  const fixture = path.join(import.meta.dirname, '../nearby/fixtures/small.overpass.json');
  await importPoints(t.db, readOsm(await readFile(fixture, 'utf8')).points, t.clock.now());
});

describe('[alerts] the one statement matches what the search finds, field by field', () => {
  it('for every filter of the corpus at once', async () => {
    const list = corpus().map((input) => ZSearchFilter.parse(input));
    const saved = await saveFilters(t, w.user.id, list);

    // Every section published anew, every active offer activated: everything visible is news.
    await queueEverySection(t);
    const allOffers = await t.db.select().from(offers);
    await t.db.insert(priceHistory).values(
      allOffers.map((f) => ({
        offerId: f.id,
        objectId: f.objectId,
        price: f.price,
        status: f.status,
        prevStatus: OfferStatus.draft,
        cause: 'offer' as const,
      })),
    );

    const found = await queryRows<{ filter_id: number; kind: string; id: number }>(
      t.db,
      sql`with q as (select * from filter_alert_queue), ${matchesSql(NOW)}
        select m.filter_id, ei.kind, ei.id from matches m join event_items ei on ei.key = m.key`,
    );
    const ctx = { viewer: null, now: NOW };
    for (const [i, filter] of list.entries()) {
      const got = found
        .filter((m) => m.filter_id === saved[i]!.id)
        .map((m) => m.id)
        .sort((a, b) => a - b);
      let expected: number[];
      if (filter.market === Market.secondary) {
        const rows = await queryRows<{ id: number }>(
          t.db,
          sql`select f.id from offers f left join objects o on o.id = f.object_id
            where ${allOf(offerConditions(filter, ctx))}`,
        );
        expected = rows.map((r) => r.id);
      } else {
        const c = complexConditions(filter, ctx);
        const rows = await queryRows<{ id: number }>(
          t.db,
          sql`select c.id from cells c join objects o on o.id = c.object_id
            where ${unitBase} and ${c.visibleWithUnit} and ${allOf(c.object)} and ${allOf(c.unit)}`,
        );
        expected = rows.map((r) => r.id);
      }
      expect(got, JSON.stringify(corpus()[i])).toEqual(expected.sort((a, b) => a - b));
    }
    // The corpus tells fields apart: most filters match something, not all match everything.
    const sizes = new Set(list.map((_, i) => found.filter((m) => m.filter_id === saved[i]!.id).length));
    expect(sizes.size).toBeGreaterThan(5);
  });
});
