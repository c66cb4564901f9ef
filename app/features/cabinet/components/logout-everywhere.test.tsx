import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogsProvider } from '#app/components/ui/dialogs.tsx';
import { bindNavigator } from '#app/lib/navigation.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { getToken, setToken } from '#app/lib/storage.ts';
import { dismissToast, getToasts } from '#app/lib/toast-store.ts';
import { mockFetch, type FetchMock } from '#app/test/fetch-mock.ts';
import { LogoutEverywhere } from './logout-everywhere.tsx';

let fetch: FetchMock;
let unbind: () => void;
const navigate = vi.fn();

beforeEach(() => {
  queryClient.clear();
  fetch = mockFetch();
  navigate.mockReset();
  unbind = bindNavigator({ navigate, pathname: () => '/cabinet/profile', isGuarded: () => true });
  setToken('device-token');
});

afterEach(() => {
  unbind();
  vi.unstubAllGlobals();
  localStorage.clear();
  for (const t of getToasts()) dismissToast(t.id);
});

function renderCard() {
  render(
    <QueryClientProvider client={queryClient}>
      <DialogsProvider>
        <LogoutEverywhere />
      </DialogsProvider>
    </QueryClientProvider>,
  );
}

const press = () => userEvent.click(screen.getByRole('button', { name: 'Выйти на всех устройствах' }));

describe('[auth] «Выйти на всех устройствах» in the profile', () => {
  it('asks first; cancelling sends nothing and keeps the session', async () => {
    renderCard();
    await press();
    const dialog = await screen.findByRole('alertdialog', { name: 'Выйти на всех устройствах?' });
    expect(dialog).toHaveTextContent('Сеансы завершатся на всех телефонах и компьютерах, включая этот.');
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(fetch.calls).toEqual([]);
    expect(getToken()).toBe('device-token');
  });

  it('once confirmed, revokes every session, forgets this one and goes to login', async () => {
    fetch.on('POST', '/api/user/logout-all', { body: { ok: true } });
    renderCard();
    await press();
    await userEvent.click(await screen.findByRole('button', { name: 'Выйти везде' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(fetch.calls.map((c) => c.headers.get('authorization'))).toEqual(['Bearer device-token']);
    expect(getToken()).toBeNull();
    expect(getToasts().map((t) => t.text)).toContain('Вы вышли на всех устройствах');
  });

  it('keeps the session and says so when the server could not do it', async () => {
    fetch.on('POST', '/api/user/logout-all', {
      status: 500,
      body: { type: 'ServerError', message: 'Что-то пошло не так. Попробуйте ещё раз' },
    });
    renderCard();
    await press();
    await userEvent.click(await screen.findByRole('button', { name: 'Выйти везде' }));
    await waitFor(() =>
      expect(getToasts().map((t) => t.text)).toContain('Что-то пошло не так. Попробуйте ещё раз'),
    );
    expect(getToken()).toBe('device-token');
    expect(navigate).not.toHaveBeenCalled();
  });
});
