// A small, fully known world for the discovery tests: six complexes of every kind of visibility, resale offers in
// every status, two builders, a partner. Figures are chosen so each filter field tells them apart.
import {
  CellStatus,
  CommissionType,
  Feature,
  HouseClass,
  HouseType,
  Interior,
  Layout,
  Material,
  OfferStatus,
  Parking,
  Payment,
  Role,
  RoomType,
  Structure,
  Territory,
} from '#shared/enums.ts';
import { builders, partners, type UserRow } from '../../db/schema/index.ts';
import { createComplex, type ComplexSpec } from '../../db/seed/create-complex.ts';
import { createOffer } from '../../db/seed/create-offer.ts';
import { plainGrid, type GridCellSpec } from '../../db/seed/grid.ts';
import { seedGeo } from '../../db/seed/seed-geo.ts';
import { buildUser } from '../factories.ts';
import type { TestContext } from '../app.ts';

/** The test clock's moment (FakeClock's default). */
export const NOW = new Date('2026-11-21T09:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

export interface World {
  owner: UserRow;
  user: UserRow;
  agent: UserRow;
  geo: {
    central: number;
    center: number;
    adlersky: number;
    kurortny: number;
    lazarevskoe: number;
    region: number;
  };
  builders: { south: number; alpha: number };
  partnerId: number;
  /** Complex ids by name. */
  c: { breeze: number; mountain: number; pines: number; soldOut: number; draft: number; hidden: number };
  /** Offer ids by name. */
  f: { inBreeze: number; house: number; inMountain: number; draft: number; archived: number };
}

type Spec = ComplexSpec['object'];

async function complex(
  t: TestContext,
  object: Spec,
  grid: Parameters<typeof plainGrid>[0],
  builderIds: number[],
  options: { sectionPublished?: boolean } = {},
): Promise<number> {
  const { object: row } = await createComplex(t.db, t.storage, {
    object,
    builderIds,
    pavilions: [
      {
        name: 'Корпус 1',
        sections: [{ name: 'Секция 1', published: options.sectionPublished ?? true, grid: plainGrid(grid) }],
      },
    ],
  });
  return row.id;
}

/** A dwelling of `area` m² at `squarePrice` ₽/m². */
const unit = (layout: number, area: number, squarePrice: number, extra: Partial<GridCellSpec> = {}) =>
  ({
    cntApart: layout,
    area,
    price: area * squarePrice,
    squarePrice,
    ...extra,
  }) as Partial<GridCellSpec>;

export async function buildWorld(t: TestContext): Promise<World> {
  const geo = await seedGeo(t.db);
  const sub = (key: string) => geo.subregionIds.get(key)!;
  const owner = await buildUser(t.db, { abilities: ['cabinet'], name: 'Застройщик' });
  const user = await buildUser(t.db);
  const agent = await buildUser(t.db, { group: Role.agent });
  const [south] = await t.db.insert(builders).values({ name: 'СтройИнвест Юг' }).returning();
  const [alpha] = await t.db.insert(builders).values({ name: 'Альфа Девелопмент' }).returning();
  const [partner] = await t.db
    .insert(partners)
    .values({ name: 'Альфа Девелопмент', site: 'https://alpha.example', builderId: alpha!.id, sort: 0 })
    .returning();

  const base = { ownerId: owner.id, published: true, type: Structure.apart, houseType: HouseType.apartment };

  // Comfort near the sea, a promotion on the whole complex, new: 2 studios and 2 two-room flats on sale.
  const breeze = await complex(
    t,
    {
      ...base,
      title: 'ЖК Морской бриз',
      houseClass: HouseClass.comfort,
      subregionId: sub('center'),
      address: 'г. Сочи, ул. Навагинская, 12',
      latitude: 43.588,
      longitude: 39.729,
      features: [Feature.elevator, Feature.pool, Feature.cctv],
      payments: [Payment.mortgage, Payment.installment, Payment.cash],
      parking: [Parking.underground],
      territory: Territory.close,
      material: Material.monolith,
      distanceSea: 300,
      ceilingHeight: 3,
      dateBuild: '2027-06-01',
      isAction: true,
      commission: 3.5,
      commissionText: '3,5% от цены',
      publishedAt: daysAgo(10),
      createdAt: daysAgo(12),
    },
    {
      floors: 3,
      risers: 2,
      cell: (floor, riser) => ({
        ...(riser === 0
          ? unit(Layout.studio, 30, 300_000, { interior: Interior.chistInt })
          : unit(Layout.two, 51, 300_000, { interior: Interior.chernInt })),
        status: floor === 3 ? CellStatus.sold : CellStatus.sale,
      }),
    },
    [south!.id],
  );

  // Business class in Adler, one unit on promotion: 4 one-room and 4 three-room flats.
  const mountain = await complex(
    t,
    {
      ...base,
      title: 'ЖК Горный воздух',
      houseClass: HouseClass.business,
      subregionId: sub('kurortny'),
      address: 'г. Сочи, Адлер, ул. Ленина, 219',
      latitude: 43.43,
      longitude: 39.92,
      features: [Feature.elevator, Feature.fitness],
      payments: [Payment.mortgage],
      parking: [Parking.multilevel],
      territory: Territory.guarded,
      material: Material.brick,
      distanceSea: 2000,
      ceilingHeight: 3.2,
      dateBuild: '2028-02-01',
      publishedAt: daysAgo(200),
      createdAt: daysAgo(210),
    },
    {
      floors: 4,
      risers: 2,
      cell: (floor, riser) =>
        riser === 0
          ? unit(Layout.one, 40, 500_000, { interior: Interior.predChistInt })
          : unit(Layout.three, 80, 500_000, {
              interior: Interior.predChistInt,
              isAction: floor === 4,
            }),
    },
    [alpha!.id],
  );

  // Finished elite cottages in Lazarevskoe, marked new.
  const pines = await complex(
    t,
    {
      ...base,
      type: Structure.cottage,
      houseType: HouseType.cottage,
      title: 'Коттеджный посёлок Сосны',
      houseClass: HouseClass.elit,
      subregionId: sub('lazarevskoe'),
      address: 'г. Сочи, Лазаревское, ул. Победы, 5',
      latitude: 43.91,
      longitude: 39.34,
      features: [Feature.garden, Feature.new],
      payments: [Payment.cash],
      parking: [Parking.house],
      territory: Territory.close,
      material: Material.wood,
      distanceSea: 800,
      ceilingHeight: 3.4,
      dateBuild: '2025-12-01',
      isFinished: true,
      publishedAt: daysAgo(300),
      createdAt: daysAgo(320),
    },
    { floors: 1, risers: 3, cell: () => unit(Layout.all, 150, 300_000, { interior: Interior.remInt }) },
    [south!.id],
  );

  // Economy, everything sold: visible, but no unit ever matches.
  const soldOut = await complex(
    t,
    {
      ...base,
      title: 'ЖК Распроданный',
      houseClass: HouseClass.economy,
      subregionId: sub('center'),
      address: 'г. Сочи, ул. Роз, 3',
      latitude: 43.59,
      longitude: 39.73,
      features: [Feature.elevator],
      payments: [Payment.mortgage],
      parking: [Parking.house],
      territory: Territory.open,
      material: Material.panel,
      distanceSea: 1500,
      ceilingHeight: 2.7,
      dateBuild: '2026-09-01',
      publishedAt: daysAgo(400),
      createdAt: daysAgo(400),
    },
    { floors: 1, risers: 2, cell: () => unit(Layout.one, 35, 250_000, { status: CellStatus.sold }) },
    [alpha!.id],
  );

  // Not published: its owner sees it, nobody else.
  const draft = await complex(
    t,
    {
      ...base,
      published: false,
      title: 'ЖК Черновик',
      subregionId: sub('center'),
      latitude: 43.6,
      longitude: 39.74,
      address: 'г. Сочи, ул. Черновая, 1',
    },
    { floors: 1, risers: 1, cell: () => unit(Layout.studio, 25, 300_000) },
    [south!.id],
  );

  // Published, but its only section is not: hidden from everyone but its owner.
  const hidden = await complex(
    t,
    {
      ...base,
      title: 'ЖК Скрытый',
      subregionId: sub('center'),
      latitude: 43.61,
      longitude: 39.75,
      address: 'г. Сочи, ул. Скрытая, 2',
    },
    { floors: 1, risers: 1, cell: () => unit(Layout.studio, 25, 300_000) },
    [south!.id],
    { sectionPublished: false },
  );

  const offer = async (spec: Parameters<typeof createOffer>[2]['offer']) =>
    (await createOffer(t.db, t.storage, { offer: spec })).id;
  const inBreeze = await offer({
    userId: agent.id,
    status: OfferStatus.active,
    objectId: breeze,
    cntApart: Layout.two,
    roomType: RoomType.zhiloeRoom,
    area: 54,
    price: 16_200_000,
    floor: 2,
    floorsTotal: 3,
    interior: Interior.remInt,
    subregionId: sub('center'),
    address: 'г. Сочи, ул. Навагинская, 12',
    latitude: 43.588,
    longitude: 39.729,
    commissionType: CommissionType.fiftyFifty,
    commissionPrice: 150_000,
    activatedAt: daysAgo(3),
    createdAt: daysAgo(3),
  });
  const house = await offer({
    userId: user.id,
    status: OfferStatus.active,
    roomType: RoomType.zhiloeHouse,
    area: 120,
    price: 25_000_000,
    subregionId: sub('lazarevskoe'),
    address: 'г. Сочи, Лазаревское, ул. Калараша, 64',
    latitude: 43.92,
    longitude: 39.33,
    isAction: true,
    activatedAt: daysAgo(30),
    createdAt: daysAgo(31),
  });
  const inMountain = await offer({
    userId: agent.id,
    status: OfferStatus.active,
    objectId: mountain,
    cntApart: Layout.one,
    roomType: RoomType.zhiloeRoom,
    area: 31,
    price: 11_000_000,
    floor: 4,
    floorsTotal: 4,
    subregionId: sub('kurortny'),
    address: 'г. Сочи, Адлер, ул. Ленина, 219',
    latitude: 43.43,
    longitude: 39.92,
    activatedAt: daysAgo(60),
    createdAt: daysAgo(60),
  });
  const draftOffer = await offer({ userId: agent.id, status: OfferStatus.draft, objectId: breeze, price: 1 });
  const archived = await offer({
    userId: agent.id,
    status: OfferStatus.archive,
    objectId: breeze,
    price: 9_000_000,
    latitude: 43.588,
    longitude: 39.729,
  });

  return {
    owner,
    user,
    agent,
    geo: {
      region: geo.regionId,
      central: sub('central'),
      center: sub('center'),
      adlersky: sub('adlersky'),
      kurortny: sub('kurortny'),
      lazarevskoe: sub('lazarevskoe'),
    },
    builders: { south: south!.id, alpha: alpha!.id },
    partnerId: partner!.id,
    c: { breeze, mountain, pines, soldOut, draft, hidden },
    f: { inBreeze, house, inMountain, draft: draftOffer, archived },
  };
}
