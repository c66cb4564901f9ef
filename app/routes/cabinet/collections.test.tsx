import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TCollectionSummary } from '#shared/schemas/collections.ts';
import { mockFetch, type FetchMock } from '#app/test/fetch-mock.ts';
import { renderInApp, prepareAppTests } from '#app/test/render-app.tsx';
import CollectionsPage from './collections.tsx';
import * as collectionsApi from '#shared/api/collections.ts';

let rows: TCollectionSummary[];
let api: FetchMock;

const summary = (id: number, name: string, objectsCount = 0): TCollectionSummary => ({
  id,
  version: 1,
  name,
  objectsCount,
  images: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
});

prepareAppTests({ pathname: '/' });

beforeEach(() => {
  rows = [summary(1, 'Для Ивановых', 3), summary(2, 'Семья у моря', 1)];
  api = mockFetch()
    .on(collectionsApi.listCollections, () => ({
      body: { data: rows, meta: { current_page: 1, last_page: 1, total: rows.length, per_page: 20 } },
    }))
    .on(collectionsApi.createCollection, ({ body }) => {
      const name = (body as { name: string }).name;
      rows = [summary(9, name), ...rows];
      return { body: { data: { id: 9, name, objects: [] } } };
    })
    .on(collectionsApi.renameCollection, { id: 1 }, ({ body }) => {
      const name = (body as { name: string }).name;
      rows = rows.map((r) => (r.id === 1 ? { ...r, name } : r));
      return { body: { data: { id: 1, name, objects: [] } } };
    })
    .on(collectionsApi.deleteCollection, { id: 2 }, () => {
      rows = rows.filter((r) => r.id !== 2);
      return { body: { ok: true } };
    });
});

const renderPage = () =>
  renderInApp(<CollectionsPage />, {
    path: '/cabinet/collections',
    routes: [{ path: '/cabinet/collections/:id', element: <p>collection page</p> }],
  }).router;

const tile = async (name: string) =>
  (await screen.findAllByTestId('collection-tile')).find((t) => within(t).queryByRole('heading', { name }))!;
const writes = () => api.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url}`);

describe('[collections] own collections', () => {
  it('lists them with their counts', async () => {
    renderPage();
    expect(await tile('Для Ивановых')).toHaveTextContent('3 объекта');
    expect(await tile('Семья у моря')).toHaveTextContent('1 объект');
    expect(screen.getByText('2 подборки')).toBeInTheDocument();
  });

  it('creates one only from a non-empty name, then opens it', async () => {
    const router = renderPage();
    await tile('Для Ивановых');
    await userEvent.click(screen.getByRole('button', { name: 'Новая подборка' }));
    let prompt = await screen.findByRole('dialog', { name: 'Новая подборка' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(prompt).not.toBeInTheDocument());
    expect(writes()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Новая подборка' }));
    prompt = await screen.findByRole('dialog', { name: 'Новая подборка' });
    await userEvent.type(within(prompt).getByLabelText('Название'), '  Инвесторы ');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cabinet/collections/9'));
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({ name: 'Инвесторы' });
  });

  it('renames one from the name it has', async () => {
    renderPage();
    await userEvent.click(within(await tile('Для Ивановых')).getByRole('button', { name: 'Переименовать' }));
    const prompt = await screen.findByRole('dialog', { name: 'Переименовать подборку' });
    const input = within(prompt).getByLabelText('Название');
    expect(input).toHaveValue('Для Ивановых');
    await userEvent.clear(input);
    await userEvent.type(input, 'Ивановы, 2к');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Сохранить' }));
    expect(await tile('Ивановы, 2к')).toBeDefined();
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({ name: 'Ивановы, 2к', version: 1 });
  });

  it('deletes one only after confirmation', async () => {
    renderPage();
    const doomed = await tile('Семья у моря');
    await userEvent.click(within(doomed).getByRole('button', { name: 'Удалить' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Удалить подборку «Семья у моря»?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(writes()).toEqual([]);

    await userEvent.click(within(doomed).getByRole('button', { name: 'Удалить' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Удалить подборку «Семья у моря»?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.getAllByTestId('collection-tile')).toHaveLength(1));
    expect(writes()).toEqual(['DELETE /api/user/collections/2']);
  });

  it('says when there is none yet', async () => {
    rows = [];
    renderPage();
    expect(await screen.findByRole('heading', { name: 'У вас пока нет подборок' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Создать подборку' })).toBeInTheDocument();
  });
});
