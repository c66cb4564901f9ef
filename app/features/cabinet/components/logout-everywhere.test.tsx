import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getToken } from '#app/lib/storage.ts';
import { getToasts } from '#app/lib/toast-store.ts';
import { renderInApp } from '#app/test/render-app.tsx';
import { LogoutEverywhere } from './logout-everywhere.tsx';
import { expectCancelKeepsSession, signedInDevice } from '../test/signed-in-device.ts';
import * as userApi from '#shared/api/user.ts';

const device = signedInDevice();

function renderCard() {
  renderInApp(<LogoutEverywhere />);
}

const press = () => userEvent.click(screen.getByRole('button', { name: 'Выйти на всех устройствах' }));

describe('[auth] «Выйти на всех устройствах» in the profile', () => {
  it('asks first; cancelling sends nothing and keeps the session', async () => {
    renderCard();
    await expectCancelKeepsSession(
      device,
      press,
      'Выйти на всех устройствах?',
      'Сеансы завершатся на всех телефонах и компьютерах, включая этот.',
    );
  });

  it('once confirmed, revokes every session, forgets this one and goes to login', async () => {
    device.fetch.on(userApi.logoutAll, { body: { ok: true } });
    renderCard();
    await press();
    await userEvent.click(await screen.findByRole('button', { name: 'Выйти везде' }));
    await waitFor(() => expect(device.navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(device.fetch.calls.map((c) => c.headers.get('authorization'))).toEqual(['Bearer device-token']);
    expect(getToken()).toBeNull();
    expect(getToasts().map((t) => t.text)).toContain('Вы вышли на всех устройствах');
  });

  it('keeps the session and says so when the server could not do it', async () => {
    device.fetch.on(userApi.logoutAll, {
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
    expect(device.navigate).not.toHaveBeenCalled();
  });
});
