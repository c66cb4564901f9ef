import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareAppTests } from '#app/test/render-app.tsx';
import { createBooking } from '#shared/api/bookings.ts';
import { updateUser } from '#shared/api/user.ts';
import { ZProfileForm, type TProfileForm } from '#shared/schemas/user.ts';
import { versionTexts } from '#shared/texts/versions.ts';
import { DialogsProvider } from '#app/components/ui/dialogs.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { call } from '#app/lib/call.ts';
import { getToasts } from '#app/lib/toast-store.ts';
import { mockFetch, type FetchMock } from '#app/test/fetch-mock.ts';
import { FormText } from './form-fields.tsx';
import { useApiForm } from './use-api-form.ts';
import * as bookingsApi from '#shared/api/bookings.ts';
import * as userApi from '#shared/api/user.ts';

let fetch: FetchMock;

prepareAppTests();

beforeEach(() => {
  fetch = mockFetch();
});

const EMPTY: TProfileForm = { name: 'Анна', email: 'anna@example.test', whatsapp: '', telegram: '' };

/** A profile-like form: the schema, the descriptor, its line for texts no field shows. */
function ProfileLike({
  version = { current: 1 },
  onSaved,
  onFieldErrors,
}: {
  version?: { current: number };
  onSaved?: () => void;
  onFieldErrors?: () => void;
}) {
  const api = useApiForm<TProfileForm, TProfileForm, unknown, TProfileForm & { version: number }>({
    schema: ZProfileForm,
    defaultValues: EMPTY,
    endpoint: updateUser,
    send: (values, { headers }) => call(updateUser, { body: { ...values } }, { headers }),
    onSuccess: onSaved,
    onFieldErrors,
    inlineError: true,
    leave: { title: 'Уйти без сохранения?' },
    stale: {
      reload: async () => {
        version.current = 2;
        return { ...EMPTY, email: 'fresh@example.test', whatsapp: '+79180000000', version: 2 };
      },
      toValues: ({ version: _, ...values }) => values,
    },
  });
  return (
    <form onSubmit={api.submit} noValidate>
      <FormText control={api.control} name="name" label="Имя" />
      <FormText control={api.control} name="email" label="Почта" />
      <FormText control={api.control} name="whatsapp" label="WhatsApp" />
      {api.formError && <p role="alert">{api.formError}</p>}
      <Button type="submit" loading={api.pending}>
        Сохранить
      </Button>
      <Link to="/elsewhere">Уйти</Link>
      {api.conflict}
    </form>
  );
}

function renderWith(element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/form', element },
      { path: '/elsewhere', element: <p>Другая страница</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <DialogsProvider>
      <RouterProvider router={router} />
    </DialogsProvider>,
  );
  return router;
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

describe('[forms] useApiForm', () => {
  it('checks the values with the shared schema before anything is sent', async () => {
    renderWith(<ProfileLike />);
    await userEvent.clear(screen.getByLabelText('Имя'));
    await save();
    expect(await screen.findByText('Введите имя')).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(0);
  });

  it('lays a 422 onto its fields; a text for a field the form lacks goes to the form’s line', async () => {
    fetch.on(userApi.updateUser, {
      status: 422,
      body: {
        message: 'Проверьте поля',
        errors: { whatsapp: ['Этот номер не подходит'], region: ['Регион не найден'] },
      },
    });
    const onFieldErrors = vi.fn();
    renderWith(<ProfileLike onFieldErrors={onFieldErrors} />);
    await save();
    expect(await screen.findByText('Этот номер не подходит')).toBeInTheDocument();
    expect(screen.getByLabelText('WhatsApp')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Регион не найден')).toHaveAttribute('role', 'alert');
    expect(getToasts()).toHaveLength(0);
    expect(onFieldErrors).toHaveBeenCalledTimes(1);
  });

  it('says a 422 that names no field on the form’s line', async () => {
    fetch.on(userApi.updateUser, {
      status: 422,
      body: { message: 'Сохранение сейчас недоступно' },
    });
    const onFieldErrors = vi.fn();
    renderWith(<ProfileLike onFieldErrors={onFieldErrors} />);
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Сохранение сейчас недоступно');
    expect(onFieldErrors).not.toHaveBeenCalled();
  });

  it('sends again after a 422 on a field it keeps with setValue (no registered input)', async () => {
    fetch.on(userApi.updateUser, {
      status: 422,
      body: { message: 'Проверьте поля', errors: { name: ['Слишком длинно'] } },
    });
    function Bare() {
      const api = useApiForm<{ name: string }>({
        defaultValues: { name: 'Анна' },
        send: (values) => call(updateUser, { body: values }),
      });
      return (
        <form onSubmit={api.submit}>
          <p>{api.form.formState.errors.name?.message}</p>
          <Button type="submit">Сохранить</Button>
        </form>
      );
    }
    renderWith(<Bare />);
    await save();
    expect(await screen.findByText('Слишком длинно')).toBeInTheDocument();
    await save();
    await waitFor(() => expect(fetch.calls).toHaveLength(2));
  });

  it('sends one request for a double click; the button is busy until the answer', async () => {
    let answer!: (value: { body: unknown }) => void;
    fetch.on(userApi.updateUser, () => new Promise((resolve) => (answer = resolve)));
    const saved = vi.fn();
    renderWith(<ProfileLike onSaved={saved} />);
    const button = screen.getByRole('button', { name: 'Сохранить' });
    await userEvent.dblClick(button);
    await userEvent.type(screen.getByLabelText('Имя'), '{Enter}');
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeDisabled();
    answer({ body: { user: {} } });
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(fetch.calls).toHaveLength(1);
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('asks «Данные изменились» on a stale save and puts the user’s change on top of the fresh data', async () => {
    fetch.on(userApi.updateUser, { status: 409, body: { message: versionTexts.stale.trust } });
    renderWith(<ProfileLike />);
    await userEvent.clear(screen.getByLabelText('Имя'));
    await userEvent.type(screen.getByLabelText('Имя'), 'Анна Белова');
    await save();
    expect(await screen.findByRole('alertdialog', { name: versionTexts.dialog.title })).toBeInTheDocument();
    expect(screen.getByText(versionTexts.stale.trust)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: versionTexts.dialog.apply }));
    await waitFor(() => expect(screen.getByLabelText('Почта')).toHaveValue('fresh@example.test'));
    expect(screen.getByLabelText('WhatsApp')).toHaveValue('+79180000000');
    expect(screen.getByLabelText('Имя')).toHaveValue('Анна Белова');
    expect(getToasts().map((t) => t.text)).toEqual([versionTexts.dialog.applied]);
  });

  it('asks before leaving while dirty, and lets a saved form go', async () => {
    fetch.on(userApi.updateUser, { body: { user: {} } });
    const router = renderWith(<ProfileLike />);
    await userEvent.type(screen.getByLabelText('Имя'), ' Б.');
    await userEvent.click(screen.getByRole('link', { name: 'Уйти' }));
    expect(await screen.findByRole('alertdialog', { name: 'Уйти без сохранения?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/form');
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));

    await save();
    await waitFor(() => expect(fetch.calls).toHaveLength(1));
    await userEvent.click(screen.getByRole('link', { name: 'Уйти' }));
    expect(await screen.findByText('Другая страница')).toBeInTheDocument();
  });

  it('keeps quiet about an error the client already acted on, and toasts others when the form has no line', async () => {
    fetch.on(bookingsApi.createBooking, { status: 500, body: { message: 'Сервер недоступен' } });
    function Booking() {
      const api = useApiForm<{ clientName: string }>({
        defaultValues: { clientName: 'Иван' },
        endpoint: createBooking,
        purpose: 'booking:15',
        send: (values, { headers }) =>
          call(
            createBooking,
            { body: { cellId: 15, kind: 'booking', clientPhone: '+79180000000', ...values } },
            { headers },
          ),
      });
      return (
        <form onSubmit={api.submit}>
          <Button type="submit">Сохранить</Button>
        </form>
      );
    }
    renderWith(<Booking />);
    await save();
    await waitFor(() => expect(getToasts().map((t) => t.text)).toEqual(['Сервер недоступен']));
    // The idempotent endpoint carries a key; the retry of a failed attempt repeats it.
    const key = fetch.calls[0]!.headers.get('Idempotency-Key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    await save();
    await waitFor(() => expect(fetch.calls).toHaveLength(2));
    expect(fetch.calls[1]!.headers.get('Idempotency-Key')).toBe(key);
  });
});
