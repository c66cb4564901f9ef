// Test data for the buyers' routes (object page, chessboard, news, favourites): people in every role, a published
// complex with drafts inside it, an unpublished one, one with nothing published, resale offers in every status,
// and snapshots. Each API test file builds its own on its own database.
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import {
  CellStatus,
  CommissionType,
  ContactSource,
  Interior,
  Kind,
  Layout,
  OfferStatus,
  Role,
  RowType,
  Structure,
} from '#shared/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import { builders, cells, snapshots, type OfferRow, type UserRow } from '../../db/schema/index.ts';
import { createComplex, type CreatedComplex } from '../../db/seed/create-complex.ts';
import { createOffer } from '../../db/seed/create-offer.ts';
import { gridCols, gridRows, plainGrid, type GridSpec } from '../../db/seed/grid.ts';
import { seedGeo } from '../../db/seed/seed-geo.ts';
import { processImage } from '../../storage/images.ts';
import type { Storage } from '../../storage/storage.ts';
import { buildUser } from '../factories.ts';

/**
 * Section «Секция 1»: floors 3, 2, 1 (top to bottom) × 3 risers.
 *   floor 3: [ 7 penthouse, sale, merged over two risers ] [ 8 two-room, sold ]
 *   floor 2: [ 4 studio, sale, promo ] [ 5 one-room, reserve ] [ hole ]
 *   floor 1: [ 1 one-room, sale ] [ 2 fund ] [ 3 two-room, assignment ]
 */
export function mainGrid(): GridSpec {
  return {
    rowsCount: 3,
    colsCount: 3,
    rows: gridRows([RowType.live, RowType.live, RowType.live], 3),
    cols: gridCols(3, 3),
    cells: [
      {
        bbox: [0, 0, 1, 2],
        number: '7',
        status: CellStatus.sale,
        cntApart: Layout.penthouse,
        area: 120,
        price: 60_000_000,
      },
      {
        bbox: [0, 2, 1, 3],
        number: '8',
        status: CellStatus.sold,
        cntApart: Layout.two,
        area: 60,
        price: 20_000_000,
      },
      {
        bbox: [1, 0, 2, 1],
        number: '4',
        status: CellStatus.sale,
        cntApart: Layout.studio,
        area: 25,
        price: 8_000_000,
        isAction: true,
        interior: Interior.chistInt,
      },
      {
        bbox: [1, 1, 2, 2],
        number: '5',
        status: CellStatus.reserve,
        cntApart: Layout.one,
        area: 38,
        price: 11_000_000,
      },
      { bbox: [1, 2, 2, 3], disabled: true },
      {
        bbox: [2, 0, 3, 1],
        number: '1',
        status: CellStatus.sale,
        cntApart: Layout.one,
        area: 40,
        price: 12_000_000,
      },
      { bbox: [2, 1, 3, 2], number: '2', status: CellStatus.fund, cntApart: Layout.one, area: 50 },
      {
        bbox: [2, 2, 3, 3],
        number: '3',
        status: CellStatus.assignment,
        cntApart: Layout.two,
        area: 60,
        price: 18_000_000,
      },
    ],
  };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export interface RealtyWorld {
  owner: UserRow;
  buyer: UserRow;
  agent: UserRow;
  moder: UserRow;
  admin: UserRow;
  /** Sells resale offers in every status on the complex's sold unit. */
  seller: UserRow;
  complex: CreatedComplex;
  /** The sold unit «8» of «Секция 1». */
  soldCellId: number;
  /** Published, but its only building is not. */
  hollow: CreatedComplex;
  /** Not published at all. */
  draft: CreatedComplex;
  offers: Record<'active' | 'draft' | 'inactive' | 'archive' | 'disabled', OfferRow>;
  /** The buyer's own draft on the sold unit. */
  buyerDraft: OfferRow;
  /** Holds the complex, the draft complex and the active offer. */
  snapshotId: string;
}

export async function buildRealtyWorld(db: DbOrTx, storage: Storage): Promise<RealtyWorld> {
  await seedGeo(db);
  const owner = await buildUser(db, { name: 'Застройщик', abilities: ['cabinet'] });
  const buyer = await buildUser(db, { name: 'Покупатель' });
  const agent = await buildUser(db, { name: 'Агент', group: Role.agent });
  const moder = await buildUser(db, { name: 'Модератор', group: Role.moder });
  const admin = await buildUser(db, { name: 'Админ', group: Role.admin });
  const seller = await buildUser(db, { name: 'Продавец Иван' });
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const photo = await processImage(png);
  const [builder] = await db.insert(builders).values({ name: 'СтройЮг' }).returning();

  const complex = await createComplex(db, storage, {
    object: {
      title: 'ЖК Морской',
      type: Structure.apart,
      ownerId: owner.id,
      published: true,
      isAction: false,
      commission: 3.5,
      commissionText: '3,5% после регистрации ДДУ',
      address: 'г. Сочи, ул. Морская, 1',
      latitude: 43.6,
      longitude: 39.72,
      description: 'Дом у моря.',
      features: [2, 3],
      payments: [3, 4],
      electricity: 1,
      serviceCost: 45,
      dateBuild: '2027-05-01',
    },
    builderIds: [builder!.id],
    photos: [photo, photo, photo],
    contacts: [
      { position: 'Отдел продаж', name: 'Анна', phone: '+79001112233', email: 'sales@example.test' },
    ],
    documents: [{ fileName: 'Разрешение на строительство.pdf', data: PDF }],
    news: [
      { text: '<p>Первая новость</p>', created: new Date('2026-01-01T10:00:00Z') },
      { text: '<p>Вторая <script>alert(1)</script>новость</p>', created: new Date('2026-02-01T10:00:00Z') },
      { text: '<p onclick="x()">Третья новость</p>', created: new Date('2026-03-01T10:00:00Z') },
      {
        text: '<p>Четвёртая <a href="javascript:alert(1)">новость</a></p>',
        created: new Date('2026-04-01T10:00:00Z'),
      },
    ],
    pavilions: [
      {
        name: 'Корпус 1',
        dateBuild: '2027-05-01',
        sections: [
          { name: 'Секция 1', grid: mainGrid() },
          { name: 'Секция 2', published: false, grid: plainGrid({ floors: 2, risers: 2 }) },
        ],
      },
      {
        name: 'Корпус 2',
        published: false,
        sections: [{ name: 'Секция 3', grid: plainGrid({ floors: 2, risers: 2 }) }],
      },
    ],
  });
  const hollow = await createComplex(db, storage, {
    object: { title: 'ЖК Пустой', ownerId: owner.id, published: true },
    pavilions: [
      {
        name: 'Корпус 1',
        published: false,
        sections: [{ name: 'С1', grid: plainGrid({ floors: 1, risers: 1 }) }],
      },
    ],
  });
  const draft = await createComplex(db, storage, {
    object: { title: 'ЖК Черновик', ownerId: owner.id, published: false },
    pavilions: [{ name: 'Корпус 1', sections: [{ name: 'С1', grid: plainGrid({ floors: 1, risers: 1 }) }] }],
  });

  const section = complex.pavilions[0]!.sections[0]!;
  const [sold] = await db
    .select({ id: cells.id })
    .from(cells)
    .where(and(eq(cells.sectionId, section.id), eq(cells.number, '8')));
  const onCell = {
    objectId: complex.object.id,
    pavilionId: complex.pavilions[0]!.pavilion.id,
    sectionId: section.id,
    cellId: sold!.id,
    cntApart: Layout.two,
    area: 60,
    floor: 3,
    floorsTotal: 3,
  };
  const offer = (status: (typeof OfferStatus.ids)[number], extra: Partial<OfferRow> = {}) =>
    createOffer(db, storage, {
      offer: {
        userId: seller.id,
        status,
        ...onCell,
        price: 21_000_000 + status,
        commissionType: CommissionType.fiftyFifty,
        commissionPrice: 150_000,
        contactSource: ContactSource.profile,
        description: 'Продаю квартиру с видом на море.',
        ...extra,
      },
      photos: [photo],
    });
  const offers = {
    active: await offer(OfferStatus.active, { activatedAt: new Date('2026-03-01T10:00:00Z') }),
    draft: await offer(OfferStatus.draft),
    inactive: await offer(OfferStatus.inactive),
    archive: await offer(OfferStatus.archive),
    disabled: await offer(OfferStatus.disabled, {
      disabledAt: new Date('2026-03-05T10:00:00Z'),
      disabledById: moder.id,
    }),
  };
  const buyerDraft = await createOffer(db, storage, {
    offer: { userId: buyer.id, status: OfferStatus.draft, ...onCell, price: 19_500_000 },
  });

  const snapshotId = 'snap_Test-1';
  await db.insert(snapshots).values({
    id: snapshotId,
    userId: agent.id,
    name: 'Для клиента',
    items: [
      { kind: Kind.realty, id: complex.object.id },
      { kind: Kind.realty, id: draft.object.id },
      { kind: Kind.offer, id: offers.active.id },
      { kind: Kind.offer, id: offers.draft.id },
    ],
  });

  return {
    owner,
    buyer,
    agent,
    moder,
    admin,
    seller,
    complex,
    soldCellId: sold!.id,
    hollow,
    draft,
    offers,
    buyerDraft,
    snapshotId,
  };
}
