import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ru } from '#shared/texts/ru.ts';
import { PRIVACY_VERSION } from '#shared/texts/privacy.ts';
import { mockFetch, type FetchMock, refusal } from '#app/test/fetch-mock.ts';
import { bindNavigator } from '#app/lib/navigation.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { clearPendingLogin, readPendingLogin, savePendingLogin } from '../hooks/pending-login.ts';
import { PhoneForm } from './phone-form.tsx';
import * as authApi from '#shared/api/auth.ts';

const PHONE = '+7(900)000-00-05';
let fetch: FetchMock;
let navigate: Mock<(to: string, options?: { replace?: boolean }) => void>;
let unbind: () => void;

beforeEach(() => {
  queryClient.clear();
  clearPendingLogin();
  fetch = mockFetch();
  navigate = vi.fn();
  unbind = bindNavigator({ navigate, pathname: () => '/', isGuarded: () => false });
});

afterEach(() => {
  unbind();
  vi.unstubAllGlobals();
});

function renderForm(banned = false) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <PhoneForm banned={banned} /> },
      { path: '/code', element: <h1>code</h1> },
      { path: '/licence', element: <h1>licence</h1> },
      { path: '/privacy', element: <h1>privacy</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, input: screen.getByLabelText(ru.auth.phoneLabel) };
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Получить код' }));
const consentBox = () =>
  screen.getByRole('checkbox', { name: 'Я даю согласие на обработку персональных данных' });
const tick = () => userEvent.click(consentBox());

describe('[auth] phone screen', () => {
  it('asks for a code only once the phone is complete, then goes to /code', async () => {
    fetch.on(authApi.requestCode, { body: { resendIn: 60, expiresIn: 300 } });
    const { router, input } = renderForm();
    expect(screen.getByRole('heading', { name: 'Вход в Квартал' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Получить код' })).toBeDisabled();
    await userEvent.type(input, '900000000');
    expect(screen.getByRole('button', { name: 'Получить код' })).toBeDisabled();
    await userEvent.type(input, '5');
    expect(input).toHaveValue(PHONE);
    await tick();
    await submit();
    expect(await screen.findByRole('heading', { name: 'code' })).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]!.body).toEqual({ phone: PHONE });
    expect(readPendingLogin()).toMatchObject({ phone: PHONE, consentVersion: PRIVACY_VERSION });
    expect(router.state.location.pathname).toBe('/code');
  });

  it('goes straight on when this phone’s code is still fresh, without another SMS', async () => {
    const now = Date.now();
    savePendingLogin({ phone: PHONE, resendAt: now + 30_000, expiresAt: now + 240_000 });
    const { input } = renderForm();
    expect(input).toHaveValue(PHONE);
    await tick();
    await submit();
    expect(await screen.findByRole('heading', { name: 'code' })).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(0);
    expect(readPendingLogin()?.consentVersion).toBe(PRIVACY_VERSION);
  });

  it('shows the server’s text for the phone and clears it as the phone changes', async () => {
    fetch.on(authApi.requestCode, {
      status: 422,
      body: {
        message: 'Проверьте правильность заполнения полей',
        errors: { phone: ['Неверный номер телефона'] },
      },
    });
    const { input } = renderForm();
    await userEvent.type(input, '9000000005');
    await tick();
    await submit();
    expect(await screen.findByText('Неверный номер телефона')).toBeInTheDocument();
    await userEvent.type(input, '{Backspace}');
    expect(screen.queryByText('Неверный номер телефона')).not.toBeInTheDocument();
  });

  it('sends one request for a double click; the button is busy until the answer', async () => {
    let answer!: (value: { body: unknown }) => void;
    fetch.on(authApi.requestCode, () => new Promise((resolve) => (answer = resolve)));
    const { input } = renderForm();
    await userEvent.type(input, '9000000005');
    await tick();
    const button = screen.getByRole('button', { name: 'Получить код' });
    await userEvent.dblClick(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(fetch.calls).toHaveLength(1);
    answer({ body: { resendIn: 60, expiresIn: 300 } });
    expect(await screen.findByRole('heading', { name: 'code' })).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(1);
  });

  it('shows the ban notice of PRODUCT §8 after a ban', () => {
    renderForm(true);
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Доступ запрещен');
    expect(notice).toHaveTextContent('Вы заблокированы за нарушение условий пользовательского соглашения.');
  });

  it('shows no notice otherwise, and links the agreement', async () => {
    const { router } = renderForm();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'пользовательское соглашение' }));
    expect(router.state.location.pathname).toBe('/licence');
  });

  it('refuses «Получить код» until the consent box is ticked: the error beside it, focus on it, nothing sent', async () => {
    const { input } = renderForm();
    expect(consentBox()).not.toBeChecked();
    await userEvent.type(input, '9000000005');
    await submit();
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('Отметьте согласие на обработку персональных данных');
    expect(consentBox()).toHaveFocus();
    expect(consentBox()).toHaveAttribute('aria-invalid', 'true');
    expect(consentBox()).toHaveAccessibleDescription('Отметьте согласие на обработку персональных данных');
    expect(fetch.calls).toHaveLength(0);
    expect(readPendingLogin()).toBeNull();
    // Ticking it clears the error.
    await userEvent.keyboard(' ');
    expect(consentBox()).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('links the policy beside the box, and the agreement from the line under the button', async () => {
    const { router } = renderForm();
    expect(screen.getByText(/Нажимая «Получить код», вы принимаете/)).toHaveTextContent(
      'Нажимая «Получить код», вы принимаете пользовательское соглашение',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Политика обработки персональных данных' }));
    expect(router.state.location.pathname).toBe('/privacy');
  });

  it('leaves a throttle on the root to the client, which shows the throttle page', async () => {
    fetch.on(authApi.requestCode, refusal(429, 'ThrottleLimit', ru.throttle.title, { seconds: 41 }));
    const { input } = renderForm();
    await userEvent.type(input, '9000000005');
    await tick();
    await submit();
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/error/throttle?seconds=41', expect.anything()),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
