import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, prepareAppTests } from '#app/test/render-app.tsx';
import { mockFetch, type FetchMock } from '#app/test/fetch-mock.ts';
import { buildUser } from '#app/test/users.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { queryKeys } from '#app/lib/query-keys.ts';
import { getToken } from '#app/lib/storage.ts';
import { TermsStep } from './terms-step.tsx';
import * as authApi from '#shared/api/auth.ts';
import * as userApi from '#shared/api/user.ts';

vi.mock('#app/lib/socket.ts', () => ({
  connectSocket: vi.fn(async () => {}),
  disconnectSocket: vi.fn(),
  onSocketEvent: vi.fn(() => () => {}),
}));

let fetch: FetchMock;

const { navigate } = prepareAppTests({ token: 'token-1', pathname: '/onboarding' });

beforeEach(() => {
  queryClient.setQueryData(queryKeys.user, buildUser({ status: 'not accepted' }));
  fetch = mockFetch();
});

function renderStep() {
  const { router } = renderInApp(
    [
      { path: '/onboarding', element: <TermsStep /> },
      { path: '/verify-email', element: <h1>verify-email</h1> },
      { path: '/feed', element: <h1>feed</h1> },
      { path: '/licence', element: <h1>licence</h1> },
    ],
    { at: ['/onboarding'] },
  );
  return router;
}

const accept = () => screen.getByRole('checkbox', { name: /принимаю условия пользовательского соглашения/ });
const proceed = () => screen.getByRole('button', { name: 'Продолжить' });

describe('[onboarding] terms step', () => {
  it('shows the agreement in short with a link to the full text', async () => {
    const router = renderStep();
    expect(screen.getByText('Шаг 1 из 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Добро пожаловать в Квартал' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(screen.getByRole('link', { name: 'Читать соглашение полностью' }));
    expect(router.state.location.pathname).toBe('/licence');
  });

  it('continues only once the tick is set, then sends acceptTerms and goes on by status', async () => {
    fetch.on(userApi.updateUser, { body: { user: buildUser({ status: 'not verified' }) } });
    const router = renderStep();
    expect(proceed()).toBeDisabled();
    await userEvent.click(accept());
    expect(accept()).toBeChecked();
    await userEvent.click(proceed());
    expect(await screen.findByRole('heading', { name: 'verify-email' })).toBeInTheDocument();
    // The client form: true travels as 1 (PRODUCT §5).
    expect(fetch.calls[0]!.body).toEqual({ acceptTerms: 1 });
    expect(queryClient.getQueryData(queryKeys.user)).toMatchObject({ status: 'not verified' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes to the feed when the email was already verified', async () => {
    fetch.on(userApi.updateUser, { body: { user: buildUser({ status: 'active' }) } });
    renderStep();
    await userEvent.click(accept());
    await userEvent.click(proceed());
    expect(await screen.findByRole('heading', { name: 'feed' })).toBeInTheDocument();
  });

  it('shows what the server refused and stays', async () => {
    fetch.on(userApi.updateUser, {
      status: 422,
      body: {
        message: 'Проверьте правильность заполнения полей',
        errors: { acceptTerms: ['Должно быть да или нет'] },
      },
    });
    const router = renderStep();
    await userEvent.click(accept());
    await userEvent.click(proceed());
    expect(await screen.findByRole('alert')).toHaveTextContent('Должно быть да или нет');
    expect(router.state.location.pathname).toBe('/onboarding');
  });

  it('logs out from here', async () => {
    fetch.on(authApi.logout, { body: { ok: true } });
    renderStep();
    await userEvent.click(screen.getByRole('button', { name: 'Выйти' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(getToken()).toBeNull();
  });
});
