import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeToken, setToken } from '#app/lib/storage.ts';
import { mockFetch } from '#app/test/fetch-mock.ts';
import { CellStatus, Role } from '#shared/enums.ts';
import type { TChessViewCell } from '#shared/schemas/realty.ts';
import { aChessCell, withProviders } from '../test/fixtures.tsx';
import { CellQueue } from './cell-queue.tsx';
import * as bookingQueueApi from '#shared/api/booking-queue.ts';

const cell = (over: Partial<TChessViewCell> = {}, status: number = CellStatus.reserve) =>
  aChessCell(over, status);

const show = (props: Partial<Parameters<typeof CellQueue>[0]>) =>
  render(withProviders(<CellQueue cell={cell()} bookingEnabled viewer={{ group: Role.agent }} {...props} />));

afterEach(() => {
  removeToken();
  vi.unstubAllGlobals();
});

describe('[bookings-app] the unit card’s queue', () => {
  it('[bookings-app] a reserved unit offers the queue to agents, not to buyers or the holder', async () => {
    setToken('token');
    const fetch = mockFetch().on(
      bookingQueueApi.joinQueue,
      { cellId: 900 },
      { status: 201, body: { place: {} } },
    );
    const { unmount } = show({});
    await userEvent.click(screen.getByRole('button', { name: 'Встать в очередь' }));
    expect(fetch.calls[0]!.method).toBe('POST');
    unmount();
    const buyer = show({ viewer: { group: Role.user } });
    expect(screen.queryByTestId('cell-queue')).toBeNull();
    buyer.unmount();
    show({ cell: cell({ booking: { id: 1, state: 'confirmed', expiresAt: null, mine: true } }) });
    expect(screen.queryByRole('button', { name: 'Встать в очередь' })).toBeNull();
  });

  it('[bookings-app] the length in agents, the viewer’s place and their turn', () => {
    const queue = { length: 3, rank: 2, offeredUntil: null, myTurn: false };
    const { unmount } = show({ cell: cell({ queue }) });
    expect(screen.getByTestId('cell-queue')).toHaveTextContent('В очереди 3 агента');
    expect(screen.getByTestId('cell-queue')).toHaveTextContent('Перед вами в очереди 1 агент');
    expect(screen.getByRole('button', { name: 'Выйти из очереди' })).toBeInTheDocument();
    unmount();
    const first = show({ cell: cell({ queue: { ...queue, length: 1, rank: 1 } }) });
    expect(screen.getByTestId('cell-queue')).toHaveTextContent('В очереди 1 агентВы первые в очереди');
    first.unmount();
    const turn = { length: 1, rank: 1, offeredUntil: '2026-11-21T13:00:00Z', myTurn: true };
    show({ cell: cell({ queue: turn }, CellStatus.sale) });
    expect(screen.getByTestId('cell-queue')).toHaveTextContent(
      /Ваша очередь: забронируйте до 21\.11, \d\d:00/,
    );
    expect(screen.queryByRole('button', { name: 'Выйти из очереди' })).toBeNull();
  });

  it('[bookings-app] another agent’s turn: the unit is theirs until then, and one may still line up', () => {
    const queue = { length: 1, rank: null, offeredUntil: '2026-11-21T13:00:00Z', myTurn: false };
    show({ cell: cell({ queue }, CellStatus.sale) });
    expect(screen.getByTestId('cell-queue')).toHaveTextContent(/Закреплена за первым в очереди до 21\.11/);
    expect(screen.getByRole('button', { name: 'Встать в очередь' })).toBeInTheDocument();
  });
});
