import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '#app/lib/query-client.ts';
import { bindNavigator } from '#app/lib/navigation.ts';
import { getToasts, dismissToast } from '#app/lib/toast-store.ts';
import { FavoriteButton } from './favorite-button.tsx';
import * as favoritesApi from '#shared/api/favorites.ts';
import { pathOf } from '#app/test/fetch-mock.ts';

const KEY = ['realty', 5, { snapshot: null, show: null }];
const LIST_KEY = ['search', { page: 1 }];

function Harness() {
  // The page reads the object from the cache, as the real one does.
  const object = useQuery({
    queryKey: KEY,
    queryFn: () => new Promise<never>(() => {}),
    staleTime: Infinity,
  });
  const data = object.data as { id: number; isFavorite: boolean } | undefined;
  return data ? <FavoriteButton id={data.id} isOffer={false} isFavorite={data.isFavorite} /> : null;
}

let answer: (response: Response) => void;
let requests: { url: string; body: unknown }[];
let unbind: () => void;

beforeEach(() => {
  queryClient.clear();
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      requests.push({ url, body: JSON.parse(String(init.body)) });
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    }),
  );
  unbind = bindNavigator({ navigate: vi.fn(), pathname: () => '/realty/5', isGuarded: () => true });
  queryClient.setQueryData(KEY, { id: 5, isOffer: false, isFavorite: false, title: 'ЖК' });
  // The same complex in some list of another feature: its card must follow too.
  queryClient.setQueryData(LIST_KEY, {
    pages: [
      {
        data: [
          { id: 5, isOffer: false, isFavorite: false },
          { id: 5, isOffer: true, isFavorite: false },
        ],
      },
    ],
  });
});

afterEach(() => {
  unbind();
  vi.unstubAllGlobals();
  for (const t of getToasts()) dismissToast(t.id);
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderButton() {
  render(
    <QueryClientProvider client={queryClient}>
      <Harness />
    </QueryClientProvider>,
  );
  return screen.getByRole('button', { name: 'В избранное' });
}

describe('[favorites] the heart of a page', () => {
  it('[favorites] flips only once the server has confirmed, everywhere the item is cached', async () => {
    const heart = renderButton();
    fireEvent.click(heart);
    await waitFor(() => expect(heart).toBeDisabled());
    expect(requests).toEqual([
      { url: pathOf(favoritesApi.setFavorite), body: { id: 5, favorite: 1, isOffer: 0 } },
    ]);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await act(async () => answer(json(200, { id: 5, isOffer: false, isFavorite: true })));
    const on = await screen.findByRole('button', { name: 'Убрать из избранного' });
    expect(on).toHaveAttribute('aria-pressed', 'true');
    const list = queryClient.getQueryData<{ pages: { data: { isOffer: boolean; isFavorite: boolean }[] }[] }>(
      LIST_KEY,
    );
    expect(list!.pages[0]!.data.map((c) => [c.isOffer, c.isFavorite])).toEqual([
      [false, true],
      [true, false],
    ]);
  });

  it('[favorites] keeps the heart as it was when the server refuses, and says why', async () => {
    const heart = renderButton();
    fireEvent.click(heart);
    await waitFor(() => expect(requests).toHaveLength(1));
    await act(async () => answer(json(404, { type: 'NotFound', message: 'Объект не найден' })));
    await waitFor(() => expect(heart).toBeEnabled());
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(getToasts().map((t) => t.text)).toContain('Объект не найден');
  });
});
