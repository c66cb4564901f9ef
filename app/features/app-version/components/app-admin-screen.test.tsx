import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '#app/lib/toast-store.ts';
import { callTo, mockFetch } from '#app/test/fetch-mock.ts';
import { withProviders } from '#app/test/render-app.tsx';
import { AppAdminScreen } from './app-admin-screen.tsx';
import * as appVersionApi from '#shared/api/app-version.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  for (const t of getToasts()) dismissToast(t.id);
});

const latest = {
  package: 'ru.kvartal.app',
  version: { code: 7, name: '2.7' },
  url: null,
  createdAt: '2026-12-01T10:00:00.000Z',
};

function renderScreen() {
  render(withProviders(<AppAdminScreen />));
}

describe('[app-version] the admin’s publish and broadcast forms', () => {
  it('[app-version] a version: the server’s 422 under its field, one publish for a double click', async () => {
    let answer: ((value: { status: number; body: unknown }) => void) | null = null;
    let refuse = true;
    const fetch = mockFetch()
      .on(appVersionApi.latestAppVersion, { body: latest })
      .on(appVersionApi.publishAppVersion, () =>
        refuse
          ? {
              status: 422,
              body: {
                message: 'Проверьте правильность заполнения полей',
                errors: { code: ['Сборка 7 уже есть'] },
              },
            }
          : new Promise((resolve) => (answer = resolve)),
      );
    const user = userEvent.setup();
    renderScreen();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Пакет/ })).toHaveValue('ru.kvartal.app'));
    await user.type(screen.getByRole('textbox', { name: /Номер сборки/ }), '7');
    await user.type(screen.getByRole('textbox', { name: /^Версия/ }), '2.7');
    const publish = screen.getByRole('button', { name: 'Опубликовать версию' });
    await user.click(publish);
    expect(await screen.findByText('Сборка 7 уже есть')).toBeInTheDocument();

    refuse = false;
    await user.clear(screen.getByRole('textbox', { name: /Номер сборки/ }));
    await user.type(screen.getByRole('textbox', { name: /Номер сборки/ }), '8');
    await user.dblClick(publish);
    const publishes = () => fetch.calls.filter(callTo(appVersionApi.publishAppVersion));
    await waitFor(() => expect(publishes()).toHaveLength(2));
    expect(publishes()[1]!.body).toMatchObject({ package: 'ru.kvartal.app', code: 8, name: '2.7' });
    answer!({ status: 201, body: { ...latest, version: { code: 8, name: '2.7' } } });
    await waitFor(() => expect(getToasts().map((t) => t.text)).toContain('Версия 2.7 (8) опубликована'));
    expect(screen.getByRole('textbox', { name: /Номер сборки/ })).toHaveValue('');
    expect(publishes()).toHaveLength(2);
  });

  it('[app-version] a broadcast asks first, then sends once', async () => {
    const fetch = mockFetch()
      .on(appVersionApi.latestAppVersion, { body: latest })
      .on(appVersionApi.broadcastMessage, { body: { ok: true } });
    const user = userEvent.setup();
    renderScreen();
    const send = screen.getByRole('button', { name: 'Отправить всем' });
    await user.click(send);
    expect(await screen.findByText('Обязательное поле')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Текст сообщения/ }), 'Обновите приложение');
    await user.dblClick(send);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Отправить сообщение всем пользователям?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Отправить всем' }));
    await waitFor(() => expect(getToasts().length).toBeGreaterThan(0));
    expect(fetch.calls.filter(callTo(appVersionApi.broadcastMessage))).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: /Текст сообщения/ })).toHaveValue('');
  });
});
