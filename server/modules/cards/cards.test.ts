import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { CellStatus, CommissionType, Kind, Layout, OfferStatus, Role, Structure } from '#shared/enums.ts';
import { useTestApp } from '../../test/use-app.ts';
import { buildUser } from '../../test/factories.ts';
import { createComplex } from '../../db/seed/create-complex.ts';
import { createOffer } from '../../db/seed/create-offer.ts';
import { plainGrid } from '../../db/seed/grid.ts';
import { seedGeo } from '../../db/seed/seed-geo.ts';
import { processImage } from '../../storage/images.ts';
import { favorites, type UserRow } from '../../db/schema/index.ts';
import { loadObjectCards, loadOfferCards } from './cards.ts';

describe('[objects] card loaders', () => {
  const t = useTestApp();
  let complexId: number;
  let offerId: number;
  let agent: UserRow;
  let buyer: UserRow;

  beforeAll(async () => {
    await seedGeo(t.db);
    const owner = await buildUser(t.db, { abilities: ['cabinet'] });
    agent = await buildUser(t.db, { group: Role.agent });
    buyer = await buildUser(t.db);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const photo = await processImage(png);
    const { object } = await createComplex(t.db, t.storage, {
      object: {
        title: 'ЖК Тестовый',
        type: Structure.apart,
        ownerId: owner.id,
        published: true,
        commission: 3.5,
        commissionText: '3,5% от цены',
        address: 'г. Сочи, ул. Тестовая, 1',
      },
      photos: Array.from({ length: 7 }, () => photo),
      pavilions: [
        {
          name: 'Корпус 1',
          sections: [
            {
              name: 'Секция 1',
              grid: plainGrid({
                floors: 3,
                risers: 2,
                cell: (floor) => ({
                  cntApart: Layout.one,
                  status: floor === 3 ? CellStatus.sold : CellStatus.sale,
                }),
              }),
            },
          ],
        },
      ],
    });
    complexId = object.id;
    const offer = await createOffer(t.db, t.storage, {
      offer: {
        userId: owner.id,
        status: OfferStatus.active,
        objectId: complexId,
        cntApart: Layout.two,
        area: 54,
        price: 16_200_000,
        commissionType: CommissionType.fiftyFifty,
        commissionPrice: 150_000,
      },
      photos: [photo],
    });
    offerId = offer.id;
    await t.db.insert(favorites).values({ userId: buyer.id, kind: Kind.realty, itemId: complexId });
  });

  it('presents a complex with its figures, five photos and the viewer’s favourite flag', async () => {
    const [card] = await loadObjectCards(t.db, t.storage, [complexId], buyer, t.clock.now());
    expect(card).toMatchObject({
      id: complexId,
      isOffer: false,
      isFavorite: true,
      published: true,
      title: 'ЖК Тестовый',
      relevantCount: 4,
      flatsCount: 6,
      cntApart: [Layout.one],
      commission: null,
    });
    expect(card!.images).toHaveLength(5);
    expect(card!.image?.s).toMatch(/^\/files\/images\/.+\/s\.webp$/);
    expect(card!.price).toBeGreaterThan(0);
  });

  it('shows commission to an agent and hides it from anonymous callers', async () => {
    const [forAgent] = await loadObjectCards(t.db, t.storage, [complexId], agent, t.clock.now());
    expect(forAgent!.commission).toEqual({ percent: 3.5, text: '3,5% от цены' });
    expect(forAgent!.isFavorite).toBe(false);
    const [anonymous] = await loadObjectCards(t.db, t.storage, [complexId], null, t.clock.now());
    expect(anonymous!.commission).toBeNull();
  });

  it('uses the relevance figures of a filter when given', async () => {
    const relevance = new Map([
      [complexId, { count: 1, priceFrom: 1, priceTo: 2, areaFrom: 3, areaTo: 4, squarePriceFrom: 5 }],
    ]);
    const [card] = await loadObjectCards(t.db, t.storage, [complexId], null, t.clock.now(), relevance);
    expect(card).toMatchObject({
      relevantCount: 1,
      price: 1,
      priceTo: 2,
      area: 3,
      areaTo: 4,
      squarePrice: 5,
    });
  });

  it('keeps the order of the ids and skips the missing ones', async () => {
    const cards = await loadObjectCards(t.db, t.storage, [999_999, complexId], null, t.clock.now());
    expect(cards.map((c) => c.id)).toEqual([complexId]);
    expect(await loadObjectCards(t.db, t.storage, [], null, t.clock.now())).toEqual([]);
  });

  it('presents a resale offer with a composed title and commission for agents only', async () => {
    const [forAgent] = await loadOfferCards(t.db, t.storage, [offerId], agent);
    expect(forAgent).toMatchObject({
      id: offerId,
      isOffer: true,
      published: true,
      title: '2-комнатная квартира, 54 м²',
      squarePrice: 300_000,
      object: { id: complexId, title: 'ЖК Тестовый' },
      commission: { type: CommissionType.fiftyFifty, price: 150_000 },
    });
    expect(forAgent!.images).toHaveLength(1);
    const [forBuyer] = await loadOfferCards(t.db, t.storage, [offerId], buyer);
    expect(forBuyer!.commission).toBeNull();
  });
});
