import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '#app/test/render-app.tsx';
import { getToken } from '#app/lib/storage.ts';
import { getToasts } from '#app/lib/toast-store.ts';
import { PersonalData } from './personal-data.tsx';
import { expectCancelKeepsSession, signedInDevice } from '../test/signed-in-device.ts';
import * as userApi from '#shared/api/user.ts';

const device = signedInDevice();

function renderCard() {
  const { router } = renderInApp(
    [
      { path: '/cabinet/profile', element: <PersonalData /> },
      { path: '/privacy', element: <h1>privacy</h1> },
    ],
    { at: ['/cabinet/profile'] },
  );
  return router;
}

describe("[privacy] the profile's «Персональные данные»", () => {
  it('links the consent document', async () => {
    const router = renderCard();
    await userEvent.click(screen.getByRole('link', { name: 'Согласие на обработку персональных данных' }));
    expect(router.state.location.pathname).toBe('/privacy');
  });

  it('«Скачать мои данные» saves the export as a JSON file', async () => {
    device.fetch.on(userApi.exportUserData, { body: { profile: { id: 7 } } });
    const created = vi.fn((_blob: Blob) => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toMatch(/^kvartal-data-\d{4}-\d{2}-\d{2}\.json$/);
      expect(this.href).toBe('blob:export');
    });
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Скачать мои данные' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(JSON.parse(await created.mock.calls[0]![0].text())).toEqual({ profile: { id: 7 } });
    expect(device.fetch.calls[0]!.headers.get('authorization')).toBe('Bearer device-token');
  });

  it('«Удалить аккаунт» asks first; cancelling sends nothing and keeps the session', async () => {
    renderCard();
    const open = () => userEvent.click(screen.getByRole('button', { name: 'Удалить аккаунт' }));
    await expectCancelKeepsSession(device, open, 'Удалить аккаунт?', 'Отменить удаление нельзя.');
  });

  it('once confirmed, deletes the account with the confirmation, ends the session and goes to login', async () => {
    device.fetch.on(userApi.deleteAccount, { body: { ok: true } });
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Удалить аккаунт' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить навсегда' }));
    await waitFor(() => expect(device.navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(device.fetch.calls[0]!.body).toEqual({ confirm: 1 });
    expect(getToken()).toBeNull();
    expect(getToasts().map((t) => t.text)).toContain('Аккаунт удалён');
  });
});
