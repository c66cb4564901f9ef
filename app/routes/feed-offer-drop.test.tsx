// The feed's results and the shell's notifications host together (as the app composes them): an offer taken out of
// the search by the lifecycle job or a moderator leaves the open feed at once (PRODUCT §4, decision 005).
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TNotification } from '#shared/schemas/notification.ts';
import type { TListItem } from '#shared/schemas/offer.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { setToken } from '#app/lib/storage.ts';
import { mockFetch } from '#app/test/fetch-mock.ts';
import { NotificationsHost } from '#app/features/notifications/components/notifications-host.tsx';
import { ResultsList } from '#app/features/search/components/results-list.tsx';
import { emitSocket } from '#app/test/socket-stand-in.ts';
import * as searchApi from '#shared/api/search.ts';
import * as notificationsApi from '#shared/api/notifications.ts';

vi.mock('#app/lib/socket.ts', () => import('#app/test/socket-stand-in.ts'));

const item = (id: number, isOffer: boolean) =>
  ({ id, isOffer, title: `${isOffer ? 'Объявление' : 'Комплекс'} ${id}` }) as TListItem;

const note = (type: string, offerId: number): TNotification => ({
  id: 9,
  type,
  data: { payload: { offerId, title: 'Квартира' } },
  read: false,
  createdAt: '2026-11-22T10:00:00.000Z',
});

beforeEach(() => {
  queryClient.clear();
  setToken('token-1');
  mockFetch()
    .on(notificationsApi.listNotifications, {
      body: { data: [], meta: { current_page: 1, last_page: 1, total: 0, per_page: 20, unread_count: 0 } },
    })
    .on(searchApi.searchCards, {
      body: {
        data: [item(77, true), item(77, false), item(78, true)],
        meta: { current_page: 1, last_page: 1, total: 3, per_page: 20 },
      },
    });
});

afterEach(() => vi.unstubAllGlobals());

function renderFeed() {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ResultsList filter={{ market: 2 }} renderItem={(i) => <article>{i.title}</article>} />
        <NotificationsHost />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('[feed] an offer leaves the open feed live', () => {
  it.each(['OfferArchived', 'OfferOutdated', 'OfferDisabled'])(
    '[feed] on %s the offer’s card goes and the count follows',
    async (type) => {
      renderFeed();
      expect(await screen.findByText('Объявление 77')).toBeInTheDocument();
      expect(screen.getByText(/^Найдено 3/)).toBeInTheDocument();

      act(() => emitSocket('Notification', note(type, 77)));
      await waitFor(() => expect(screen.queryByText('Объявление 77')).toBeNull());
      expect(screen.getByText(/^Найдено 2/)).toBeInTheDocument();
      // A complex with the same id and other offers stay.
      expect(screen.getByText('Комплекс 77')).toBeInTheDocument();
      expect(screen.getByText('Объявление 78')).toBeInTheDocument();
    },
  );

  it('[feed] other notifications leave the feed alone', async () => {
    renderFeed();
    expect(await screen.findByText('Объявление 77')).toBeInTheDocument();
    act(() =>
      emitSocket('Notification', { ...note('InviteAccepted', 77), data: { payload: { inviteId: 77 } } }),
    );
    expect(screen.getByText('Объявление 77')).toBeInTheDocument();
    expect(screen.getByText(/^Найдено 3/)).toBeInTheDocument();
  });
});
