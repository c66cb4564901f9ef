import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TNotification } from '#shared/schemas/notification.ts';
import type { TOfferCard } from '#shared/schemas/offer.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { dismissToast, getToasts } from '#app/lib/toast-store.ts';
import { queryKeys } from '#app/lib/query-keys.ts';
import { setToken } from '#app/lib/storage.ts';
import { mockFetch, type FetchMock } from '#app/test/fetch-mock.ts';
import { renderInApp } from '#app/test/render-app.tsx';
import { OwnOffersScreen } from './own-offers-screen.tsx';
import * as userOffersApi from '#shared/api/user-offers.ts';

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
    activatedAt: status === 2 ? '2026-11-25T10:00:00.000Z' : null,
  }) as unknown as TOfferCard;

const counts = { draft: 1, active: 1, inactive: 2, archive: 3, disabled: 0 };

let fetch: FetchMock;
let inactive: number;

beforeEach(() => {
  queryClient.clear();
  setToken('token-1');
  inactive = 2;
  fetch = mockFetch().on(userOffersApi.listOwnOffers, () => ({
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

const note = (id: number, type: string, offerId: number): TNotification => ({
  id,
  type,
  data: { payload: { offerId, title: `Квартира ${offerId}` } },
  read: false,
  createdAt: `2026-11-22T10:0${id}:00.000Z`,
});

/** The bell's cached list: notices about offers 3 and 4, and one about something else. */
function seedNotifications() {
  queryClient.setQueryData<TNotification[]>(queryKeys.notifications, [
    note(5, 'OfferDisabled', 3),
    note(4, 'OfferArchived', 4),
    note(3, 'OfferOutdated', 3),
    { ...note(2, 'InviteAccepted', 0), data: { payload: { inviteId: 1, phone: '+79001112233' } } },
  ]);
}

const cachedNotificationIds = () =>
  queryClient.getQueryData<TNotification[]>(queryKeys.notifications)?.map((n) => n.id);

function renderList() {
  return renderInApp(<OwnOffersScreen list="current" />);
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

  it('[user-offers] an active offer says when it was published, a draft when it was changed; the area once', async () => {
    fetch.on(userOffersApi.listOwnOffers, () => ({
      body: {
        data: [card(1, 1), { ...card(2, 2), title: '2-комнатная квартира, 40 м²' }],
        meta: { current_page: 1, last_page: 1, total: 2, per_page: 20, inactive_count: 0, counts },
      },
    }));
    renderList();
    const active = within(await screen.findByRole('region', { name: 'Активные' })).getByTestId('own-offer');
    expect(active).toHaveTextContent('Опубликовано 25.11.2026');
    expect(active).not.toHaveTextContent('Изменено');
    expect(active.textContent!.match(/40 м²/g)).toHaveLength(1);
    const draft = within(screen.getByRole('region', { name: 'Черновики' })).getByTestId('own-offer');
    expect(draft).toHaveTextContent('Изменено 20.11.2026');
    expect(draft).toHaveTextContent('40 м²');
  });

  it('[user-offers] activates every inactive offer and tells what stayed behind', async () => {
    fetch.on(userOffersApi.activateAllOffers, () => {
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
      // The confirmation's code loads with the first question asked.
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Активировать' }),
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
    fetch.on(
      userOffersApi.activateOwnOffer,
      { id: 1 },
      {
        status: 422,
        body: { message: 'Объявление не готово', errors: { price: ['Укажите цену'] } },
      },
    );
    renderList();
    const drafts = await screen.findByRole('region', { name: 'Черновики' });
    await userEvent.click(within(drafts).getByRole('button', { name: 'Активировать' }));
    await waitFor(() => expect(getToasts().at(-1)?.text).toBe('Укажите цену'));
    expect(getToasts().at(-1)?.action?.label).toBe('Редактировать');
  });

  it('[user-offers] activating an offer takes its «снято с показа» notice out of the bell', async () => {
    fetch.on(
      userOffersApi.activateOwnOffer,
      { id: 3 },
      {
        body: { data: card(3, 2), meta: { inactive_count: 1 } },
      },
    );
    seedNotifications();
    renderList();
    const inactiveGroup = await screen.findByRole('region', { name: 'Неактивные' });
    await userEvent.click(within(inactiveGroup).getAllByRole('button', { name: 'Активировать' })[0]!);
    await waitFor(() => expect(cachedNotificationIds()).toEqual([5, 4, 2]));
    // The list is read again, which also recounts the unread ones beyond the loaded pages.
    expect(queryClient.getQueryState(queryKeys.notifications)?.isInvalidated).toBe(true);
  });

  it('[user-offers] activating all takes the notices of the activated offers out of the bell', async () => {
    fetch.on(userOffersApi.activateAllOffers, {
      body: { data: { activated: [3, 4], failed: [] }, meta: { inactive_count: 0 } },
    });
    seedNotifications();
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Активировать все неактивные (2)' }));
    await userEvent.click(
      // The confirmation's code loads with the first question asked.
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Активировать' }),
    );
    await waitFor(() => expect(cachedNotificationIds()).toEqual([5, 2]));
    expect(queryClient.getQueryState(queryKeys.notifications)?.isInvalidated).toBe(true);
  });

  it('[user-offers] deleting an offer takes every notice about it out of the bell', async () => {
    fetch.on(userOffersApi.deleteOwnOffer, { id: 3 }, { body: { ok: true } });
    seedNotifications();
    renderList();
    const inactiveGroup = await screen.findByRole('region', { name: 'Неактивные' });
    await userEvent.click(within(inactiveGroup).getAllByRole('button', { name: 'Удалить' })[0]!);
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(cachedNotificationIds()).toEqual([4, 2]));
    expect(queryClient.getQueryState(queryKeys.notifications)?.isInvalidated).toBe(true);
  });
});
