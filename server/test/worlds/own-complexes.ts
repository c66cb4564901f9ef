// A catalogue larger than a search page, for the overlay of a viewer's own content on shared answers: 26 public
// complexes of another builder, and a builder whose hidden complexes (a draft, one with no published section) rank
// first, in the middle and past page 1 of the presets; a buyer with resale offers in every status.
import {
  CellStatus,
  HouseType,
  Layout,
  OfferStatus,
  Role,
  Structure,
  type TOfferStatus,
} from '#shared/enums.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { createComplex } from '../../db/seed/create-complex.ts';
import { createOffer } from '../../db/seed/create-offer.ts';
import { plainGrid } from '../../db/seed/grid.ts';
import { seedGeo } from '../../db/seed/seed-geo.ts';
import { buildUser } from '../factories.ts';
import type { TestContext } from '../app.ts';
import { NOW } from './search.ts';

export interface OwnWorld {
  /** Owns public complexes and three the public does not see. */
  builder: UserRow;
  /** Owns only public complexes. */
  publicBuilder: UserRow;
  /** A buyer with resale offers in every status. */
  buyer: UserRow;
  agent: UserRow;
  hidden: { newest: number; middle: number; oldest: number };
  /** The builder's public complex on promotion. */
  ownPublic: number;
}

const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

export async function buildOwnWorld(t: TestContext): Promise<OwnWorld> {
  const geo = await seedGeo(t.db);
  const subregionId = geo.subregionIds.get('center')!;
  const builder = await buildUser(t.db, { abilities: ['cabinet'] });
  const publicBuilder = await buildUser(t.db, { abilities: ['cabinet'] });
  const buyer = await buildUser(t.db);
  const agent = await buildUser(t.db, { group: Role.agent });

  const complex = async (
    ownerId: number,
    n: number,
    options: { published?: boolean; sectionPublished?: boolean; days: number; action?: boolean },
  ) => {
    const { object } = await createComplex(t.db, t.storage, {
      object: {
        ownerId,
        title: `ЖК Оверлей ${n}`,
        published: options.published ?? true,
        type: Structure.apart,
        houseType: HouseType.apartment,
        subregionId,
        address: `г. Сочи, ул. Тестовая, ${n}`,
        latitude: 43.5 + n / 1000,
        longitude: 39.7 + n / 1000,
        isAction: options.action ?? false,
        dateBuild: `20${27 + (n % 4)}-0${1 + (n % 9)}-01`,
        publishedAt: options.published === false ? null : daysAgo(options.days),
        createdAt: daysAgo(options.days),
      },
      pavilions: [
        {
          name: 'Корпус 1',
          sections: [
            {
              name: 'Секция 1',
              published: options.sectionPublished ?? true,
              grid: plainGrid({
                floors: 2,
                risers: 2,
                cell: (floor, riser) => {
                  const area = 30 + riser * 20 + n;
                  const squarePrice = 200_000 + ((n * 7919) % 31) * 10_000;
                  return {
                    cntApart: riser === 0 ? Layout.one : Layout.two,
                    area,
                    price: area * squarePrice,
                    squarePrice,
                    status: floor === 2 && n % 3 === 0 ? CellStatus.sold : CellStatus.sale,
                  };
                },
              }),
            },
          ],
        },
      ],
    });
    return object.id;
  };

  for (let n = 1; n <= 26; n++) {
    await complex(publicBuilder.id, n, { days: n, action: n % 2 === 0 });
  }
  const ownPublic = await complex(builder.id, 40, { days: 3.5, action: true });
  await complex(builder.id, 41, { days: 27 });
  const newest = await complex(builder.id, 50, { published: false, days: 0.5, action: true });
  const middle = await complex(builder.id, 51, { sectionPublished: false, days: 10.5 });
  const oldest = await complex(builder.id, 52, { published: false, days: 60, action: true });

  const offer = (status: TOfferStatus) =>
    createOffer(t.db, t.storage, {
      offer: {
        userId: buyer.id,
        status,
        price: 9_000_000 + status,
        area: 45,
        address: `г. Сочи, ул. Покупателя, ${status}`,
        latitude: 43.6,
        longitude: 39.73,
        activatedAt: status === OfferStatus.active ? daysAgo(1) : null,
      },
    });
  for (const status of OfferStatus.ids) await offer(status);
  return { builder, publicBuilder, buyer, agent, hidden: { newest, middle, oldest }, ownPublic };
}
