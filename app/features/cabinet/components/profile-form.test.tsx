import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInApp, prepareAppTests } from '#app/test/render-app.tsx';
import type { TUser } from '#shared/schemas/user.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { queryKeys } from '#app/lib/query-keys.ts';
import { getToasts } from '#app/lib/toast-store.ts';
import { mockFetch, type FetchMock } from '#app/test/fetch-mock.ts';
import { buildUser } from '#app/test/users.ts';
import { ProfileForm } from './profile-form.tsx';
import * as userApi from '#shared/api/user.ts';

let fetch: FetchMock;

prepareAppTests();

beforeEach(() => {
  fetch = mockFetch();
});

function renderForm(user: TUser) {
  const { router } = renderInApp(
    [
      { path: '/cabinet/profile', element: <ProfileForm user={user} /> },
      { path: '/cabinet', element: <p>Кабинет</p> },
      { path: '/verify-email', element: <p>Подтверждение почты</p> },
    ],
    { at: ['/cabinet', '/cabinet/profile'], index: 1 },
  );
  return router;
}

const newcomer = buildUser({ name: null, email: 'anna@example.test', emailVerified: true });

describe('[profile] the profile editor', () => {
  it('lets a newcomer set a name and messengers; the answer replaces the cached user', async () => {
    fetch.on(userApi.updateUser, {
      body: {
        user: { ...newcomer, name: 'Анна Агентова', whatsapp: '+79181234567', telegram: 'anna_agent' },
      },
    });
    renderForm(newcomer);
    await userEvent.type(screen.getByLabelText(/Имя/), 'Анна Агентова');
    await userEvent.type(screen.getByLabelText(/WhatsApp/), '8 918 123-45-67');
    await userEvent.type(screen.getByLabelText(/Telegram/), 'https://t.me/Anna_Agent');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(getToasts().map((t) => t.text)).toContain('Профиль сохранён'));
    expect(fetch.calls[0]!.body).toEqual({
      name: 'Анна Агентова',
      email: 'anna@example.test',
      whatsapp: '8 918 123-45-67',
      telegram: 'https://t.me/Anna_Agent',
    });
    expect(queryClient.getQueryData<TUser>(queryKeys.user)?.telegram).toBe('anna_agent');
    // Saved: the form shows the stored forms and leaves without asking.
    expect(screen.getByLabelText(/Telegram/)).toHaveValue('@anna_agent');
  });

  it('checks what is typed before sending, and lays the server’s 422 on its field', async () => {
    fetch.on(userApi.updateUser, {
      status: 422,
      body: { message: 'Проверьте поля', errors: { whatsapp: ['Этот номер не подходит'] } },
    });
    renderForm(newcomer);
    await userEvent.type(screen.getByLabelText(/Telegram/), '@abc');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(/Имя пользователя Telegram/)).toBeInTheDocument();
    expect(await screen.findByText('Введите имя')).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/Имя/), 'Анна');
    await userEvent.clear(screen.getByLabelText(/Telegram/));
    await userEvent.type(screen.getByLabelText(/WhatsApp/), '+79181234567');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Этот номер не подходит')).toBeInTheDocument();
    expect(screen.getByLabelText(/WhatsApp/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks before leaving unsaved changes', async () => {
    const router = renderForm(buildUser({ name: 'Анна', email: 'anna@example.test' }));
    await userEvent.type(screen.getByLabelText(/Имя/), ' Петровна');
    void router.navigate(-1);
    expect(await screen.findByText('Уйти без сохранения?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Уйти' }));
    expect(await screen.findByText('Кабинет')).toBeInTheDocument();
  });

  it('takes a new email to its confirmation, as before', async () => {
    const user = buildUser({ name: 'Анна', email: 'old@example.test', emailVerified: true });
    fetch.on(userApi.updateUser, {
      body: { user: { ...user, email: 'new@example.test', emailVerified: false, status: 'not verified' } },
    });
    renderForm(user);
    await userEvent.clear(screen.getByLabelText(/Почта/));
    await userEvent.type(screen.getByLabelText(/Почта/), 'new@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Подтверждение почты')).toBeInTheDocument();
  });
});
