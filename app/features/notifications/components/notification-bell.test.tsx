import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TNotification } from '#shared/schemas/notification.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { installRealtime } from '#app/lib/realtime.ts';
import { setToken } from '#app/lib/storage.ts';
import { mockFetch, type FetchMock, callTo, pathOf } from '#app/test/fetch-mock.ts';
import { closeNotifications } from '../lib/panel-store.ts';
import { NotificationBell } from './notification-bell.tsx';
import { NotificationsHost } from './notifications-host.tsx';
import { emitSocket } from '#app/test/socket-stand-in.ts';
import * as notificationsApi from '#shared/api/notifications.ts';

vi.mock('#app/lib/socket.ts', () => import('#app/test/socket-stand-in.ts'));

const note = (id: number, type: string, payload: unknown, read = false): TNotification => ({
  id,
  type,
  data: { payload },
  read,
  createdAt: `2026-11-22T10:0${id}:00.000Z`,
});

let fetch: FetchMock;
let uninstall: () => void;

beforeEach(() => {
  queryClient.clear();
  closeNotifications();
  setToken('token-1');
  fetch = mockFetch().on(notificationsApi.listNotifications, {
    body: {
      data: [
        note(2, 'InviteAccepted', { inviteId: 1, phone: '+79001112233' }),
        note(1, 'PaymentConfirmed', {}, true),
      ],
      meta: { current_page: 1, last_page: 1, total: 2, per_page: 20, unread_count: 1 },
    },
  });
  uninstall = installRealtime();
});

afterEach(() => {
  uninstall();
  vi.unstubAllGlobals();
});

function renderShell() {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <NotificationBell />
        <NotificationsHost />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('[notifications] the bell', () => {
  it('[notifications] counts the unread ones and takes a pushed one without a reload', async () => {
    renderShell();
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('1');
    expect(screen.getByTestId('notification-bell')).toHaveAccessibleName('Уведомления: 1 новое');

    act(() =>
      emitSocket('Notification', note(3, 'OfferArchived', { offerId: 77, title: '2-комнатная квартира' })),
    );
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('2'));
    expect(
      fetch.calls.filter((c) => c.url.startsWith(pathOf(notificationsApi.listNotifications))),
    ).toHaveLength(1);
  });

  it('[notifications] the panel tells each in Russian with its link and marks them read', async () => {
    fetch.on(notificationsApi.markNotificationsRead, { body: { meta: { unread_count: 0 } } });
    renderShell();
    await screen.findByTestId('notification-badge');
    act(() => emitSocket('Notification', note(3, 'OfferOutdated', { offerId: 77, title: 'Студия, 24 м²' })));

    await userEvent.click(screen.getByTestId('notification-bell'));
    const items = await screen.findAllByTestId('notification');
    expect(items[0]).toHaveTextContent('Объявление «Студия, 24 м²» снято с показа');
    expect(items[0]!.querySelector('a')).toHaveAttribute('href', '/cabinet/offers/77');
    expect(items[1]).toHaveTextContent('Пользователь +7(900)111-22-33 принял ваше приглашение.');
    expect(items[2]).toHaveTextContent('Оплата прошла');
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
    expect(fetch.calls.some(callTo(notificationsApi.markNotificationsRead))).toBe(true);
  });

  it('[notifications] an archived offer leaves the cached feed lists', async () => {
    queryClient.setQueryData(['search', { page: 1 }], {
      pages: [
        {
          data: [
            { id: 77, isOffer: true },
            { id: 77, isOffer: false },
          ],
          meta: { total: 2 },
        },
      ],
    });
    renderShell();
    await screen.findByTestId('notification-badge');
    act(() => emitSocket('Notification', note(4, 'OfferArchived', { offerId: 77, title: 'Студия' })));
    expect(queryClient.getQueryData(['search', { page: 1 }])).toEqual({
      pages: [{ data: [{ id: 77, isOffer: false }], meta: { total: 1 } }],
    });
  });
});
