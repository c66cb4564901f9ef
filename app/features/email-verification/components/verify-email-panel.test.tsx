import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TUser } from '#shared/schemas/user.ts';
import { mockFetch, type FetchMock, callTo } from '#app/test/fetch-mock.ts';
import { buildUser } from '#app/test/users.ts';
import { getToasts } from '#app/lib/toast-store.ts';
import { prepareAppTests } from '#app/test/render-app.tsx';
import { queryClient } from '#app/lib/query-client.ts';
import { queryKeys } from '#app/lib/query-keys.ts';
import { setToken } from '#app/lib/storage.ts';
import { readSentLetter, saveSentLetter } from '../hooks/sent-letter.ts';
import { VerifyEmailPanel, type VerifyOutcome } from './verify-email-panel.tsx';
import * as emailApi from '#shared/api/email.ts';
import * as userApi from '#shared/api/user.ts';

vi.mock('#app/lib/socket.ts', () => ({
  connectSocket: vi.fn(async () => {}),
  disconnectSocket: vi.fn(),
  onSocketEvent: vi.fn(() => () => {}),
}));

let fetch: FetchMock;

function signedIn(user: Partial<TUser> = {}) {
  const value = buildUser({ status: 'not verified', email: 'anna@example.ru', ...user });
  setToken('token-1');
  queryClient.setQueryData(queryKeys.user, value);
  fetch.on(userApi.readUser, { body: { user: value } });
  return value;
}

prepareAppTests({ pathname: '/verify-email' });

beforeEach(() => {
  fetch = mockFetch();
});

afterEach(() => {
  vi.useRealTimers();
});

function renderPanel(outcome: VerifyOutcome = null) {
  const router = createMemoryRouter(
    [
      { path: '/verify-email', element: <VerifyEmailPanel outcome={outcome} /> },
      { path: '/feed', element: <h1>feed</h1> },
    ],
    { initialEntries: ['/verify-email'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const emailInput = () => screen.getByLabelText('Электронная почта');
const send = () => userEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));

describe('[email] verify-email panel', () => {
  it('offers the address on the profile and sends the link to it', async () => {
    signedIn();
    fetch.on(emailApi.sendVerification, { body: { resendIn: 60 } });
    renderPanel();
    expect(screen.getByText('Шаг 2 из 2')).toBeInTheDocument();
    expect(emailInput()).toHaveValue('anna@example.ru');
    await send();
    expect(await screen.findByRole('heading', { name: 'Проверьте почту' })).toBeInTheDocument();
    expect(screen.getByText(/Мы отправили письмо на anna@example\.ru/)).toBeInTheDocument();
    expect(screen.getByText(/Отправить письмо повторно можно через 1:00/)).toBeInTheDocument();
    expect(fetch.calls.find(callTo(emailApi.sendVerification))!.body).toEqual({
      email: 'anna@example.ru',
    });
    expect(readSentLetter()).toMatchObject({ email: 'anna@example.ru' });
  });

  it('checks the address before sending', async () => {
    signedIn({ email: null });
    renderPanel();
    expect(screen.getByRole('button', { name: 'Отправить ссылку' })).toBeDisabled();
    await userEvent.type(emailInput(), 'anna@example');
    await send();
    expect(screen.getByText('Неверный адрес электронной почты')).toBeInTheDocument();
    expect(fetch.calls.some(callTo(emailApi.sendVerification))).toBe(false);
  });

  it('shows the server’s text for the address', async () => {
    signedIn();
    fetch.on(emailApi.sendVerification, {
      status: 422,
      body: { message: 'Проверьте правильность заполнения полей', errors: { email: ['Адрес уже занят'] } },
    });
    renderPanel();
    await send();
    expect(await screen.findByText('Адрес уже занят')).toBeInTheDocument();
  });

  it('sends one letter for a double click; the button is busy until the answer', async () => {
    signedIn();
    let answer!: (value: { body: unknown }) => void;
    fetch.on(emailApi.sendVerification, () => new Promise((resolve) => (answer = resolve)));
    renderPanel();
    const button = screen.getByRole('button', { name: 'Отправить ссылку' });
    await userEvent.dblClick(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    answer({ body: { resendIn: 60 } });
    expect(await screen.findByRole('heading', { name: 'Проверьте почту' })).toBeInTheDocument();
    expect(fetch.calls.filter(callTo(emailApi.sendVerification))).toHaveLength(1);
  });

  it('resends once the timer has run out, and lets the address be changed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signedIn();
    saveSentLetter({ email: 'anna@example.ru', resendAt: Date.now() + 2_000 });
    fetch.on(emailApi.sendVerification, { body: { resendIn: 60 } });
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Проверьте почту' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    await userEvent.click(screen.getByRole('button', { name: 'Отправить письмо ещё раз' }));
    await vi.waitFor(() => expect(getToasts().map((t) => t.text)).toContain('Письмо отправлено ещё раз'));

    await userEvent.click(screen.getByRole('button', { name: 'Изменить адрес' }));
    expect(emailInput()).toHaveValue('anna@example.ru');
    expect(readSentLetter()).toBeNull();
  });

  it('shows a refused link above the form', () => {
    signedIn();
    renderPanel('invalid');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Ссылка недействительна');
    expect(alert).toHaveTextContent('Ссылка устарела или уже использована');
    expect(screen.getByRole('button', { name: 'Отправить ссылку' })).toBeInTheDocument();
  });

  it('shows «Почта подтверждена» after the link, reloads the user and leads to the feed', async () => {
    signedIn({ status: 'active', emailVerified: true });
    saveSentLetter({ email: 'anna@example.ru', resendAt: Date.now() + 60_000 });
    const router = renderPanel('verified');
    expect(screen.getByRole('heading', { name: 'Почта подтверждена' })).toBeInTheDocument();
    expect(readSentLetter()).toBeNull();
    await vi.waitFor(() => expect(fetch.calls.some(callTo(userApi.readUser))).toBe(true));
    // An active user stays on the confirmation until they choose to go on.
    expect(router.state.location.pathname).toBe('/verify-email');
    await userEvent.click(screen.getByRole('button', { name: 'Перейти к объектам' }));
    expect(await screen.findByRole('heading', { name: 'feed' })).toBeInTheDocument();
  });

  it('moves an active user on to the feed when there is no outcome to show', async () => {
    signedIn({ status: 'active', emailVerified: true });
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'feed' })).toBeInTheDocument();
  });
});
