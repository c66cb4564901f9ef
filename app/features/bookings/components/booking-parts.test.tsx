import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aBooking } from '../test/fixtures.tsx';
import { BookingHistory, TimeLeft } from './booking-parts.tsx';

describe('[bookings-app] the countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('[bookings-app] moves on each minute and says when the hold ran out', () => {
    render(<TimeLeft expiresAt="2026-11-26T11:02:00Z" />);
    const left = screen.getByTestId('time-left');
    expect(left).toHaveTextContent('осталось 1 ч 2 мин');
    act(() => void vi.advanceTimersByTime(60_000));
    expect(left).toHaveTextContent('осталось 1 ч 1 мин');
    act(() => void vi.advanceTimersByTime(62 * 60_000));
    expect(left).toHaveTextContent('срок истёк');
    expect(left).toHaveAttribute('data-lapsed', 'true');
  });
});

describe('[bookings-app] the history', () => {
  it('[bookings-app] unfolds who moved the booking, when, from what to what, and why', async () => {
    const booking = aBooking({
      state: 'declined',
      events: [
        ...aBooking().events,
        {
          at: '2026-11-26T09:00:00Z',
          by: { id: 3, name: 'Сергей Кузнецов' },
          from: 'requested',
          to: 'declined',
          reason: 'Клиент не внёс предоплату',
        },
      ],
    });
    render(<BookingHistory booking={booking} />);
    expect(screen.queryByText('Клиент не внёс предоплату')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'История (2)' }));
    const items = screen.getAllByRole('listitem');
    expect(items[1]).toHaveTextContent('Ожидает подтверждения → Отклонена');
    expect(items[1]).toHaveTextContent('Сергей Кузнецов');
    expect(items[1]).toHaveTextContent('Клиент не внёс предоплату');
  });
});
