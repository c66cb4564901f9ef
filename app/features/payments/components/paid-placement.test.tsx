import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareAppTests } from '#app/test/render-app.tsx';
import type { TPayment } from '#shared/schemas/payments.ts';
import type { TUser } from '#shared/schemas/user.ts';
import { getToasts } from '#app/lib/toast-store.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { queryKeys } from '#app/lib/query-keys.ts';
import { mockFetch, type FetchMock } from '#app/test/fetch-mock.ts';
import { buildUser } from '#app/test/users.ts';
import { PaidPlacement } from './paid-placement.tsx';
import * as paymentsApi from '#shared/api/payments.ts';

const payment = (over: Partial<TPayment> = {}): TPayment => ({
  id: 12,
  purpose: 'ad-create',
  amount: 990,
  status: 'succeeded',
  confirmationUrl: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  confirmedAt: '2026-11-22T10:00:00.000Z',
  ...over,
});

let fetch: FetchMock;

prepareAppTests();

beforeEach(() => {
  fetch = mockFetch();
});

function renderBlock(
  adCreate: { allowed: boolean; price: number; payable: boolean },
  returned: number | null = null,
) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <PaidPlacement adCreate={adCreate} returnedPayment={returned} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const block = () => screen.getByTestId('paid-placement');

describe('[payments] the paid-placement block', () => {
  it('[payments] offers the payment; the test provider confirms at once and the user gets ad-create', async () => {
    const paid: TUser = buildUser({ abilities: ['ad-create'] });
    fetch.on(paymentsApi.startPayment, { body: { payment: payment(), user: paid } });
    renderBlock({ allowed: false, price: 990, payable: true });
    expect(block()).toHaveAttribute('data-state', 'offer');
    expect(block()).toHaveTextContent('Размещение объявлений о продаже стоит 990 ₽');

    await userEvent.click(screen.getByRole('button', { name: /^Оплатить 990/ }));
    await waitFor(() =>
      expect(queryClient.getQueryData<TUser>(queryKeys.user)?.abilities).toEqual(['ad-create']),
    );
    expect(getToasts().map((t) => t.text)).toContain('Оплата прошла. Теперь вы можете размещать объявления.');
  });

  it('[payments] a provider with a page sends the payer there', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    fetch.on(paymentsApi.startPayment, {
      body: {
        payment: payment({
          status: 'pending',
          confirmationUrl: 'https://yoomoney.ru/checkout/x',
          confirmedAt: null,
        }),
        user: buildUser(),
      },
    });
    renderBlock({ allowed: false, price: 990, payable: true });
    await userEvent.click(screen.getByRole('button', { name: /^Оплатить/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://yoomoney.ru/checkout/x'));
  });

  it('[payments] back from the provider: a pending payment waits, a canceled one offers to pay again', async () => {
    fetch.on(
      paymentsApi.readPayment,
      { id: 12 },
      {
        body: { payment: payment({ status: 'pending', confirmedAt: null }), user: buildUser() },
      },
    );
    const view = renderBlock({ allowed: false, price: 990, payable: true }, 12);
    await waitFor(() => expect(block()).toHaveAttribute('data-state', 'pending'));
    expect(block()).toHaveTextContent('Платёж ещё обрабатывается');
    view.unmount();
    queryClient.clear();

    fetch.on(
      paymentsApi.readPayment,
      { id: 12 },
      {
        body: { payment: payment({ status: 'canceled', confirmedAt: null }), user: buildUser() },
      },
    );
    renderBlock({ allowed: false, price: 990, payable: true }, 12);
    await waitFor(() => expect(block()).toHaveAttribute('data-state', 'canceled'));
    expect(block()).toHaveTextContent('Платёж отменён');
    expect(screen.getByRole('button', { name: /^Оплатить/ })).toBeInTheDocument();
  });

  it('[payments] says so when posting is allowed, or when payments are not taken', () => {
    const view = renderBlock({ allowed: true, price: 990, payable: true });
    expect(block()).toHaveAttribute('data-state', 'allowed');
    expect(screen.getByRole('link', { name: 'Разместить' })).toHaveAttribute('href', '/cabinet/offers/new');
    view.unmount();
    renderBlock({ allowed: false, price: 990, payable: false });
    expect(block()).toHaveTextContent('Оплата размещения сейчас недоступна');
    expect(screen.queryByRole('button', { name: /^Оплатить/ })).toBeNull();
  });
});
