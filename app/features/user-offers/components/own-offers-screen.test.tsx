import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TOfferCard } from '#shared/schemas/offer.ts';
import { DialogsProvider } from '#app/components/ui/dialogs.tsx';
import { dismissToast, getToasts } from '#app/components/ui/toast-store.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { setToken } from '#app/lib/storage.ts';
import { mockFetch, type FetchMock } from '#app/test/fetch-mock.ts';
import { OwnOffersScreen } from './own-offers-screen.tsx';

const card = (id: number, status: 1 | 2 | 3 | 4 | 5, price: number | null = 5_000_000): TOfferCard =>
  ({
    id,
    isOffer: true,
    isFavorite: false,
    published: status === 2,
    status,
    title: `Квартира ${id}`,
    image: null,
    images: [],
    price,
    area: 40,
    address: `Сочи, улица ${id}`,
    object: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
  }) as unknown as TOfferCard;

const counts = { draft: 1, active: 1, inactive: 2, archive: 3, disabled: 0 };

let fetch: FetchMock;
let inactive: number;

beforeEach(() => {
  queryClient.clear();
  setToken('token-1');
  inactive = 2;
  fetch = mockFetch().on('GET', '/api/user/offers', () => ({
    body: {
      data:
        inactive === 2
          ? [card(1, 1, null), card(2, 2), card(3, 3), card(4, 3)]
          : [card(1, 1, null), card(2, 2), card(3, 2), card(4, 3)],
      meta: { current_page: 1, last_page: 1, total: 4, per_page: 20, inactive_count: inactive, counts },
    },
  }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const t of getToasts()) dismissToast(t.id);
});

function renderList() {
  return render(
    <QueryClientProvider client={queryClient}>
      <DialogsProvider>
        <MemoryRouter>
          <OwnOffersScreen list="current" />
        </MemoryRouter>
      </DialogsProvider>
    </QueryClientProvider>,
  );
}

describe('[user-offers] the owner’s list', () => {
  it('[user-offers] groups offers by status with the server’s counts', async () => {
    renderList();
    const drafts = await screen.findByRole('region', { name: 'Черновики' });
    expect(within(drafts).getAllByTestId('own-offer')).toHaveLength(1);
    expect(within(drafts).getByText('Цена не указана')).toBeInTheDocument();
    expect(screen.getByTestId('group-count-3')).toHaveTextContent('2');
    expect(
      within(screen.getByRole('region', { name: 'Активные' })).getByRole('button', { name: 'Продлить' }),
    ).toBeInTheDocument();
  });

  it('[user-offers] activates every inactive offer and tells what stayed behind', async () => {
    fetch.on('POST', '/api/user/offers/activate', () => {
      inactive = 1;
      return {
        body: {
          data: { activated: [3], failed: [{ id: 4, errors: { price: ['Укажите цену'] } }] },
          meta: { inactive_count: 1 },
        },
      };
    });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Активировать все неактивные (2)' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Активировать' }),
    );
    await waitFor(() =>
      expect(getToasts().map((t) => t.text)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Опубликовано: 1 объявление$/),
          expect.stringMatching(/^Не готовы к публикации: 1 объявление/),
        ]),
      ),
    );
    expect(
      await screen.findByRole('button', { name: 'Активировать все неактивные (1)' }),
    ).toBeInTheDocument();
  });

  it('[user-offers] an offer not ready to publish says what is missing and leads to its editor', async () => {
    fetch.on('POST', '/api/user/offers/1/activate', {
      status: 422,
      body: { message: 'Объявление не готово', errors: { price: ['Укажите цену'] } },
    });
    renderList();
    const drafts = await screen.findByRole('region', { name: 'Черновики' });
    await userEvent.click(within(drafts).getByRole('button', { name: 'Активировать' }));
    await waitFor(() => expect(getToasts().at(-1)?.text).toBe('Укажите цену'));
    expect(getToasts().at(-1)?.action?.label).toBe('Редактировать');
  });
});
