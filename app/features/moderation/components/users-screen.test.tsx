import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Role, type TRole } from '#shared/enums.ts';
import type { TModerationUser } from '#shared/schemas/moderation.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { dismissToast, getToasts } from '#app/lib/toast-store.ts';
import { setToken } from '#app/lib/storage.ts';
import { buildUser } from '#app/test/users.ts';
import { mockFetch, type FetchMock } from '#app/test/fetch-mock.ts';
import { renderInApp } from '#app/test/render-app.tsx';
import { UsersScreen } from './users-screen.tsx';
import * as moderationApi from '#shared/api/moderation.ts';

const person = (id: number, name: string, group: number, groupBeforeBan: number | null): TModerationUser =>
  ({
    id,
    phone: `+7928000000${id}`,
    name,
    email: null,
    group,
    groupBeforeBan,
    status: 'active',
    abilities: [],
    offersCount: 0,
    createdAt: '2026-11-20T10:00:00.000Z',
    lastLoginAt: null,
  }) as TModerationUser;

const people = [
  person(1, 'Ольга Агентова', Role.disabled, Role.agent),
  person(2, 'Пётр Старый', Role.disabled, null),
  person(3, 'Мария Модерова', Role.disabled, Role.moder),
];

let fetch: FetchMock;
let sent: { id: string; body: unknown }[];

beforeEach(() => {
  queryClient.clear();
  setToken('token-1');
  sent = [];
  fetch = mockFetch().on(moderationApi.listModerationUsers, {
    body: { data: people, meta: { current_page: 1, last_page: 1, total: 3, per_page: 20 } },
  });
  for (const p of people) {
    fetch.on(moderationApi.changeUserRole, { id: p.id }, (request) => {
      sent.push({ id: String(p.id), body: request.body });
      const group = (request.body as { group: number }).group;
      return { body: { data: { ...p, group, groupBeforeBan: null } } };
    });
  }
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const t of getToasts()) dismissToast(t.id);
});

function renderScreen(viewerGroup: TRole = Role.moder) {
  renderInApp(<UsersScreen viewer={buildUser({ id: 100, group: viewerGroup })} />);
}

const row = async (name: string) =>
  (await screen.findAllByTestId('moderation-user')).find((r) => r.textContent?.includes(name))!;

describe('[moderation] unbanning', () => {
  it('[moderation] a banned agent comes back an agent: the dialog says so and the role is sent', async () => {
    renderScreen();
    await userEvent.click(
      within(await row('Ольга Агентова')).getByRole('button', { name: 'Разблокировать' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Роль «Агент» вернётся');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Разблокировать' }));
    await waitFor(() => expect(sent).toEqual([{ id: '1', body: { group: Role.agent } }]));
  });

  it('[moderation] with no role remembered (banned before it was kept) the user comes back a user', async () => {
    renderScreen();
    await userEvent.click(within(await row('Пётр Старый')).getByRole('button', { name: 'Разблокировать' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Роль «Пользователь» вернётся');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Разблокировать' }));
    await waitFor(() => expect(sent).toEqual([{ id: '2', body: { group: Role.user } }]));
  });

  it('[moderation] a banned moderator is the admins’ to unban', async () => {
    renderScreen(Role.moder);
    const banned = await row('Мария Модерова');
    expect(within(banned).queryByRole('button', { name: 'Разблокировать' })).toBeNull();
  });
});

describe('[moderation] a search on the way', () => {
  it('[moderation] keeps the list while the search loads, and the unban still says «Пользователь разблокирован»', async () => {
    let answerSearch: () => void = () => {};
    fetch.on(moderationApi.listModerationUsers, (request) =>
      request.url.includes('search=')
        ? new Promise((resolve) => {
            answerSearch = () =>
              resolve({
                body: { data: [people[0]], meta: { current_page: 1, last_page: 1, total: 1, per_page: 20 } },
              });
          })
        : { body: { data: people, meta: { current_page: 1, last_page: 1, total: 3, per_page: 20 } } },
    );
    renderScreen();
    const olga = await row('Ольга Агентова');
    await userEvent.type(screen.getByLabelText('Поиск по телефону или имени'), 'Оль');
    await userEvent.click(within(olga).getByRole('button', { name: 'Разблокировать' }));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(fetch.calls.some((c) => c.url.includes('search='))).toBe(true));
    // The search has not answered: the rows stay, the one being unbanned among them.
    expect(screen.getAllByTestId('moderation-user')).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Разблокировать' }));
    answerSearch();
    await waitFor(() => expect(getToasts().map((t) => t.text)).toContain('Пользователь разблокирован'));
    expect(sent).toEqual([{ id: '1', body: { group: Role.agent } }]);
  });
});
