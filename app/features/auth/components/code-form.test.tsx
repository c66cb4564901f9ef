import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareAppTests, renderInApp } from '#app/test/render-app.tsx';
import { ru } from '#shared/texts/ru.ts';
import { mockFetch, type FetchMock, pathOf, refusal } from '#app/test/fetch-mock.ts';
import { buildUser } from '#app/test/users.ts';
import { getToken } from '#app/lib/storage.ts';
import { readPendingLogin, type PendingLogin } from '../hooks/pending-login.ts';
import { CodeForm } from './code-form.tsx';
import * as authApi from '#shared/api/auth.ts';

vi.mock('#app/lib/socket.ts', () => ({
  connectSocket: vi.fn(async () => {}),
  disconnectSocket: vi.fn(),
  onSocketEvent: vi.fn(() => () => {}),
}));

const PHONE = '+7(900)000-00-05';
let fetch: FetchMock;

// /code is neither guarded nor the root: a throttle stays on the screen (PRODUCT §8).
prepareAppTests({ pathname: '/code', guarded: false });

beforeEach(() => {
  fetch = mockFetch();
});

afterEach(() => {
  vi.useRealTimers();
});

function renderForm(pending: Partial<PendingLogin> = {}) {
  const now = Date.now();
  const initial = {
    phone: PHONE,
    resendAt: now + 60_000,
    expiresAt: now + 300_000,
    consentVersion: '2026-12-01',
    ...pending,
  };
  const { router } = renderInApp(
    [
      { path: '/code', element: <CodeForm initial={initial} /> },
      { path: '/feed', element: <h1>feed</h1> },
      { path: '/onboarding', element: <h1>onboarding</h1> },
      { path: '/', element: <h1>home</h1> },
    ],
    { at: ['/code'] },
  );
  return { router, input: screen.getByLabelText(ru.auth.codeLabel) };
}

describe('[auth] code screen', () => {
  it('sends the code as soon as six digits are in and logs in', async () => {
    fetch.on(authApi.login, {
      body: { token: 'new-token', user: buildUser({ status: 'not accepted' }) },
    });
    const { router, input } = renderForm();
    await userEvent.type(input, '12345');
    expect(fetch.calls).toHaveLength(0);
    await userEvent.type(input, '6');
    expect(await screen.findByRole('heading', { name: 'onboarding' })).toBeInTheDocument();
    expect(fetch.calls[0]!.body).toEqual({ phone: PHONE, code: '123456', consentVersion: '2026-12-01' });
    expect(getToken()).toBe('new-token');
    expect(readPendingLogin()).toBeNull();
    expect(router.state.location.pathname).toBe('/onboarding');
  });

  it("says 'Неверный код СМС' on a wrong code and clears it", async () => {
    fetch.on(authApi.login, refusal(400, 'InvalidSmsCode', ru.errors.InvalidSmsCode, { attemptsLeft: 4 }));
    const { input } = renderForm();
    await userEvent.type(input, '000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный код СМС');
    expect(screen.getByRole('alert')).toHaveTextContent('осталось 4 попытки');
    expect(input).toHaveValue('');
    expect(getToken()).toBeNull();
  });

  it('shows the server’s words when the code is burned', async () => {
    fetch.on(
      authApi.login,
      refusal(400, 'InvalidSmsCode', 'Код больше не действует. Запросите новый код', { attemptsLeft: 0 }),
    );
    const { input } = renderForm();
    await userEvent.type(input, '111111');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Код больше не действует. Запросите новый код',
    );
  });

  it('shows a throttle inline with its countdown instead of leaving the screen', async () => {
    fetch.on(authApi.login, refusal(429, 'ThrottleLimit', ru.throttle.title, { seconds: 30 }));
    const { router, input } = renderForm();
    await userEvent.type(input, '222222');
    expect(await screen.findByText('Подождите 30 сек. и попробуйте снова')).toBeInTheDocument();
    expect(screen.getByText(ru.throttle.title)).toBeInTheDocument();
    expect(input).toBeDisabled();
    expect(router.state.location.pathname).toBe('/code');
  });

  it('counts down to resending, then asks the server for a new code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetch.on(authApi.requestCode, { body: { resendIn: 60, expiresIn: 300 } });
    renderForm({ resendAt: Date.now() + 3_000 });
    expect(screen.getByText('Получить новый код можно через 0:03')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отправить код ещё раз' })).not.toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByText('Получить новый код можно через 0:02')).toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(2_500);
    });
    const resend = screen.getByRole('button', { name: 'Отправить код ещё раз' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(resend);
    expect(await screen.findByText('Получить новый код можно через 1:00')).toBeInTheDocument();
    expect(fetch.calls[0]).toMatchObject({ url: pathOf(authApi.requestCode), body: { phone: PHONE } });
    // The new code keeps the consent ticked on the phone screen.
    expect(readPendingLogin()).toMatchObject({ phone: PHONE, consentVersion: '2026-12-01' });
  });

  it('sends no edition when none was ticked, and shows the server’s refusal of a new account', async () => {
    fetch.on(authApi.login, {
      status: 422,
      body: {
        message: 'Проверьте правильность заполнения полей',
        errors: { consent: ['Для входа нужно согласие на обработку персональных данных'] },
      },
    });
    const { input } = renderForm({ consentVersion: undefined });
    await userEvent.type(input, '123456');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Для входа нужно согласие на обработку персональных данных',
    );
    expect(fetch.calls[0]!.body).toEqual({ phone: PHONE, code: '123456' });
  });
});
