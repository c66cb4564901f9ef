import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Layout, Structure } from '#shared/enums.ts';
import type { TCollectionFull } from '#shared/schemas/collections.ts';
import type { TObjectCard } from '#shared/schemas/object.ts';
import { DialogsProvider } from '#app/components/ui/dialogs.tsx';
import { dismissToast, getToasts } from '#app/components/ui/toast-store.ts';
import { bindNavigator } from '#app/lib/navigation.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { mockFetch, type FetchMock } from '#app/test/fetch-mock.ts';
import CollectionPage from './collection.tsx';

function card(id: number, title: string): TObjectCard {
  return {
    id,
    isOffer: false,
    isFavorite: false,
    published: true,
    title,
    type: Structure.apart,
    image: null,
    images: [],
    price: 9_000_000,
    priceTo: null,
    area: 30,
    areaTo: 51,
    squarePrice: 300_000,
    address: 'г. Сочи, ул. Навагинская, 12',
    region: null,
    subregion: null,
    latitude: null,
    longitude: null,
    dateBuild: null,
    isFinished: false,
    isAction: false,
    relevantCount: 4,
    flatsCount: 6,
    cntApart: [Layout.studio],
    houseClass: null,
    features: [],
    isNew: false,
    builders: [],
    commission: null,
  };
}

const all = [card(7, 'ЖК Маяк'), card(8, 'ЖК Зелёная роща')];
let held: number[];
let api: FetchMock;
let unbindNavigator: () => void;

const full = (): TCollectionFull => ({
  id: 3,
  name: 'Для Ивановых',
  objects: all.filter((c) => held.includes(c.id)),
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  snapshot: null,
});

beforeEach(() => {
  queryClient.clear();
  held = [7, 8];
  api = mockFetch()
    .on('GET', '/api/user/collections/3', () => ({ body: { data: full() } }))
    .on('GET', '/api/user/collections', () => ({
      body: { data: [{ id: 3, name: 'Для Ивановых', objects: held.map((id) => ({ id })) }] },
    }))
    .on('POST', '/api/user/collections/unbind', ({ body }) => {
      const { objectId } = body as { objectId: number };
      held = held.filter((id) => id !== objectId);
      return { body: { objectId, collectionIds: [] } };
    })
    .on('POST', '/api/user/collections/bind', ({ body }) => {
      const { objectId } = body as { objectId: number };
      held = [...held, objectId];
      return { body: { objectId, collectionIds: [3] } };
    });
  unbindNavigator = bindNavigator({ navigate: vi.fn(), pathname: () => '/', isGuarded: () => true });
});

afterEach(() => {
  unbindNavigator();
  vi.unstubAllGlobals();
  for (const t of getToasts()) dismissToast(t.id);
});

function renderPage() {
  const router = createMemoryRouter([{ path: '/cabinet/collections/:id', element: <CollectionPage /> }], {
    initialEntries: ['/cabinet/collections/3'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <DialogsProvider>
        <RouterProvider router={router} />
      </DialogsProvider>
    </QueryClientProvider>,
  );
}

const cards = () => within(screen.getByTestId('collection-objects')).queryAllByRole('article');
const posts = () => api.calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body]);

describe('[collections] one collection', () => {
  it('removes an object, and «Вернуть» puts it back', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Для Ивановых' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(2));
    // The modal's list is loaded once for the page: its cards know they are in a collection.
    await waitFor(() =>
      expect(within(cards()[0]!).getByRole('button', { name: /в подборку/ })).toHaveTextContent('В подборке'),
    );
    expect(screen.getByRole('link', { name: 'Отправить клиенту' })).toHaveAttribute(
      'href',
      '/cabinet/collections/3/send',
    );

    const roshcha = cards().find((c) => c.textContent?.includes('ЖК Зелёная роща'))!;
    await userEvent.click(within(roshcha).getByRole('button', { name: 'Убрать из подборки' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    const toast = getToasts().find((t) => t.text === '«ЖК Зелёная роща» убран из подборки')!;
    expect(toast.action?.label).toBe('Вернуть');

    act(() => toast.action!.onClick());
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(posts()).toEqual([
      ['/api/user/collections/unbind', { objectId: 8, collectionIds: [3] }],
      ['/api/user/collections/bind', { objectId: 8, collectionIds: [3] }],
    ]);
  });

  it('says an empty collection is empty and offers no sending', async () => {
    held = [];
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Подборка пуста' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Отправить клиенту' })).toBeNull();
  });

  it('leads back to the list for a collection that is not there', async () => {
    api.on('GET', '/api/user/collections/3', {
      status: 404,
      body: { type: 'NotFound', message: 'Подборка не найдена' },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Подборка не найдена' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Мои подборки' })).toHaveAttribute(
      'href',
      '/cabinet/collections',
    );
  });
});
