import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '#app/test/render-app.tsx';
import type { TFeedSettings } from '#shared/schemas/feeds.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { dismissToast, getToasts } from '#app/lib/toast-store.ts';
import { mockFetch, type FetchMock } from '#app/test/fetch-mock.ts';
import { FeedsPage } from './feeds-page.tsx';
import * as feedsApi from '#shared/api/feeds.ts';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd';
const NEW_TOKEN = 'ZyXwVuTsRqPoNmLkJiHgFeDcBa9876543210-_zyxw';
const urls = (token: string) => ({
  yandex: `https://kvartal.example/feeds/${token}/yandex.xml`,
  cian: `https://kvartal.example/feeds/${token}/cian.xml`,
  avito: `https://kvartal.example/feeds/${token}/avito.xml`,
});
const complex = {
  id: 5,
  title: 'ЖК «Бриз»',
  published: true,
  units: 21,
  yandexBuildingId: null,
  cianJkId: '4534',
  avitoDevelopmentId: null,
};
const settings = (token = TOKEN): TFeedSettings => ({ token, urls: urls(token), objects: [complex] });

let api: FetchMock;
const writeText = vi.fn(async () => {});

beforeEach(() => {
  queryClient.clear();
  api = mockFetch()
    .on(feedsApi.getFeedSettings, { body: settings() })
    .on(feedsApi.regenerateFeedToken, { body: settings(NEW_TOKEN) });
});

/** user-event puts its own clipboard in place on setup: ours goes after it. */
function setupUser() {
  const user = userEvent.setup();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return user;
}

afterEach(() => {
  vi.unstubAllGlobals();
  writeText.mockClear();
  for (const t of getToasts()) dismissToast(t.id);
});

function renderPage() {
  renderInApp([{ path: '*', element: <FeedsPage /> }]);
}

describe('[feeds] settings screen', () => {
  it('[feeds] hides the token in the token and the links until «Показать»; copy takes the whole link', async () => {
    const user = setupUser();
    renderPage();
    const yandex = await screen.findByTestId('feed-url-yandex');
    expect(yandex.textContent).not.toContain(TOKEN);
    expect(screen.getByTestId('feed-token').textContent).toBe('AbCd••••••••••••');
    await user.click(screen.getByRole('button', { name: 'Копировать: Яндекс Недвижимость' }));
    expect(writeText).toHaveBeenCalledWith(urls(TOKEN).yandex);
    expect(getToasts().map((t) => t.text)).toContain('Ссылка скопирована');
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    expect(screen.getByTestId('feed-token').textContent).toBe(TOKEN);
    expect(screen.getByTestId('feed-url-avito').textContent).toBe(urls(TOKEN).avito);
  });

  it('[feeds] a new token only after the warning that the old links stop working', async () => {
    const user = setupUser();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Создать новый токен' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Старые ссылки перестанут работать');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Создать новый токен' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Создать токен' }),
    );
    await waitFor(() => expect(screen.getByTestId('feed-token').textContent).toBe('ZyXw••••••••••••'));
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('[feeds] portal ids: digits only, saved as the server answers, Avito warned about while missing', async () => {
    const user = setupUser();
    let sent: unknown;
    api.on(feedsApi.updateFeedIds, { id: 5 }, (call) => {
      sent = call.body;
      return { body: { ...complex, yandexBuildingId: '1839196', avitoDevelopmentId: '2479437' } };
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'ЖК «Бриз»' });
    expect(within(form).getByText('В фидах: 21 квартира')).toBeTruthy();
    expect(within(form).getByText(/Без ID Авито/)).toBeTruthy();
    const save = within(form).getByRole('button', { name: 'Сохранить' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    await user.type(within(form).getByLabelText('Яндекс: ID ЖК (yandex-building-id)'), '18a');
    await user.click(save);
    expect(await within(form).findByText('Только цифры, до 20 знаков')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    const yandex = within(form).getByLabelText('Яндекс: ID ЖК (yandex-building-id)');
    await user.clear(yandex);
    await user.type(yandex, '1839196');
    await user.type(within(form).getByLabelText('Авито: ID новостройки'), '2479437');
    await user.click(save);
    await waitFor(() => expect(within(form).queryByText(/Без ID Авито/)).toBeNull());
    expect(sent).toEqual({ yandexBuildingId: '1839196', cianJkId: '4534', avitoDevelopmentId: '2479437' });
  });
});
