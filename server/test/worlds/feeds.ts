// Test data of the portal feeds: a builder with a published complex (a name and address that need escaping, a
// photo, a contact, a builder company, a deadline) whose one published section holds a unit of every kind a feed
// must keep or leave out; an unpublished section and building, an unpublished complex, another builder's complex.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { Ability, CellStatus, Interior, Layout, Material, Role, Structure } from '#shared/enums.ts';
import { builders, cells, regions, subregions, type UserRow } from '../../db/schema/index.ts';
import { createComplex } from '../../db/seed/create-complex.ts';
import { oneSectionComplex } from './complex.ts';
import { plainGrid, type GridCellSpec } from '../../db/seed/grid.ts';
import { processImage, saveImage } from '../../storage/images.ts';
import type { TestContext } from '../app.ts';
import { authHeaders, buildUser, tokenFor } from '../factories.ts';

export interface FeedPerson {
  user: UserRow;
  headers: { authorization: string };
}

export interface FeedWorld {
  builder: FeedPerson;
  otherBuilder: FeedPerson;
  buyer: FeedPerson;
  objectId: number;
  draftObjectId: number;
  otherObjectId: number;
  /** Units by what they are; `feed` are the ones every feed carries. */
  unit: Record<
    'studio' | 'assignment' | 'three' | 'open' | 'sold' | 'reserve' | 'fund' | 'disabled' | 'penthouse',
    number
  >;
  feed: number[];
  hidden: number[];
}

async function person(t: TestContext, abilities: string[] = []): Promise<FeedPerson> {
  const user = await buildUser(t.db, { group: Role.user, abilities: abilities as UserRow['abilities'] });
  return { user, headers: authHeaders(await tokenFor(t.db, user)) };
}

const image = async () =>
  processImage(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 110, b: 190 } } })
      .webp()
      .toBuffer(),
  );

const KINDS: Partial<GridCellSpec>[][] = [
  // floor 1, 2, 3 (bottom up), risers 0–2
  [
    { cntApart: Layout.studio, interior: Interior.chernInt, number: '101' },
    { cntApart: Layout.two, status: CellStatus.sold },
    { cntApart: Layout.two, status: CellStatus.reserve },
  ],
  [
    { cntApart: Layout.one, status: CellStatus.assignment, interior: Interior.chistInt },
    { cntApart: Layout.one, disabled: true },
    { cntApart: Layout.one, status: CellStatus.fund },
  ],
  [
    { cntApart: Layout.penthouse },
    { cntApart: Layout.three, interior: Interior.remInt },
    { cntApart: Layout.all, interior: Interior.predChistInt },
  ],
];

const single = () => plainGrid({ floors: 1, risers: 1, cell: () => ({ cntApart: Layout.one, interior: 1 }) });

export async function buildFeedWorld(t: TestContext): Promise<FeedWorld> {
  const builder = await person(t, [Ability.cabinet]);
  const otherBuilder = await person(t, [Ability.cabinet]);
  const buyer = await person(t);
  const [region] = await t.db.insert(regions).values({ name: 'Краснодарский край' }).returning();
  const [city] = await t.db.insert(subregions).values({ regionId: region!.id, name: 'Сочи' }).returning();
  const [district] = await t.db
    .insert(subregions)
    .values({ regionId: region!.id, parentId: city!.id, name: 'Адлер' })
    .returning();
  const [company] = await t.db.insert(builders).values({ name: 'СЗ «Бриз & Ко»' }).returning();
  const plan = await image();
  const complex = await createComplex(t.db, t.storage, {
    object: {
      title: 'ЖК «Бриз & Море»',
      ownerId: builder.user.id,
      published: true,
      address: 'Сочи, ул. Ленина, 1 <корп. А>',
      subregionId: district!.id,
      latitude: 43.4285,
      longitude: 39.9236,
      material: Material.monolith,
      description: 'Дом у моря.\u0007 Кухни-гостиные',
    },
    builderIds: [company!.id],
    contacts: [
      { position: 'Отдел продаж', name: 'Мария', phone: '8 (862) 555-12-34', email: 'sales@briz.test' },
    ],
    photos: [await image()],
    pavilions: [
      {
        name: 'Корпус 1',
        dateBuild: '2026-10-01',
        sections: [
          {
            name: 'Секция 1',
            grid: plainGrid({
              floors: 3,
              risers: 3,
              cell: (floor, riser) => ({ interior: null, ...KINDS[floor - 1]![riser] }),
            }),
          },
          { name: 'Секция 2', published: false, grid: single() },
        ],
      },
      { name: 'Корпус 2', published: false, sections: [{ name: 'Секция 1', grid: single() }] },
    ],
  });
  const draft = await oneSectionComplex(
    t,
    { title: 'ЖК «Черновик»', ownerId: builder.user.id, published: false },
    single(),
  );
  const cottages = await createComplex(t.db, t.storage, {
    object: { title: 'КП «Сады»', ownerId: builder.user.id, published: true, type: Structure.cottage },
    pavilions: [{ name: 'Дом 1', sections: [{ name: 'Участок 1', grid: single() }] }],
  });
  const other = await oneSectionComplex(
    t,
    { title: 'ЖК «Чужой»', ownerId: otherBuilder.user.id, published: true },
    single(),
  );
  const [main, hiddenSection] = complex.pavilions[0]!.sections;
  const rows = await t.db.select().from(cells).where(eq(cells.sectionId, main!.id));
  const at = (floor: number, riser: number) => rows.find((c) => c.floor === floor && c.bbox[1] === riser)!.id;
  // The studio carries its own plan.
  const planRow = await saveImage(t.db, t.storage, plan, builder.user.id);
  await t.db
    .update(cells)
    .set({ planImageId: planRow.id })
    .where(eq(cells.id, at(1, 0)));
  const unit = {
    studio: at(1, 0),
    sold: at(1, 1),
    reserve: at(1, 2),
    assignment: at(2, 0),
    disabled: at(2, 1),
    fund: at(2, 2),
    penthouse: at(3, 0),
    three: at(3, 1),
    open: at(3, 2),
  };
  const others = await t.db
    .select({ id: cells.id, sectionId: cells.sectionId, objectId: cells.objectId })
    .from(cells);
  const hidden = others
    .filter(
      (c) =>
        c.sectionId === hiddenSection!.id ||
        c.sectionId === complex.pavilions[1]!.sections[0]!.id ||
        c.objectId === draft.object.id ||
        c.objectId === cottages.object.id ||
        c.objectId === other.object.id,
    )
    .map((c) => c.id);
  return {
    builder,
    otherBuilder,
    buyer,
    objectId: complex.object.id,
    draftObjectId: draft.object.id,
    otherObjectId: other.object.id,
    unit,
    feed: [unit.studio, unit.assignment, unit.three, unit.open],
    hidden: [unit.sold, unit.reserve, unit.fund, unit.disabled, unit.penthouse, ...hidden],
  };
}
