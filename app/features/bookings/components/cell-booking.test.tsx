import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeToken, setToken } from '#app/lib/storage.ts';
import { mockFetch } from '#app/test/fetch-mock.ts';
import { CellStatus, Role, RowType } from '#shared/enums.ts';
import { formatPrice } from '#shared/format.ts';
import type { TChessViewCell } from '#shared/schemas/realty.ts';
import { dropBookingDraft } from '../lib/booking-draft.ts';
import { aBooking, aChessCell, withProviders } from '../test/fixtures.tsx';
import { CellBooking } from './cell-booking.tsx';
import * as bookingsApi from '#shared/api/bookings.ts';

const cell = (over: Partial<TChessViewCell> = {}, status: number = CellStatus.sale) =>
  aChessCell(over, status);
const view = { bookingEnabled: true, bookingHoldHours: 72, rows: [] };

const names = () => screen.queryAllByRole('button').map((b) => b.textContent);

function show(props: Partial<Parameters<typeof CellBooking>[0]>) {
  return render(
    withProviders(
      <CellBooking cell={cell()} view={view} viewer={{ group: Role.agent }} commission={null} {...props} />,
    ),
  );
}

afterEach(() => {
  // A test that leaves a sheet open leaves its draft, which would open the sheet again on the next card.
  dropBookingDraft();
  removeToken();
  vi.unstubAllGlobals();
});

describe('[bookings-app] the unit card’s booking block', () => {
  it('[bookings-app] agents book and ask; buyers only ask; nobody books where the builder takes no bookings', () => {
    const { unmount } = show({});
    expect(names()).toEqual(['Забронировать', 'Оставить заявку']);
    unmount();
    const buyer = show({ viewer: { group: Role.user } });
    expect(names()).toEqual(['Оставить заявку']);
    buyer.unmount();
    const off = show({ view: { ...view, bookingEnabled: false } });
    expect(names()).toEqual(['Оставить заявку']);
    off.unmount();
    const assignment = show({ cell: cell({}, CellStatus.assignment) });
    expect(names()).toEqual(['Оставить заявку']);
    assignment.unmount();
    show({ cell: cell({}, CellStatus.sold) });
    expect(names()).toEqual([]);
  });

  it('[bookings-app] a held unit reads «Забронирована до …» instead of the buttons', () => {
    show({
      cell: cell(
        { booking: { id: 1, state: 'confirmed', expiresAt: '2026-11-28T12:00:00Z', mine: true } },
        CellStatus.reserve,
      ),
    });
    expect(screen.getByTestId('cell-booking')).toHaveTextContent(/^Забронирована до 28\.11, \d\d:00$/);
    expect(names()).toEqual([]);
  });

  it('[bookings-app] shows nothing to a guest', () => {
    show({ viewer: null });
    expect(names()).toEqual([]);
  });

  it('[bookings-app] a card remounted with its sheet open (the window crossed 1024 px) keeps the sheet and what was typed', async () => {
    const user = userEvent.setup();
    const first = show({});
    await user.click(screen.getByRole('button', { name: 'Забронировать' }));
    await user.type(await screen.findByLabelText(/^Имя клиента/), 'Анна Смирнова');
    await user.type(screen.getByLabelText(/^Комментарий/), 'Ипотека одобрена');
    first.unmount();

    const again = show({});
    expect(await screen.findByLabelText(/^Имя клиента/)).toHaveValue('Анна Смирнова');
    expect(screen.getByLabelText(/^Комментарий/)).toHaveValue('Ипотека одобрена');
    // Closed, the draft is gone: the next opening starts empty.
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    again.unmount();
    show({});
    expect(screen.queryByLabelText(/^Имя клиента/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Забронировать' }));
    expect(await screen.findByLabelText(/^Имя клиента/)).toHaveValue('');
  });

  it('[bookings-app] a buyer’s request already sent reads «Заявка отправлена …» with its state instead of the button', async () => {
    setToken('token');
    const mine = [
      aBooking({ id: 7, kind: 'request', cellId: 901, state: 'requested' }),
      aBooking({ id: 8, kind: 'request', cellId: 900, state: 'declined' }),
      aBooking({
        id: 9,
        kind: 'request',
        cellId: 900,
        state: 'confirmed',
        createdAt: '2026-11-25T12:00:00Z',
      }),
    ];
    const fetch = mockFetch().on(bookingsApi.listOwnBookings, {
      body: { data: mine, meta: { current_page: 1, last_page: 1, per_page: 20, total: 3 } },
    });
    show({ viewer: { group: Role.user } });
    expect(await screen.findByTestId('cell-booking')).toHaveTextContent(
      /^Заявка отправлена 25\.11, \d\d:00 · В работе$/,
    );
    expect(names()).toEqual([]);
    expect(fetch.calls).toHaveLength(1);
  });

  it('[bookings-app] a request for another unit, or a closed one, leaves «Оставить заявку»', async () => {
    setToken('token');
    mockFetch().on(bookingsApi.listOwnBookings, {
      body: {
        data: [
          aBooking({ id: 7, kind: 'request', cellId: 901, state: 'requested' }),
          aBooking({ id: 8, kind: 'request', cellId: 900, state: 'declined' }),
        ],
        meta: { current_page: 1, last_page: 1, per_page: 20, total: 2 },
      },
    });
    show({ viewer: { group: Role.user } });
    expect(await screen.findByRole('button', { name: 'Оставить заявку' })).toBeInTheDocument();
    expect(screen.queryByTestId('cell-booking')).toBeNull();
  });

  it('[bookings-app] the booking sheet says how long the hold lasts and that the price is fixed', async () => {
    const user = userEvent.setup();
    show({ view: { ...view, bookingHoldHours: 72 } });
    await user.click(screen.getByRole('button', { name: 'Забронировать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Бронь кв. 15' });
    const hold = within(dialog).getByTestId('booking-hold');
    expect(hold.textContent).toBe(
      'Застройщик подтвердит бронь, и квартира закрепится за вашим клиентом на 3 дня.' +
        `Цена на срок брони не изменится: ${formatPrice(9_000_000)}.`,
    );
  });

  it('[bookings-app] a parking place is no «кв.»: its sheet and hold name it as a parking place', async () => {
    const user = userEvent.setup();
    const parking = cell({
      data: { number: 'М-5', status: CellStatus.sale, price: 1_500_000, cntApart: null },
    } as Partial<TChessViewCell>);
    const floor = {
      id: 1,
      bbox: [0, 0, 1, 4],
      type: RowType.parking,
      disabled: false,
      name: '-1',
      plan: null,
    };
    show({ cell: parking, view: { ...view, bookingHoldHours: 36, rows: [floor] as never } });
    await user.click(screen.getByRole('button', { name: 'Забронировать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Бронь машино-места М-5' });
    expect(within(dialog).getByTestId('booking-hold')).toHaveTextContent(
      'Застройщик подтвердит бронь, и машино-место закрепится за вашим клиентом на 36 часов.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await user.click(screen.getByRole('button', { name: 'Оставить заявку' }));
    expect(await screen.findByRole('dialog', { name: 'Заявка на машино-место М-5' })).toBeInTheDocument();
  });
});
