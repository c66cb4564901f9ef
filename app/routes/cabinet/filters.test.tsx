import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TSavedFilter, TUser } from '#shared/schemas/user.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { queryKeys } from '#app/lib/query-keys.ts';
import { useCurrentFilter } from '#app/features/filter/hooks/use-current-filter.ts';
import { mockFetch, type FetchMock, pathOf } from '#app/test/fetch-mock.ts';
import { renderInApp, prepareAppTests } from '#app/test/render-app.tsx';
import { buildUser } from '#app/test/users.ts';
import FiltersPage from './filters.tsx';
import * as savedFiltersApi from '#shared/api/saved-filters.ts';

const penthouses: TSavedFilter = {
  id: 12,
  name: 'Пентхаусы у моря',
  preset: false,
  filter: { market: 1, cntApart: [6], priceTo: 90_000_000, distanceSeaTo: 500 },
  notify: 'instant',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const cottages: TSavedFilter = {
  id: 13,
  name: 'Коттеджи',
  preset: false,
  filter: { market: 1, structure: 2 },
  notify: 'instant',
  createdAt: '2026-11-21T10:00:00.000Z',
};

/** The feed as far as the current filter goes: what it would search with. */
function FeedProbe() {
  const { current, active } = useCurrentFilter();
  return (
    <output data-testid="feed-filter" data-active={active}>
      {JSON.stringify(current)}
    </output>
  );
}

let api: FetchMock;

prepareAppTests({ token: 'token', pathname: '/' });

beforeEach(() => {
  queryClient.setQueryData<TUser>(queryKeys.user, buildUser({ filters: [cottages, penthouses] }));
  api = mockFetch().on(savedFiltersApi.deleteFilter, { id: 13 }, { body: { ok: true } });
});

const renderPage = () =>
  renderInApp(<FiltersPage />, {
    path: '/cabinet/filters',
    routes: [{ path: '/feed', element: <FeedProbe /> }],
  }).router;

const item = (name: string) =>
  within(screen.getByTestId('saved-filters'))
    .getAllByRole('listitem')
    .find((li) => li.querySelector('h2')?.textContent === name)!;

describe('[filters] saved filters', () => {
  it('lists the user’s filters in words', () => {
    renderPage();
    const one = item('Пентхаусы у моря');
    expect(one).toHaveTextContent('Новостройки');
    expect(one).toHaveTextContent('Пентхаус');
    expect(one).toHaveTextContent('Цена до 90 000 000 ₽');
    expect(one).toHaveTextContent('До моря до 500 м');
  });

  it('applies one: the feed takes it as its current, active filter, and storage keeps it', async () => {
    const router = renderPage();
    await userEvent.click(
      within(item('Пентхаусы у моря')).getByRole('button', { name: 'Применить: Пентхаусы у моря' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed'));
    const probe = await screen.findByTestId('feed-filter');
    expect(probe).toHaveAttribute('data-active', 'true');
    expect(JSON.parse(probe.textContent!)).toEqual({
      preset: false,
      id: 12,
      name: 'Пентхаусы у моря',
      filter: penthouses.filter,
    });
    expect(JSON.parse(localStorage.getItem('filters')!)).toMatchObject({ id: 12, name: 'Пентхаусы у моря' });
    expect(api.calls).toEqual([]);
  });

  it('marks the filter the feed uses now', () => {
    localStorage.setItem('filters', JSON.stringify({ preset: false, id: 13, name: 'Коттеджи', filter: {} }));
    renderPage();
    expect(screen.getByText('Сейчас в ленте сохранённый фильтр «Коттеджи»')).toBeInTheDocument();
    expect(within(item('Коттеджи')).getByRole('button', { name: 'Применить: Коттеджи' })).toHaveTextContent(
      'Применён',
    );
    expect(
      within(item('Пентхаусы у моря')).getByRole('button', { name: 'Применить: Пентхаусы у моря' }),
    ).toHaveTextContent('Применить');
  });

  it('deletes one after confirmation and updates the user', async () => {
    renderPage();
    await userEvent.click(within(item('Коттеджи')).getByRole('button', { name: 'Удалить: Коттеджи' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Удалить фильтр «Коттеджи»?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(queryClient.getQueryData<TUser>(queryKeys.user)!.filters).toEqual([penthouses]),
    );
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['DELETE /api/user/filter/13']);
    expect(screen.queryByRole('heading', { name: 'Коттеджи' })).toBeNull();
  });

  it('says the list is empty', () => {
    queryClient.setQueryData<TUser>(queryKeys.user, buildUser({ filters: [] }));
    renderPage();
    expect(screen.getByRole('heading', { name: 'Список фильтров пуст' })).toBeInTheDocument();
  });
  it('changes a filter’s subscription: the choice shows at once and the server keeps it', async () => {
    api.on(savedFiltersApi.updateFilterNotify, { id: 12 }, (request) => ({
      body: { ...penthouses, notify: (request.body as { notify: string }).notify },
    }));
    renderPage();
    const choice = within(within(item('Пентхаусы у моря')).getByTestId('filter-notify'));
    expect(choice.getByRole('radio', { name: 'Сразу' })).toBeChecked();
    await userEvent.click(choice.getByRole('radio', { name: 'Раз в день' }));
    expect(choice.getByRole('radio', { name: 'Раз в день' })).toBeChecked();
    await waitFor(() =>
      expect(api.calls.map((c) => [c.method, c.url, c.body])).toEqual([
        ['PUT', pathOf(savedFiltersApi.updateFilterNotify, { id: 12 }), { notify: 'daily' }],
      ]),
    );
    await waitFor(() =>
      expect(queryClient.getQueryData<TUser>(queryKeys.user)!.filters.find((f) => f.id === 12)!.notify).toBe(
        'daily',
      ),
    );
  });
});
