import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CellStatus, Role } from '#shared/enums.ts';
import type { TChessViewCell } from '#shared/schemas/realty.ts';
import { withProviders } from '../test/fixtures.tsx';
import { CellBooking } from './cell-booking.tsx';

const cell = (over: Partial<TChessViewCell> = {}, status: number = CellStatus.sale) =>
  ({
    id: 900,
    disabled: false,
    data: { number: '15', status, price: 9_000_000 },
    booking: null,
    ...over,
  }) as unknown as TChessViewCell;

const names = () => screen.queryAllByRole('button').map((b) => b.textContent);

function show(props: Partial<Parameters<typeof CellBooking>[0]>) {
  return render(
    withProviders(
      <CellBooking
        cell={cell()}
        view={{ bookingEnabled: true }}
        viewer={{ group: Role.agent }}
        commission={null}
        {...props}
      />,
    ),
  );
}

describe('[bookings-app] the unit card’s booking block', () => {
  it('[bookings-app] agents book and ask; buyers only ask; nobody books where the builder takes no bookings', () => {
    const { unmount } = show({});
    expect(names()).toEqual(['Забронировать', 'Оставить заявку']);
    unmount();
    const buyer = show({ viewer: { group: Role.user } });
    expect(names()).toEqual(['Оставить заявку']);
    buyer.unmount();
    const off = show({ view: { bookingEnabled: false } });
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
});
