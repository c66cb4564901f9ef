import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { prepareAppTests } from '#app/test/render-app.tsx';
import { queryClient } from '#app/lib/query-client.ts';
import { getToasts } from '#app/lib/toast-store.ts';
import { compareItem } from '#app/test/compare.ts';
import { mockFetch, type FetchMock, refusal } from '#app/test/fetch-mock.ts';
import { CompareSelectionBar, CompareSelectToggle, useCompareSelection } from './compare-selection.tsx';
import * as compareApi from '#shared/api/compare.ts';

const items = [
  { id: 3, isOffer: false, title: 'ЖК Морской' },
  { id: 7, isOffer: true, title: 'Квартира у парка' },
  { id: 8, isOffer: true, title: 'Студия у моря' },
  { id: 501, isOffer: false, unit: true, title: '№ 74, ЖК Морской' },
];

function Collection() {
  const selection = useCompareSelection();
  return (
    <>
      <CompareSelectionBar selection={selection} items={items} />
      {items.map((item) => (
        <article key={item.id} aria-label={item.title}>
          <CompareSelectToggle selection={selection} item={item} />
        </article>
      ))}
    </>
  );
}

let fetch: FetchMock;
prepareAppTests();

beforeEach(() => {
  fetch = mockFetch();
});
describe('[compare] «Сравнить выбранные» on a collection', () => {
  it('selects offers and units (not complexes), adds them and opens the comparison', async () => {
    const added: unknown[] = [];
    fetch.on(compareApi.addCompare, ({ body }) => {
      added.push(body);
      return { body: { data: added.map((_, i) => compareItem({ itemId: i + 1 })), limit: 4 } };
    });
    const router = createMemoryRouter(
      [
        { path: '/cabinet/collections/1', element: <Collection /> },
        { path: '/cabinet/compare', element: <p>Сравнение</p> },
      ],
      { initialEntries: ['/cabinet/collections/1'] },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(screen.queryByTestId('compare-select-item')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Выбрать для сравнения' }));
    expect(screen.getAllByTestId('compare-select-item')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Сравнить выбранные (0)' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Выбрать: Квартира у парка' }));
    await userEvent.click(screen.getByRole('button', { name: 'Выбрать: Студия у моря' }));
    await userEvent.click(screen.getByRole('button', { name: 'Выбрано: Студия у моря' }));
    await userEvent.click(screen.getByRole('button', { name: 'Выбрать: Студия у моря' }));
    await userEvent.click(screen.getByRole('button', { name: 'Выбрать: № 74, ЖК Морской' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сравнить выбранные (3)' }));

    expect(await screen.findByText('Сравнение')).toBeInTheDocument();
    expect(added).toEqual([
      { kind: 2, itemId: 7 },
      { kind: 2, itemId: 8 },
      { kind: 3, itemId: 501 },
    ]);
  });

  it('stops at a refusal and says why', async () => {
    fetch.on(
      compareApi.addCompare,
      refusal(409, 'NotAcceptable', 'В сравнении уже 4 объекта. Уберите один, чтобы добавить другой.'),
    );
    const router = createMemoryRouter([
      { path: '/', element: <Collection /> },
      { path: '/cabinet/compare', element: <p>Сравнение</p> },
    ]);
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Выбрать для сравнения' }));
    await userEvent.click(screen.getByRole('button', { name: 'Выбрать: Квартира у парка' }));
    await userEvent.click(screen.getByRole('button', { name: 'Выбрать: Студия у моря' }));
    await userEvent.click(screen.getByRole('button', { name: 'Выбрать: № 74, ЖК Морской' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сравнить выбранные (3)' }));
    await waitFor(() =>
      expect(getToasts().map((t) => t.text)).toContain(
        'В сравнении уже 4 объекта. Уберите один, чтобы добавить другой.',
      ),
    );
    expect(fetch.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
