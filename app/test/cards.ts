// List cards as the search, the feed and collections answer them, for component and route tests: a complex with
// nothing filled and a resale offer in a complex; a test gives what it looks at.
import { Layout, OfferStatus, Structure } from '#shared/enums.ts';
import type { TObjectCard } from '#shared/schemas/object.ts';
import type { TOfferCard } from '#shared/schemas/offer.ts';

export function buildObjectCard(overrides: Partial<TObjectCard> = {}): TObjectCard {
  return {
    id: 1,
    isOffer: false,
    isFavorite: false,
    published: true,
    title: 'ЖК 1',
    type: Structure.apart,
    image: null,
    images: [],
    price: null,
    priceTo: null,
    area: null,
    areaTo: null,
    squarePrice: null,
    address: null,
    region: null,
    subregion: null,
    latitude: null,
    longitude: null,
    dateBuild: null,
    isFinished: false,
    deadlineShifts: 0,
    isAction: false,
    relevantCount: 0,
    saleCount: 0,
    flatsCount: 0,
    cntApart: [],
    houseClass: null,
    features: [],
    isNew: false,
    builders: [],
    commission: null,
    ...overrides,
  };
}

export function buildOfferCard(overrides: Partial<TOfferCard> = {}): TOfferCard {
  return {
    id: 11,
    isOffer: true,
    isFavorite: false,
    published: true,
    status: OfferStatus.active,
    title: '2-комнатная квартира, 54 м²',
    image: null,
    images: [],
    price: 16_200_000,
    area: 54,
    squarePrice: 300_000,
    cntApart: Layout.two,
    roomType: null,
    floor: 2,
    floorsTotal: 9,
    interior: null,
    address: 'г. Сочи, ул. Навагинская, 12',
    region: null,
    subregion: null,
    latitude: null,
    longitude: null,
    isAction: false,
    object: { id: 7, title: 'ЖК Морской бриз' },
    createdAt: '2026-11-18T09:00:00.000Z',
    updatedAt: '2026-11-18T09:00:00.000Z',
    commission: null,
    ...overrides,
  };
}
