import { onlineManager } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '#app/lib/toast-store.ts';
import { mockFetch, refusal } from '#app/test/fetch-mock.ts';
import { aBooking, withProviders } from '../test/fixtures.tsx';
import BookingSheet from './booking-sheet.tsx';
import * as bookingQueueApi from '#shared/api/booking-queue.ts';
import * as bookingsApi from '#shared/api/bookings.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  for (const toast of getToasts()) dismissToast(toast.id);
});

function open(kind: 'booking' | 'request' = 'booking') {
  const onSent = vi.fn();
  const onClose = vi.fn();
  render(
    withProviders(
      <BookingSheet
        open
        onClose={onClose}
        kind={kind}
        cell={{ id: 900, number: '15', price: 10_000_000, kind: 'flat' }}
        holdHours={72}
        commission={kind === 'booking' ? { percent: 3, text: 'Выплата после регистрации ДДУ' } : null}
        onSent={onSent}
      />,
    ),
  );
  const dialog = screen.getByRole('dialog', {
    name: kind === 'booking' ? 'Бронь кв. 15' : 'Заявка на кв. 15',
  });
  return { dialog, onSent, onClose, user: userEvent.setup() };
}

describe('[bookings-app] the booking sheet', () => {
  it('[bookings-app] asks for the client’s name and a complete phone before sending anything', async () => {
    const fetch = mockFetch();
    const { dialog, user } = open();
    await user.click(within(dialog).getByRole('button', { name: 'Забронировать' }));
    expect(await within(dialog).findByText('Укажите имя клиента')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Введите номер телефона полностью: +7(900)000-00-00'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Телефон клиента/), '918123');
    await user.click(within(dialog).getByRole('button', { name: 'Забронировать' }));
    expect(
      within(dialog).getByText('Введите номер телефона полностью: +7(900)000-00-00'),
    ).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(0);
  });

  it('[bookings-app] shows the agent’s commission and counts the comment', () => {
    mockFetch();
    const { dialog } = open();
    expect(within(dialog).getByTestId('booking-commission')).toHaveTextContent('3 % · 300 000 ₽');
    expect(within(dialog).getByText('0/1000')).toBeInTheDocument();
  });

  it('[bookings-app] sends the booking with the phone as +7…, toasts and reports it', async () => {
    const fetch = mockFetch().on(bookingsApi.createBooking, { status: 201, body: { booking: aBooking() } });
    const { dialog, user, onSent, onClose } = open();
    await user.type(within(dialog).getByLabelText(/^Имя клиента/), 'Анна Клиентова');
    await user.type(within(dialog).getByLabelText(/^Телефон клиента/), '9181234567');
    await user.type(within(dialog).getByLabelText(/^Комментарий/), 'Звонить после 18:00');
    await user.click(within(dialog).getByRole('button', { name: 'Забронировать' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('booking'));
    expect(fetch.calls[0]!.body).toEqual({
      cellId: 900,
      kind: 'booking',
      clientName: 'Анна Клиентова',
      clientPhone: '+79181234567',
      comment: 'Звонить после 18:00',
    });
    expect(onClose).toHaveBeenCalled();
    expect(getToasts().map((t) => t.text)).toContain('Бронь отправлена застройщику');
  });

  it('[bookings-app] a unit held meanwhile (409) offers «Встать в очередь» with the client typed', async () => {
    const fetch = mockFetch()
      .on(bookingsApi.createBooking, refusal(409, 'NotAcceptable', 'Квартира уже забронирована'))
      .on(bookingQueueApi.joinQueue, { cellId: 900 }, { status: 201, body: { place: {} } });
    const { dialog, user, onClose } = open();
    expect(within(dialog).queryByRole('button', { name: 'Встать в очередь' })).toBeNull();
    await user.type(within(dialog).getByLabelText(/^Имя клиента/), 'Анна Клиентова');
    await user.type(within(dialog).getByLabelText(/^Телефон клиента/), '9181234567');
    await user.type(within(dialog).getByLabelText(/^Комментарий/), 'Ипотека одобрена');
    await user.click(within(dialog).getByRole('button', { name: 'Забронировать' }));
    expect(await within(dialog).findByText('Квартира уже забронирована')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Встать в очередь' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetch.calls[1]!.body).toEqual({
      clientName: 'Анна Клиентова',
      clientPhone: '+7(918)123-45-67',
      comment: 'Ипотека одобрена',
    });
    expect(getToasts().map((t) => t.text)).toContain('Вы в очереди');
  });

  it('[bookings-app] a unit taken meanwhile (409) says so plainly; a 422 lands on its field', async () => {
    let answer = refusal(409, 'NotAcceptable', 'Квартира уже забронирована');
    mockFetch().on(bookingsApi.createBooking, () => answer);
    const { dialog, user, onSent } = open('request');
    await user.type(within(dialog).getByLabelText(/^Имя клиента/), 'Анна');
    await user.type(within(dialog).getByLabelText(/^Телефон клиента/), '9181234567');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Квартира уже забронирована');
    answer = {
      status: 422,
      body: { message: 'Ошибка', errors: { clientName: ['Не длиннее 100 символов'] } },
    } as never;
    await user.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));
    expect(await within(dialog).findByText('Не длиннее 100 символов')).toBeInTheDocument();
    expect(within(dialog).queryByText('Квартира уже забронирована')).toBeNull();
    expect(onSent).not.toHaveBeenCalled();
  });

  it('[bookings-app] a double click on «Забронировать» sends one request with an Idempotency-Key and closes', async () => {
    let answer!: (value: { status: number; body: unknown }) => void;
    const fetch = mockFetch().on(
      bookingsApi.createBooking,
      () => new Promise((resolve) => (answer = resolve)),
    );
    const { dialog, user, onSent, onClose } = open();
    await user.type(within(dialog).getByLabelText(/^Имя клиента/), 'Анна Клиентова');
    await user.type(within(dialog).getByLabelText(/^Телефон клиента/), '9181234567');
    const submit = within(dialog).getByRole('button', { name: 'Забронировать' });
    await user.dblClick(submit);
    await user.click(submit);
    await waitFor(() => expect(fetch.calls).toHaveLength(1));
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(fetch.calls[0]!.headers.get('idempotency-key')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    answer({ status: 201, body: { booking: aBooking() } });
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(fetch.calls).toHaveLength(1);
  });

  it('[bookings-app] a retry after a lost answer repeats the attempt’s Idempotency-Key', async () => {
    let lost = true;
    const fetch = mockFetch().on(bookingsApi.createBooking, () => {
      if (lost) return Promise.reject(new TypeError('Failed to fetch'));
      return { status: 201, body: { booking: aBooking() } };
    });
    const { dialog, user, onSent } = open('request');
    await user.type(within(dialog).getByLabelText(/^Имя клиента/), 'Анна');
    await user.type(within(dialog).getByLabelText(/^Телефон клиента/), '9181234567');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Нет сети: заявка не отправлена. Подключитесь к интернету и нажмите «Отправить заявку» ещё раз.',
    );
    lost = false;
    await user.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('request'));
    const keys = fetch.calls.map((c) => c.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('[bookings-app] offline «Отправить заявку» says so at once and never sends it later by itself', async () => {
    const fetch = mockFetch().on(bookingsApi.createBooking, { status: 201, body: { booking: aBooking() } });
    const { dialog, user, onSent } = open('request');
    await user.type(within(dialog).getByLabelText(/^Имя клиента/), 'Анна');
    await user.type(within(dialog).getByLabelText(/^Телефон клиента/), '9181234567');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => onlineManager.setOnline(false));
    const submit = within(dialog).getByRole('button', { name: 'Отправить заявку' });
    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Нет сети: заявка не отправлена. Подключитесь к интернету и нажмите «Отправить заявку» ещё раз.',
    );
    expect(submit).not.toBeDisabled();
    vi.restoreAllMocks();
    act(() => onlineManager.setOnline(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch.calls).toHaveLength(0);
    expect(onSent).not.toHaveBeenCalled();
  });
});
