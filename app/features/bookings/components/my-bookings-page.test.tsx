import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeToken, setToken } from '#app/lib/storage.ts';
import { mockFetch } from '#app/test/fetch-mock.ts';
import { aBooking, withProviders } from '../test/fixtures.tsx';
import { MyBookingsPage } from './my-bookings-page.tsx';
import * as bookingsApi from '#shared/api/bookings.ts';
import * as userApi from '#shared/api/user.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  removeToken();
});

const page = (data: unknown[]) => ({
  body: { data, meta: { current_page: 1, last_page: 1, per_page: 20, total: data.length } },
});

describe('[bookings-app] the agency head’s «Мои брони»', () => {
  it('[bookings-app] picks one agent; an agent’s booking is read, not cancelled, by the head', async () => {
    setToken('token');
    const theirs = aBooking({ id: 51, agent: { id: 4, name: 'Екатерина Лебедева', phone: '+79000000004' } });
    const fetch = mockFetch()
      .on(userApi.readUser, { body: { user: { id: 8, name: 'Наталья Белова' } } })
      .on(bookingsApi.listAgencyMembers, {
        body: {
          data: [
            { id: 4, name: 'Екатерина Лебедева' },
            { id: 9, name: 'Артём Козлов' },
          ],
        },
      })
      .on(bookingsApi.listOwnBookings, page([theirs]));
    render(withProviders(<MyBookingsPage title="Мои брони" />));
    const agent = await screen.findByRole('combobox', { name: /Агент/ });
    const card = await screen.findByTestId('my-booking');
    expect((await within(card).findAllByText('Екатерина Лебедева')).length).toBeGreaterThan(0);
    await waitFor(() => expect(within(card).queryByRole('button', { name: 'Отменить' })).toBeNull());
    await userEvent.selectOptions(agent, 'Артём Козлов');
    await waitFor(() => expect(fetch.calls.some((c) => c.url.includes('memberId=9'))).toBe(true));
  });

  it('[bookings-app] a plain agent sees no agent filter', async () => {
    setToken('token');
    mockFetch()
      .on(userApi.readUser, { body: { user: { id: 4, name: 'Екатерина Лебедева' } } })
      .on(bookingsApi.listAgencyMembers, { body: { data: [] } })
      .on(bookingsApi.listOwnBookings, page([aBooking()]));
    render(withProviders(<MyBookingsPage title="Мои брони" />));
    const card = await screen.findByTestId('my-booking');
    expect(within(card).getByRole('button', { name: 'Отменить' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Агент/ })).toBeNull();
  });
});
