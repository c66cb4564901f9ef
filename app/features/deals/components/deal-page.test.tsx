import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { removeToken, setToken } from '#app/lib/storage.ts';
import { mockFetch } from '#app/test/fetch-mock.ts';
import { withProviders } from '../../bookings/test/fixtures.tsx';
import { aDeal } from '../test/deal.ts';
import { DealPage } from './deal-page.tsx';
import * as bookingsApi from '#shared/api/bookings.ts';
import * as dealsApi from '#shared/api/deals.ts';

const deal = aDeal();

beforeEach(() => setToken('token'));
afterEach(() => {
  vi.unstubAllGlobals();
  removeToken();
});

describe('[deals] the deal page', () => {
  it('[deals] the builder sees the commission and its split, the stages and the next move', async () => {
    mockFetch()
      .on(dealsApi.getBackofficeDeal, { id: 12 }, { body: { deal } })
      .on(bookingsApi.listBackofficeBookingMembers, {
        body: {
          data: [
            { id: 3, name: 'Ольга Миронова' },
            { id: 9, name: 'Игорь Васильев' },
          ],
        },
      });
    render(withProviders(<DealPage side="builder" id={12} />));
    const page = await screen.findByTestId('deal-page');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('кв. 15 · ЖК «Бриз»');
    expect(within(page).getByTestId('deal-commission')).toHaveTextContent(
      /300\s000\s₽ \(агенту 180\s000\s₽, агентству 120\s000\s₽\)/,
    );
    expect(within(page).getByLabelText(/^Следующий этап/)).toHaveDisplayValue('ДДУ / ДКП подписан');
    expect(within(page).getByLabelText(/^Номер/)).toBeInTheDocument();
    expect(within(page).getByRole('button', { name: 'Отменить сделку' })).toBeInTheDocument();
    expect(within(page).getByRole('listitem', { current: 'step' })).toHaveTextContent('Договор бронирования');
    expect(await within(page).findByLabelText(/^Менеджер/)).toHaveDisplayValue('Ольга Миронова');
    expect(within(page).getByLabelText(/^Программа оплаты/)).toHaveDisplayValue('Ипотека');
  });

  it('[deals] the agent reads it: no moves, no upload, the history', async () => {
    mockFetch().on(dealsApi.getOwnDeal, { id: 12 }, { body: { deal: { ...deal, canEdit: false } } });
    render(withProviders(<DealPage side="agent" id={12} />));
    const page = await screen.findByTestId('deal-page');
    expect(within(page).queryByRole('button', { name: 'Сохранить' })).toBeNull();
    expect(within(page).queryByRole('button', { name: 'Приложить документ' })).toBeNull();
    expect(page).toHaveTextContent('Этапы сделки ведёт застройщик');
    expect(page).toHaveTextContent('Сделка оформлена');
  });
});
