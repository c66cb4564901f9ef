import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import type { TNews } from '#shared/schemas/object.ts';
import { mockFetch, type FetchMock, pathOf } from '#app/test/fetch-mock.ts';
import { backofficeKeys } from '#app/resources/backoffice.ts';
import { useBackofficeObject } from '#app/resources/backoffice.ts';
import { backofficeObject } from '../../test/object-fixture.ts';
import { NewsTab } from './news-tab.tsx';
import * as backofficeNewsApi from '#shared/api/backoffice-news.ts';
import { renderInApp } from '#app/test/render-app.tsx';

const ID = 41;
const base = pathOf(backofficeNewsApi.createBackofficeNews, { id: ID });

let news: TNews[];
let fetch: FetchMock;

/** The object as the server would answer it after a change. */
const answer = (): { body: TBackofficeObject } => ({ body: backofficeObject({ id: ID, news: [...news] }) });

beforeEach(() => {
  news = [
    { id: 2, text: '<p>Котлован готов</p>', created: '2026-02-10T09:00:00.000Z' },
    { id: 1, text: '<p>Старт продаж</p>', created: '2026-01-10T09:00:00.000Z' },
  ];
  fetch = mockFetch();
  for (const id of [1, 2]) {
    fetch.on('PUT', `${base}/${id}`, ({ body }) => {
      const patch = body as { text?: string; deleted?: number };
      if (patch.deleted) news = news.filter((n) => n.id !== id);
      else news = news.map((n) => (n.id === id ? { ...n, text: patch.text ?? n.text } : n));
      return answer();
    });
  }
  fetch.on('POST', base, ({ body }) => {
    news = [{ id: 3, text: (body as { text: string }).text, created: '2026-03-05T09:00:00.000Z' }, ...news];
    return answer();
  });
});
afterEach(() => vi.unstubAllGlobals());

function Harness() {
  const { data } = useBackofficeObject(ID);
  return data ? <NewsTab object={data} /> : null;
}

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(backofficeKeys.object(ID), answer().body);
  renderInApp(<Harness />, { client });
}

const feed = () => screen.getByRole('list', { name: 'Новости' });
const item = (text: string) => within(feed()).getByText(text).closest('li')!;
const requests = () => fetch.calls.map((c) => [c.method, c.url, c.body]);

describe('[backoffice-app] the news tab', () => {
  it('[backoffice-app] Ctrl+Enter sends a new item with its text and the time now', async () => {
    const user = userEvent.setup();
    renderTab();
    const before = Date.now();
    await user.type(screen.getByLabelText('Текст новости'), 'Сдан первый корпус');
    expect(fetch.calls).toHaveLength(0);
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(within(feed()).getByText('Сдан первый корпус')).toBeInTheDocument());
    const [call] = fetch.calls;
    expect([call!.method, call!.url]).toEqual(['POST', base]);
    const sent = call!.body as { text: string; created: string };
    expect(sent.text).toBe('<p>Сдан первый корпус</p>');
    expect(Date.parse(sent.created)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(sent.created)).toBeLessThanOrEqual(Date.now() + 1000);
    expect(screen.getByLabelText('Текст новости')).toHaveValue('');
  });

  it('[backoffice-app] a chosen date goes with the new item as the date input stores it', async () => {
    const user = userEvent.setup();
    renderTab();
    fireEvent.change(screen.getByLabelText('Дата новости'), { target: { value: '2026-03-05' } });
    expect(screen.getByText('05.03.2026')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Текст новости'), 'Акция марта');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(fetch.calls).toHaveLength(1));
    expect(fetch.calls[0]!.body).toEqual({ text: '<p>Акция марта</p>', created: '05.03.2026' });
    // The form starts over: today again.
    await waitFor(() => expect(screen.getByText('Сегодня')).toBeInTheDocument());
  });

  it('[backoffice-app] edits an item in the input and saves only its text when the date stayed', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(within(item('Старт продаж')).getByRole('button', { name: 'Изменить' }));
    const input = screen.getByLabelText('Текст новости');
    expect(input).toHaveValue('Старт продаж');
    expect(screen.getByText('Редактирование новости')).toBeInTheDocument();
    expect(screen.getByText('10.01.2026')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'Старт продаж второй очереди');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(within(feed()).getByText('Старт продаж второй очереди')).toBeInTheDocument());
    expect(requests()).toEqual([['PUT', `${base}/1`, { text: '<p>Старт продаж второй очереди</p>' }]]);
    expect(screen.queryByText('Редактирование новости')).not.toBeInTheDocument();
  });

  it('[backoffice-app] deletes only after the confirmation, through the update (PRODUCT §7)', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(within(item('Котлован готов')).getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Удалить новость?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fetch.calls).toHaveLength(0);

    await user.click(within(item('Котлован готов')).getByRole('button', { name: 'Удалить' }));
    const again = await screen.findByRole('alertdialog', { name: 'Удалить новость?' });
    await user.click(within(again).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(within(feed()).queryByText('Котлован готов')).not.toBeInTheDocument());
    expect(requests()).toEqual([['PUT', `${base}/2`, { deleted: 1 }]]);
    expect(within(feed()).getByText('Старт продаж')).toBeInTheDocument();
  });
});
