// PRODUCT §4: a back-office moderation notification with payload true grants the cabinet ability, on any screen and
// without a reload. The whole app is rendered (the shell mounts the listener); the socket is stood in for.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '#app/test/render-app.tsx';
import { openMainMenu } from '#app/test/main-menu.ts';
import { Ability } from '#shared/enums.ts';
import type { TJoinRequest } from '#shared/schemas/backoffice.ts';
import type { TUser } from '#shared/schemas/user.ts';
import { dismissToast, getToasts } from '#app/lib/toast-store.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { queryKeys } from '#app/lib/query-keys.ts';
import { setToken } from '#app/lib/storage.ts';
import { mockFetch, type FetchMock, pathOf } from '#app/test/fetch-mock.ts';
import { buildUser } from '#app/test/users.ts';
import { routes } from '../../router.tsx';
import { emitSocket, listenersOf } from '#app/test/socket-stand-in.ts';
import * as backofficeApi from '#shared/api/backoffice.ts';
import * as backofficeJoinApi from '#shared/api/backoffice-join.ts';
import * as notificationsApi from '#shared/api/notifications.ts';
import * as userApi from '#shared/api/user.ts';
import * as systemApi from '#shared/api/system.ts';

vi.mock('#app/lib/socket.ts', () => import('#app/test/socket-stand-in.ts'));

const moderation = (payload: boolean) => ({
  id: 9,
  type: 'BuilderCabinetModeration',
  data: { payload },
  read: false,
  createdAt: '2026-11-22T10:00:00.000Z',
});

const request = (state: TJoinRequest['state']): TJoinRequest => ({
  id: 5,
  state,
  company: 'ООО «СтройЮг»',
  comment: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: state === 'pending' ? null : '2026-11-22T10:00:00.000Z',
  user: { id: 7, name: null, phone: '+79000000005', email: null },
});

let fetch: FetchMock;
/** What the server says about the user and the request right now. */
let server: { user: TUser; join: TJoinRequest };

beforeEach(() => {
  queryClient.clear();
  setToken('token-1');
  server = { user: buildUser(), join: request('pending') };
  fetch = mockFetch()
    .on(systemApi.readConfig, { body: { tileUrl: '', tileAttribution: '', supportUrl: '', publicUrl: '' } })
    .on(userApi.readUser, () => ({ body: { user: server.user } }))
    .on(notificationsApi.listNotifications, {
      body: { data: [], meta: { current_page: 1, last_page: 1, total: 0, per_page: 20, unread_count: 0 } },
    })
    .on(backofficeJoinApi.listJoinRequests, () => ({ body: { data: [server.join] } }))
    .on(backofficeApi.listBackofficeObjects, {
      body: {
        data: [
          {
            id: 1,
            title: 'ЖК Первый',
            type: 1,
            published: false,
            image: null,
            address: null,
            pavilionsCount: 0,
            flatsCount: 0,
            saleCount: 0,
            priceFrom: null,
            updatedAt: '2026-11-22T10:00:00.000Z',
          },
        ],
        meta: { current_page: 1, last_page: 1, total: 1, per_page: 20 },
      },
    });
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const toast of getToasts()) dismissToast(toast.id);
});

function renderAt(path: string) {
  const { router } = renderInApp(routes, { at: [path] });
  return router;
}

const abilities = () => queryClient.getQueryData<TUser>(queryKeys.user)?.abilities ?? [];
const toastTexts = () => getToasts().map((t) => t.text);

describe('[backoffice-app] the cabinet granted by a pushed moderation notification', () => {
  it('[backoffice-app] on another screen: the user gains the cabinet at once, «Мои объекты» opens without a reload', async () => {
    const router = renderAt('/cabinet/filters');
    // The shell is up: its menu shows «Мои объекты» as a link to the request screen.
    const menu = await openMainMenu();
    expect(within(menu).getByRole('link', { name: 'Мои объекты' })).toHaveAttribute(
      'href',
      '/builder_cabinet',
    );
    expect(router.state.location.pathname).toBe('/cabinet/filters');
    // The request screen is nowhere on this page: the shell alone hears the notification.
    expect(screen.queryByText('Заявка на рассмотрении')).not.toBeInTheDocument();
    expect(abilities()).not.toContain(Ability.cabinet);

    // The shell has settled: its listener is on and no older answer about the user is still on its way.
    await waitFor(() => expect(listenersOf('Notification')).toBeGreaterThan(0));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    server.user = buildUser({ abilities: [Ability.cabinet] });
    act(() => emitSocket('Notification', moderation(true)));
    expect(abilities()).toContain(Ability.cabinet);
    expect(toastTexts()).toContain('Доступ к кабинету застройщика открыт');

    await act(() => router.navigate('/builder_cabinet'));
    expect(await screen.findByRole('list', { name: 'Мои объекты' })).toHaveTextContent('ЖК Первый');
    expect(screen.queryByRole('button', { name: 'Запросить доступ' })).not.toBeInTheDocument();
  });

  it('[backoffice-app] on the request screen: the pending request turns into «Мои объекты» in place', async () => {
    const router = renderAt('/builder_cabinet');
    expect(await screen.findByText('Заявка на рассмотрении')).toBeInTheDocument();
    expect(fetch.calls.some((c) => c.url.startsWith(pathOf(backofficeApi.listBackofficeObjects)))).toBe(
      false,
    );

    server.user = buildUser({ abilities: [Ability.cabinet] });
    server.join = request('approved');
    act(() => emitSocket('Notification', moderation(true)));
    expect(await screen.findByRole('list', { name: 'Мои объекты' })).toHaveTextContent('ЖК Первый');
    expect(screen.queryByText('Заявка на рассмотрении')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/builder_cabinet');
  });

  it('[backoffice-app] payload false grants nothing: the request screen shows the refusal', async () => {
    renderAt('/builder_cabinet');
    expect(await screen.findByText('Заявка на рассмотрении')).toBeInTheDocument();
    server.join = request('rejected');
    act(() => emitSocket('Notification', moderation(false)));
    expect(await screen.findByText('Заявка отклонена.')).toBeInTheDocument();
    expect(abilities()).not.toContain(Ability.cabinet);
    expect(toastTexts()).toContain('Заявка на доступ к кабинету застройщика отклонена');
    expect(screen.getByRole('button', { name: 'Запросить доступ' })).toBeInTheDocument();
  });
});
