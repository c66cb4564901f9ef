import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Layout } from '#shared/enums.ts';
import type { TCollectionFull, TCollectionItemRef } from '#shared/schemas/collections.ts';
import type { TObjectCard } from '#shared/schemas/object.ts';
import type { TListItem, TOfferCard } from '#shared/schemas/offer.ts';
import { getToasts } from '#app/lib/toast-store.ts';
import { renderInApp, prepareAppTests } from '#app/test/render-app.tsx';
import { buildObjectCard, buildOfferCard } from '#app/test/cards.ts';
import { mockFetch, type FetchMock, pathOf, refusal } from '#app/test/fetch-mock.ts';
import CollectionPage from './collection.tsx';
import * as collectionsApi from '#shared/api/collections.ts';

function card(id: number, title: string): TObjectCard {
  return buildObjectCard({
    id,
    title,
    price: 9_000_000,
    area: 30,
    areaTo: 51,
    squarePrice: 300_000,
    address: 'г. Сочи, ул. Навагинская, 12',
    relevantCount: 4,
    saleCount: 4,
    flatsCount: 6,
    cntApart: [Layout.studio],
  });
}

function offerCard(id: number, title: string): TOfferCard {
  return buildOfferCard({
    id,
    title,
    address: 'г. Сочи, ул. Виноградная, 12',
    object: null,
    commission: { type: 1, price: 120_000 },
  });
}

// The offer has the number of the first complex: the page must keep them apart.
const all: TListItem[] = [
  card(7, 'ЖК Маяк'),
  card(8, 'ЖК Зелёная роща'),
  offerCard(7, '2-комн. квартира, 54 м²'),
];
const key = (item: TCollectionItemRef) => `${item.isOffer ? 'o' : 'r'}${item.id}`;
let held: string[];
let api: FetchMock;

const full = (): TCollectionFull => ({
  id: 3,
  version: 1,
  name: 'Для Ивановых',
  objects: all.filter((c) => held.includes(key(c))),
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  units: [],
  views: { total: 0, unique: 0, lastAt: null },
  feedback: [],
  snapshot: null,
});

prepareAppTests({ pathname: '/' });

beforeEach(() => {
  held = ['r7', 'r8', 'o7'];
  const itemOf = (body: unknown) => {
    const { objectId, isOffer } = body as { objectId: number; isOffer: 0 | 1 };
    return { id: objectId, isOffer: isOffer === 1 };
  };
  api = mockFetch()
    .on(collectionsApi.getCollection, { id: 3 }, () => ({ body: { data: full() } }))
    .on(collectionsApi.listCollections, () => ({
      body: {
        data: [
          {
            id: 3,
            name: 'Для Ивановых',
            objects: full().objects.map((o) => ({ id: o.id, isOffer: o.isOffer })),
          },
        ],
      },
    }))
    .on(collectionsApi.unbindFromCollections, ({ body }) => {
      const item = itemOf(body);
      held = held.filter((k) => k !== key(item));
      return { body: { objectId: item.id, isOffer: item.isOffer, collectionIds: [] } };
    })
    .on(collectionsApi.bindToCollections, ({ body }) => {
      const item = itemOf(body);
      held = [...held, key(item)];
      return { body: { objectId: item.id, isOffer: item.isOffer, collectionIds: [3] } };
    });
});

const renderPage = () =>
  renderInApp(<CollectionPage />, { path: '/cabinet/collections/:id', at: '/cabinet/collections/3' });

const cards = () => within(screen.getByTestId('collection-objects')).queryAllByRole('article');
const posts = () => api.calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body]);

describe('[collections] one collection', () => {
  it('removes an object, and «Вернуть» puts it back', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Для Ивановых' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(3));
    // The modal's list is loaded once for the page: its cards, complexes and the offer, know they are in it.
    for (const i of [0, 2]) {
      await waitFor(() =>
        expect(within(cards()[i]!).getByRole('button', { name: /^В подборк[уе]: / })).toHaveTextContent(
          'В подборке',
        ),
      );
    }
    expect(screen.getByRole('link', { name: 'Отправить клиенту' })).toHaveAttribute(
      'href',
      '/cabinet/collections/3/send',
    );

    const roshcha = cards().find((c) => c.textContent?.includes('ЖК Зелёная роща'))!;
    await userEvent.click(within(roshcha).getByRole('button', { name: 'Убрать из подборки' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    const toast = getToasts().find((t) => t.text === '«ЖК Зелёная роща» убран из подборки')!;
    expect(toast.action?.label).toBe('Вернуть');

    act(() => toast.action!.onClick());
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(posts()).toEqual([
      [pathOf(collectionsApi.unbindFromCollections), { objectId: 8, isOffer: 0, collectionIds: [3] }],
      [pathOf(collectionsApi.bindToCollections), { objectId: 8, isOffer: 0, collectionIds: [3] }],
    ]);
  });

  it('shows a resale offer as the feed does and removes it, not the complex of the same number', async () => {
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(3));
    const flat = cards().find((c) => c.textContent?.includes('2-комн. квартира'))!;
    expect(within(flat).getByRole('link', { name: '2-комн. квартира, 54 м²' })).toHaveAttribute(
      'href',
      '/offer/7',
    );
    expect(flat).toHaveTextContent('16 200 000 ₽');
    await userEvent.click(within(flat).getByRole('button', { name: 'Убрать из подборки' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'ЖК Маяк',
      'ЖК Зелёная роща',
    ]);
    expect(posts()).toEqual([
      [pathOf(collectionsApi.unbindFromCollections), { objectId: 7, isOffer: 1, collectionIds: [3] }],
    ]);
  });

  it('says an empty collection is empty and offers no sending', async () => {
    held = [];
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Подборка пуста' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Отправить клиенту' })).toBeNull();
  });

  it('leads back to the list for a collection that is not there', async () => {
    api.on(collectionsApi.getCollection, { id: 3 }, refusal(404, 'NotFound', 'Подборка не найдена'));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Подборка не найдена' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Мои подборки' })).toHaveAttribute(
      'href',
      '/cabinet/collections',
    );
  });
});
