// A small market with numbers checked by hand (server/modules/market/market.test.ts): a region with two districts,
// a microdistrict, two published complexes in the first district, a hidden section, an unpublished complex and a
// complex in the second district. The clock stands at 2026-11-21 (Moscow November).
import { CellStatus, HouseClass, Layout, Role, type TCellStatus, type TLayout } from '#shared/enums.ts';
import {
  cells,
  objects,
  pavilions,
  priceHistory,
  regions,
  sections,
  subregions,
} from '../../db/schema/index.ts';
import type { TestContext } from '../app.ts';
import { person } from './people.ts';

const { sale, sold, reserve } = CellStatus;

/** A unit's life: [ISO time, status, ₽/м²] in order; its cell row ends in the last state. */
type Life = [string, TCellStatus, number][];

export async function marketWorld(t: TestContext) {
  const [region] = await t.db.insert(regions).values({ name: 'Краснодарский край' }).returning();
  const [other] = await t.db.insert(regions).values({ name: 'Крым' }).returning();
  const district = await subregion(t, region!.id, 'Адлер');
  const micro = await subregion(t, region!.id, 'Кудепста', district);
  const second = await subregion(t, region!.id, 'Хоста');

  const a = await complex(t, {
    title: 'ЖК Альфа',
    subregionId: district,
    houseClass: HouseClass.comfort,
    lat: 43.43,
    lng: 39.92,
  });
  const b = await complex(t, {
    title: 'ЖК Бета',
    subregionId: micro,
    houseClass: HouseClass.business,
    lat: 43.4301,
    lng: 39.9201,
  });
  const c = await complex(t, {
    title: 'ЖК Черновик',
    subregionId: district,
    houseClass: HouseClass.comfort,
    lat: 43.43,
    lng: 39.92,
    published: false,
  });
  const e = await complex(t, {
    title: 'ЖК Хоста',
    subregionId: second,
    houseClass: HouseClass.comfort,
    lat: 43.6,
    lng: 39.73,
  });
  const hidden = await section(t, a.objectId, a.pavilionId, false);

  const units = {
    a1: await unit(t, a, Layout.studio, 25, [
      ['2026-08-10T10:00:00Z', sale, 200_000],
      ['2026-10-15T10:00:00Z', sold, 200_000],
    ]),
    a2: await unit(t, a, Layout.one, 40, [
      ['2026-08-10T10:00:00Z', sale, 150_000],
      ['2026-10-05T10:00:00Z', sale, 160_000],
    ]),
    a3: await unit(t, a, Layout.one, 40, [['2026-09-20T10:00:00Z', sale, 170_000]]),
    a4: await unit(t, a, Layout.one, 40, [
      ['2026-08-10T10:00:00Z', sale, 180_000],
      ['2026-10-25T10:00:00Z', reserve, 180_000],
    ]),
    b1: await unit(t, b, Layout.two, 60, [
      ['2026-08-01T10:00:00Z', sale, 250_000],
      ['2026-11-10T10:00:00Z', sold, 250_000],
    ]),
    b2: await unit(t, b, Layout.two, 60, [['2026-11-05T10:00:00Z', sale, 260_000]]),
    h1: await unit(t, { ...a, sectionId: hidden }, Layout.one, 40, [
      ['2026-08-10T10:00:00Z', sale, 999_000],
      ['2026-10-20T10:00:00Z', sold, 999_000],
    ]),
    c1: await unit(t, c, Layout.one, 40, [['2026-08-10T10:00:00Z', sale, 50_000]]),
    c2: await unit(t, c, Layout.one, 40, [
      ['2026-08-10T10:00:00Z', sale, 50_000],
      ['2026-10-10T10:00:00Z', sold, 50_000],
    ]),
    e1: await unit(t, e, Layout.one, 50, [['2026-08-15T10:00:00Z', sale, 100_000]]),
  };

  return {
    region: region!.id,
    otherRegion: other!.id,
    district,
    micro,
    second,
    a,
    b,
    c,
    e,
    hiddenSection: hidden,
    units,
    agent: await person(t, Role.agent, 'Агент Рынка'),
    builder: await person(t, Role.user, 'Застройщик Рынка', ['cabinet']),
    moder: await person(t, Role.moder, 'Модератор Рынка'),
    buyer: await person(t, Role.user, 'Покупатель Рынка'),
  };
}

async function subregion(t: TestContext, regionId: number, name: string, parentId?: number) {
  const [row] = await t.db
    .insert(subregions)
    .values({ regionId, name, parentId: parentId ?? null })
    .returning();
  return row!.id;
}

interface Place {
  objectId: number;
  pavilionId: number;
  sectionId: number;
}

async function complex(
  t: TestContext,
  spec: {
    title: string;
    subregionId: number;
    houseClass: number;
    lat: number;
    lng: number;
    published?: boolean;
  },
): Promise<Place> {
  const [object] = await t.db
    .insert(objects)
    .values({
      title: spec.title,
      published: spec.published ?? true,
      subregionId: spec.subregionId,
      houseClass: spec.houseClass as never,
      latitude: spec.lat,
      longitude: spec.lng,
      dateBuild: '2027-12-01',
    })
    .returning();
  const [pavilion] = await t.db
    .insert(pavilions)
    .values({ objectId: object!.id, name: 'Корпус 1', published: true })
    .returning();
  return {
    objectId: object!.id,
    pavilionId: pavilion!.id,
    sectionId: await section(t, object!.id, pavilion!.id, true),
  };
}

async function section(t: TestContext, objectId: number, pavilionId: number, published: boolean) {
  const [row] = await t.db
    .insert(sections)
    .values({ objectId, pavilionId, name: 'Секция', published, rowsCount: 1, colsCount: 1 })
    .returning();
  return row!.id;
}

let numbers = 0;

async function unit(t: TestContext, place: Place, layout: TLayout, area: number, life: Life) {
  const [at, status, squarePrice] = life[life.length - 1]!;
  void at;
  const [cell] = await t.db
    .insert(cells)
    .values({
      sectionId: place.sectionId,
      pavilionId: place.pavilionId,
      objectId: place.objectId,
      bbox: [0, 0, 1, 1],
      number: String(++numbers),
      status,
      area,
      cntApart: layout,
      squarePrice,
      price: squarePrice * area,
    })
    .returning();
  let prev: Life[number] | null = null;
  for (const step of life) {
    await t.db.insert(priceHistory).values({
      cellId: cell!.id,
      objectId: place.objectId,
      at: new Date(step[0]),
      status: step[1],
      squarePrice: step[2],
      price: step[2] * area,
      prevStatus: prev?.[1] ?? null,
      prevPrice: prev ? prev[2] * area : null,
      cause: 'seed',
    });
    prev = step;
  }
  return cell!.id;
}
