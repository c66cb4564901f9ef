import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '#app/lib/toast-store.ts';
import { removeToken, setToken } from '#app/lib/storage.ts';
import { mockFetch, refusal } from '#app/test/fetch-mock.ts';
import { aBooking, withProviders } from '../test/fixtures.tsx';
import { BuilderBookingCard } from './builder-booking-card.tsx';
import * as bookingsApi from '#shared/api/bookings.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  for (const toast of getToasts()) dismissToast(toast.id);
});

const buttons = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('button')
    .map((b) => b.textContent)
    // The history's and the agreement's toggles are no answers.
    .filter((name) => !name?.startsWith('История') && name !== 'Договор бронирования');

describe('[bookings-app] the builder’s booking card', () => {
  it('[bookings-app] offers only the answers the state allows', () => {
    mockFetch();
    const { unmount } = render(withProviders(<BuilderBookingCard booking={aBooking()} />));
    expect(buttons(screen.getByTestId('builder-booking'))).toEqual(['Подтвердить', 'Отклонить', 'Передать']);
    unmount();
    render(withProviders(<BuilderBookingCard booking={aBooking({ state: 'confirmed', canExtend: true })} />));
    expect(buttons(screen.getByTestId('builder-booking'))).toEqual([
      'Оформить сделку',
      'Отклонить',
      'Продлить',
      'Продано',
      'Снять бронь',
      'Передать',
    ]);
  });

  it('[bookings-app] under a deal the booking only leads to it', () => {
    mockFetch();
    render(withProviders(<BuilderBookingCard booking={aBooking({ state: 'confirmed', dealId: 7 })} />));
    expect(buttons(screen.getByTestId('builder-booking'))).toEqual(['Открыть сделку']);
  });

  it('[bookings-app] shows a widget request with the buyer and no actions once closed', () => {
    mockFetch();
    render(
      withProviders(
        <BuilderBookingCard booking={aBooking({ kind: 'request', source: 'widget', state: 'declined' })} />,
      ),
    );
    const card = screen.getByTestId('builder-booking');
    expect(card).toHaveTextContent('Заявка · Виджет');
    expect(card).toHaveTextContent('Покупатель');
    expect(within(card).getByRole('link', { name: /Позвонить/ })).toHaveAttribute('href', 'tel:+79000000004');
    expect(buttons(card)).toEqual([]);
  });

  it('[bookings-app] the assignee: «Назначена вам», a colleague’s name, or how long it waits', () => {
    mockFetch();
    const { unmount } = render(withProviders(<BuilderBookingCard booking={aBooking()} viewerId={6} />));
    expect(screen.getByTestId('booking-assignee')).toHaveTextContent('Назначена вам');
    unmount();
    const other = render(withProviders(<BuilderBookingCard booking={aBooking()} viewerId={7} />));
    expect(screen.getByTestId('booking-assignee')).toHaveTextContent('Менеджер: Ольга Миронова');
    other.unmount();
    vi.useFakeTimers({ now: new Date('2026-11-25T14:15:00.000Z'), toFake: ['Date'] });
    try {
      render(
        withProviders(
          <BuilderBookingCard
            booking={aBooking({ kind: 'request', assignee: null, escalatedAt: '2026-11-25T13:00:00.000Z' })}
          />,
        ),
      );
      expect(screen.getByTestId('booking-unassigned')).toHaveTextContent(
        'Не разобрана 2 ч 15 мин · владелец уведомлён',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('[bookings-app] «Передать» sends the chosen manager', async () => {
    const fetch = mockFetch()
      .on(bookingsApi.listBackofficeBookingMembers, {
        body: {
          data: [
            { id: 6, name: 'Ольга Миронова' },
            { id: 7, name: 'Игорь Васильев' },
          ],
        },
      })
      .on(
        bookingsApi.actOnBooking,
        { id: 41 },
        {
          body: { booking: aBooking({ assignee: { id: 7, name: 'Игорь Васильев' } }) },
        },
      );
    setToken('token');
    const user = userEvent.setup();
    render(withProviders(<BuilderBookingCard booking={aBooking()} viewerId={6} />));
    await user.click(screen.getByRole('button', { name: 'Передать' }));
    const dialog = screen.getByRole('dialog', { name: 'Передать другому менеджеру' });
    await user.click(within(dialog).getByRole('button', { name: 'Передать' }));
    expect(within(dialog).getByText('Выберите менеджера')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toContain('Игорь Васильев'),
    );
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).not.toContain('Ольга Миронова');
    await user.selectOptions(within(dialog).getByRole('combobox'), 'Игорь Васильев');
    await user.click(within(dialog).getByRole('button', { name: 'Передать' }));
    await waitFor(() => expect(fetch.calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(fetch.calls.find((c) => c.method === 'PUT')!.body).toEqual({ action: 'assign', userId: 7 });
    await waitFor(() => expect(getToasts().map((t) => t.text)).toContain('Передано: Игорь Васильев'));
    removeToken();
  });

  it('[bookings-app] declining needs a reason, then sends it', async () => {
    const fetch = mockFetch().on(
      bookingsApi.actOnBooking,
      { id: 41 },
      {
        body: { booking: aBooking({ state: 'declined' }) },
      },
    );
    const user = userEvent.setup();
    render(withProviders(<BuilderBookingCard booking={aBooking()} />));
    await user.click(screen.getByRole('button', { name: 'Отклонить' }));
    const dialog = screen.getByRole('dialog', { name: 'Отклонить бронь?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(within(dialog).getByText('Укажите причину')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(fetch.calls).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox'), 'Клиент не внёс предоплату');
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    await waitFor(() => expect(fetch.calls).toHaveLength(1));
    expect(fetch.calls[0]!.body).toEqual({ action: 'decline', reason: 'Клиент не внёс предоплату' });
    await waitFor(() => expect(getToasts().map((t) => t.text)).toContain('Бронь отклонена'));
  });

  it('[bookings-app] a double click on the dialog’s «Отклонить» sends one answer', async () => {
    let answer!: (value: { body: unknown }) => void;
    const fetch = mockFetch().on(
      bookingsApi.actOnBooking,
      { id: 41 },
      () => new Promise((resolve) => (answer = resolve)),
    );
    const user = userEvent.setup();
    render(withProviders(<BuilderBookingCard booking={aBooking()} />));
    await user.click(screen.getByRole('button', { name: 'Отклонить' }));
    const dialog = screen.getByRole('dialog', { name: 'Отклонить бронь?' });
    await user.type(within(dialog).getByRole('textbox'), 'Клиент не внёс предоплату');
    // Two clicks before anything re-renders, as a fast double click lands.
    const decline = within(dialog).getByRole('button', { name: 'Отклонить' });
    fireEvent.click(decline);
    fireEvent.click(decline);
    await waitFor(() => expect(fetch.calls).toHaveLength(1));
    answer({ body: { booking: aBooking({ state: 'declined' }) } });
    await waitFor(() => expect(getToasts().map((t) => t.text)).toContain('Бронь отклонена'));
    expect(fetch.calls).toHaveLength(1);
  });

  it('[bookings-app] confirms at once; a refusal is toasted', async () => {
    const fetch = mockFetch().on(
      bookingsApi.actOnBooking,
      { id: 41 },
      refusal(409, 'NotAcceptable', 'Бронь уже закрыта'),
    );
    const user = userEvent.setup();
    render(withProviders(<BuilderBookingCard booking={aBooking()} />));
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(getToasts().map((t) => t.text)).toContain('Бронь уже закрыта'));
    expect(fetch.calls[0]!.body).toEqual({ action: 'confirm' });
  });
});
