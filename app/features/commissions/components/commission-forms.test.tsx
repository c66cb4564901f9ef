import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '#app/lib/toast-store.ts';
import { mockFetch } from '#app/test/fetch-mock.ts';
import { aCommission, withProviders } from '../test/fixtures.tsx';
import { CommissionThread } from './commission-thread.tsx';
import { ReconcileButton } from './reconcile-sheet.tsx';
import * as commissionsApi from '#shared/api/commissions.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  for (const toast of getToasts()) dismissToast(toast.id);
});

const invalid = (errors: Record<string, string[]>) => ({
  status: 422,
  body: { message: 'Проверьте правильность заполнения полей', errors },
});

describe('[commissions-app] the thread’s line and the reconciliation request', () => {
  it('[commissions-app] an empty line is refused by the shared check; the server’s 422 lands under the field', async () => {
    const fetch = mockFetch().on(
      commissionsApi.commentCommission,
      { id: 12 },
      invalid({ text: ['Комментарий не длиннее 2000 символов'] }),
    );
    const user = userEvent.setup();
    render(withProviders(<CommissionThread commission={aCommission()} dispute={false} />));
    await user.click(screen.getByRole('button', { name: 'Написать' }));
    expect(await screen.findByText('Напишите комментарий')).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(0);
    const field = screen.getByRole('textbox', { name: 'Комментарий' });
    await user.type(field, 'Когда оплата?');
    await user.click(screen.getByRole('button', { name: 'Написать' }));
    expect(await screen.findByText('Комментарий не длиннее 2000 символов')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(/Комментарий не длиннее 2000 символов/);
  });

  it('[commissions-app] a double click writes one line; «Оспорить» sends the text as a dispute', async () => {
    const answers: ((value: { body: unknown }) => void)[] = [];
    const fetch = mockFetch().on(
      commissionsApi.commentCommission,
      { id: 12 },
      () => new Promise((resolve) => answers.push(resolve)),
    );
    const c = aCommission({ can: { ...aCommission().can, dispute: true } });
    const user = userEvent.setup();
    render(withProviders(<CommissionThread commission={c} dispute />));
    const field = screen.getByRole('textbox', { name: 'Комментарий' });
    await user.type(field, 'Когда оплата?');
    await user.dblClick(screen.getByRole('button', { name: 'Написать' }));
    await waitFor(() => expect(fetch.calls).toHaveLength(1));
    answers[0]!({ body: { commission: c } });
    await waitFor(() => expect(field).toHaveValue(''));
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]!.body).toMatchObject({ text: 'Когда оплата?', dispute: 0 });
    expect(getToasts().map((t) => t.text)).toContain('Комментарий отправлен');

    await user.type(field, 'Сумма не та');
    await user.click(screen.getByRole('button', { name: 'Оспорить' }));
    await waitFor(() => expect(fetch.calls).toHaveLength(2));
    expect(fetch.calls[1]!.body).toMatchObject({ text: 'Сумма не та', dispute: 1 });
    answers[1]!({ body: { commission: c } });
    await waitFor(() => expect(getToasts().map((t) => t.text)).toContain('Спор открыт'));
  });

  it('[commissions-app] «Запросить сверку»: the 422 under its field, and one request for a double click', async () => {
    let answer: ((value: { body: unknown }) => void) | null = null;
    let refuse = true;
    const fetch = mockFetch().on(commissionsApi.reconcileCommission, { id: 12 }, () =>
      refuse
        ? invalid({ contractNumber: ['Номер договора: буквы, цифры, «-» и «/»'] })
        : new Promise((resolve) => (answer = resolve)),
    );
    const c = aCommission();
    const user = userEvent.setup();
    render(withProviders(<ReconcileButton commission={c} />));
    await user.click(screen.getByRole('button', { name: 'Запросить сверку' }));
    const sheet = screen.getByRole('dialog', { name: 'Запрос сверки' });
    const send = within(sheet).getByRole('button', { name: 'Отправить' });
    await user.click(send);
    expect(await within(sheet).findByText('Номер договора: буквы, цифры, «-» и «/»')).toBeInTheDocument();
    expect(within(sheet).getByRole('textbox', { name: /Номер ДДУ/ })).toHaveAttribute('aria-invalid', 'true');

    refuse = false;
    await user.dblClick(send);
    await waitFor(() => expect(fetch.calls).toHaveLength(2));
    answer!({ body: { commission: c } });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Запрос сверки' })).not.toBeInTheDocument(),
    );
    expect(fetch.calls).toHaveLength(2);
    expect(fetch.calls[1]!.body).toEqual({
      contractNumber: 'ДДУ-7/015',
      contractDate: '2026-11-20',
    });
  });
});
