import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAgreement } from '#shared/schemas/agreements.ts';
import { mockFetch } from '#app/test/fetch-mock.ts';
import { withProviders } from '../test/fixtures.tsx';
import { BookingAgreement } from './booking-agreement.tsx';
import * as agreementsApi from '#shared/api/agreements.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const agreement = (over: Partial<TAgreement> = {}): TAgreement => ({
  bookingId: 41,
  available: true,
  state: null,
  phone: '+79181234567',
  resendIn: 0,
  expiresIn: 0,
  attemptsLeft: 0,
  signedAt: null,
  signedIp: null,
  hash: null,
  ...over,
});

function open() {
  const user = userEvent.setup();
  render(withProviders(<BookingAgreement booking={{ id: 41, kind: 'booking' }} />));
  return { user, section: screen.getByTestId('booking-agreement') };
}

describe('[agreements] «Договор бронирования» on a booking card', () => {
  it('[agreements] asks nothing until opened, then sends the code and signs with it', async () => {
    let current = agreement();
    const fetch = mockFetch()
      .on(agreementsApi.getAgreement, { id: 41 }, () => ({ body: current }))
      .on(agreementsApi.sendAgreementCode, { id: 41 }, () => {
        current = agreement({ state: 'code_sent', resendIn: 60, expiresIn: 600, attemptsLeft: 5 });
        return { body: current };
      })
      .on(agreementsApi.signAgreement, { id: 41 }, (call) =>
        (call.body as { code: string }).code === '123456'
          ? {
              body: agreement({
                state: 'signed',
                signedAt: '2026-12-01T10:00:00.000Z',
                hash: 'a'.repeat(64),
                signedIp: '203.0.113.7',
              }),
            }
          : {
              status: 422,
              body: { message: 'Ошибка', errors: { code: ['Неверный код. Осталось попыток: 4'] } },
            },
      );
    const { user, section } = open();
    expect(fetch.calls).toHaveLength(0);
    await user.click(within(section).getByRole('button', { name: 'Договор бронирования' }));
    await user.click(await within(section).findByRole('button', { name: 'Отправить код покупателю' }));
    expect(await within(section).findByText(/^Код отправлен на \+7\(918\)123-45-67\./)).toBeInTheDocument();
    expect(within(section).getByTestId('agreement-send')).toHaveTextContent(/^Отправить снова через \d+ с$/);
    expect(within(section).getByTestId('agreement-send')).toBeDisabled();

    const field = within(section).getByLabelText('Код из СМС');
    await user.type(field, '12');
    await user.click(within(section).getByRole('button', { name: 'Подписать' }));
    expect(within(section).getByText('Код — 6 цифр')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '654321');
    await user.click(within(section).getByRole('button', { name: 'Подписать' }));
    expect(await within(section).findByText('Неверный код. Осталось попыток: 4')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '12-34 56');
    expect(field).toHaveValue('123456');
    await user.click(within(section).getByRole('button', { name: 'Подписать' }));
    await waitFor(() =>
      expect(within(section).getByTestId('agreement-signed')).toHaveTextContent('Подписан'),
    );
    expect(within(section).getByRole('button', { name: 'Подписанный договор (PDF)' })).toBeInTheDocument();
  });

  it('[agreements] says so when the complex has no template, and shows nothing for a request', async () => {
    mockFetch().on(agreementsApi.getAgreement, { id: 41 }, { body: agreement({ available: false }) });
    const { user, section } = open();
    await user.click(within(section).getByRole('button', { name: 'Договор бронирования' }));
    expect(await within(section).findByText('Шаблон договора не загружен застройщиком')).toBeInTheDocument();
    const { container } = render(withProviders(<BookingAgreement booking={{ id: 42, kind: 'request' }} />));
    expect(container.querySelector('[data-testid="booking-agreement"]')).toBeNull();
  });
});
