import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '#app/lib/toast-store.ts';
import { mockFetch } from '#app/test/fetch-mock.ts';
import { aCommission, withProviders } from '../test/fixtures.tsx';
import { BuilderActions } from './builder-actions.tsx';
import { CommissionCard } from './commission-card.tsx';
import { ReconcileButton } from './reconcile-sheet.tsx';
import * as commissionsApi from '#shared/api/commissions.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  for (const toast of getToasts()) dismissToast(toast.id);
});

const text = (el: HTMLElement) => (el.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('[commissions-app] a commission card', () => {
  it('[commissions-app] the agent reads her part, the whole, the split and the terms, and asks for reconciliation', async () => {
    const c = aCommission();
    const fetch = mockFetch().on(
      commissionsApi.reconcileCommission,
      { id: 12 },
      {
        body: { commission: aCommission({ state: 'reconciliation', can: { ...c.can, reconcile: false } }) },
      },
    );
    const user = userEvent.setup();
    render(
      withProviders(
        <CommissionCard
          commission={c}
          side="agent"
          showAgent={false}
          dealHref="/cabinet/deals/5"
          actions={<ReconcileButton commission={c} />}
        />,
      ),
    );
    const card = screen.getByTestId('commission');
    expect(text(screen.getByTestId('commission-amount'))).toBe('187 500 ₽');
    expect(text(card)).toContain('Вознаграждение 312 500 ₽ · Агенту 60 %, агентству 40 %');
    expect(text(card)).toContain('2,5 % от цены · 12 500 000 ₽');
    expect(text(card)).toContain('Кв. 15');
    expect(within(card).getByRole('link', { name: 'Сделка' })).toHaveAttribute('href', '/cabinet/deals/5');
    await user.click(within(card).getByRole('button', { name: 'Запросить сверку' }));
    const sheet = screen.getByRole('dialog', { name: 'Запрос сверки' });
    expect(within(sheet).getByRole('textbox', { name: /Номер ДДУ/ })).toHaveValue('ДДУ-7/015');
    await user.click(within(sheet).getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(fetch.calls).toHaveLength(1));
    expect(fetch.calls[0]!.body).toMatchObject({ contractNumber: 'ДДУ-7/015', contractDate: '2026-11-20' });
  });

  it('[commissions-app] the builder sees the whole and the parts; disputing needs a comment', async () => {
    const c = aCommission({
      state: 'reconciliation',
      can: { reconcile: false, approve: true, pay: false, dispute: true, comment: true },
    });
    const fetch = mockFetch();
    const user = userEvent.setup();
    render(
      withProviders(
        <CommissionCard
          commission={c}
          side="builder"
          showAgent
          dealHref="/builder_cabinet/deals/5"
          actions={<BuilderActions commission={c} />}
        />,
      ),
    );
    const card = screen.getByTestId('commission');
    expect(text(screen.getByTestId('commission-amount'))).toBe('312 500 ₽');
    expect(text(card)).toContain('Екатерина Лебедева · АН «Южный квартал»');
    expect(text(card)).toContain('Агенту 60 %, агентству 40 %: 187 500 ₽ / 125 000 ₽');
    await user.click(within(card).getByRole('button', { name: 'Оспорить' }));
    const dialog = screen.getByRole('dialog', { name: 'Спор по вознаграждению' });
    await user.click(within(dialog).getByRole('button', { name: 'Оспорить' }));
    expect(within(dialog).getByText('Напишите комментарий')).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(0);
  });
});
