import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Payment } from '#shared/enums.ts';
import { annuityPayment } from '#shared/mortgage.ts';
import { formatPrice } from '#shared/format.ts';
import type { TMortgageProgram } from '#shared/schemas/mortgage.ts';
import { mortgageKeys } from '#app/resources/mortgage.ts';
import { MortgageFrom, type MortgageFromProps } from './mortgage-from.tsx';

const program = (patch: Partial<TMortgageProgram>): TMortgageProgram => ({
  payment: Payment.mortgage,
  rate: 21.5,
  minDownPercent: 20,
  maxYears: 30,
  maxLoan: null,
  active: true,
  resale: true,
  version: 1,
  updatedAt: '2026-11-01T00:00:00Z',
  ...patch,
});

const PROGRAMS = [
  program({}),
  program({ payment: Payment.familyMortgage, rate: 6, maxLoan: 6_000_000, resale: false }),
  program({ payment: Payment.preferenceMortgage, rate: 8, active: false }),
];

/** «38 540 ₽» with the formatter's spaces, as a pattern. */
const rub = (n: number) => formatPrice(Math.round(n)).replace(/\s/g, '\\s');

function renderLine(props: MortgageFromProps) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(mortgageKeys.programs, { data: PROGRAMS });
  const tree = (next: MortgageFromProps) => (
    <QueryClientProvider client={client}>
      <MortgageFrom {...next} />
    </QueryClientProvider>
  );
  const { rerender } = render(tree(props));
  return (next: MortgageFromProps) => rerender(tree(next));
}

describe('[mortgage] «Ипотека от …» and the calculator', () => {
  it('shows the best program’s payment with its terms', () => {
    renderLine({ price: 7_000_000, accepts: [Payment.mortgage, Payment.familyMortgage] });
    const line = screen.getByTestId('mortgage-from');
    const monthly = annuityPayment(5_600_000, 6, 360);
    expect(line).toHaveTextContent(new RegExp(`Ипотека от ${rub(monthly)}/мес`));
    expect(line).toHaveTextContent('Семейная ипотека, 6 % · при взносе 20 % на 30 лет');
  });

  it('shows nothing without a price or a mortgage the complex accepts', () => {
    renderLine({ price: null, accepts: [Payment.mortgage] });
    renderLine({ price: 5_000_000, accepts: [Payment.cash, Payment.preferenceMortgage] });
    renderLine({ price: 5_000_000, accepts: undefined });
    expect(screen.queryByTestId('mortgage-from')).toBeNull();
  });

  it('keeps an open calculator with the buyer’s figures when the unit leaves sale under them', async () => {
    const user = userEvent.setup();
    const accepts = [Payment.mortgage];
    const update = renderLine({ price: 7_000_000, accepts });
    await user.click(screen.getByTestId('mortgage-from'));
    const dialog = await screen.findByRole('dialog', { name: 'Ипотечный калькулятор' });
    const price = within(dialog).getByLabelText('Стоимость, ₽');
    await user.clear(price);
    await user.type(price, '6000000');

    // Booked by someone else (a live update): the line goes, the calculator stays as the buyer left it.
    update({ price: 7_000_000, accepts, available: false });
    expect(screen.queryByTestId('mortgage-from')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Ипотечный калькулятор' })).toBe(dialog);
    expect(within(dialog).getByLabelText('Стоимость, ₽')).toHaveValue('6 000 000');
    // On sale again: the line is back and the calculator still open.
    update({ price: 7_000_000, accepts, available: true });
    expect(screen.getByTestId('mortgage-from')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Ипотечный калькулятор' })).toBe(dialog);
  });

  it('keeps the open calculator and its figures when the card is drawn anew elsewhere (a window turned wide)', async () => {
    const user = userEvent.setup();
    const props = { price: 7_000_000, accepts: [Payment.mortgage], draftKey: 'cell:5' };
    renderLine(props);
    await user.click(screen.getByTestId('mortgage-from'));
    let dialog = await screen.findByRole('dialog', { name: 'Ипотечный калькулятор' });
    await user.clear(within(dialog).getByLabelText('Срок, лет'));
    await user.type(within(dialog).getByLabelText('Срок, лет'), '12');

    // The card moves from the bottom sheet to the panel: everything in it mounts again.
    cleanup();
    renderLine(props);
    dialog = await screen.findByRole('dialog', { name: 'Ипотечный калькулятор' });
    expect(within(dialog).getByLabelText('Срок, лет')).toHaveValue('12');
    expect(within(dialog).getByLabelText('Стоимость, ₽')).toHaveValue('7 000 000');

    // Closed by the buyer, it stays closed on the next drawing; another unit's card never opens it.
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    cleanup();
    renderLine(props);
    renderLine({ ...props, draftKey: 'cell:6' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows no line for a unit not on sale', () => {
    renderLine({ price: 7_000_000, accepts: [Payment.mortgage], available: false });
    expect(screen.queryByTestId('mortgage-from')).toBeNull();
  });

  it('opens the calculator and recalculates as the user types, with Russian errors and never NaN', async () => {
    const user = userEvent.setup();
    renderLine({ price: 7_000_000, accepts: [Payment.mortgage, Payment.familyMortgage] });
    await user.click(screen.getByTestId('mortgage-from'));
    const dialog = await screen.findByRole('dialog', { name: 'Ипотечный калькулятор' });
    const monthly = within(dialog).getByTestId('mortgage-monthly');
    expect(monthly).toHaveTextContent(new RegExp(rub(annuityPayment(5_600_000, 6, 360))));
    expect(within(dialog).getByTestId('mortgage-loan')).toHaveTextContent(/5\s600\s000\s₽/);

    // A lower price: the loan and the payment follow at once.
    const price = within(dialog).getByLabelText('Стоимость, ₽');
    await user.clear(price);
    await user.type(price, '6000000');
    expect(within(dialog).getByTestId('mortgage-loan')).toHaveTextContent(/4\s800\s000\s₽/);
    expect(monthly).toHaveTextContent(new RegExp(rub(annuityPayment(4_800_000, 6, 360))));

    // A longer term than the program allows, then an absurd one.
    const years = within(dialog).getByLabelText('Срок, лет');
    await user.clear(years);
    await user.type(years, '31');
    expect(await within(dialog).findByText('Срок — от 1 до 30 лет')).toBeInTheDocument();
    expect(monthly).toHaveTextContent('—');
    await user.clear(years);
    await user.type(years, '15');
    expect(monthly).toHaveTextContent(new RegExp(rub(annuityPayment(4_800_000, 6, 180))));

    // The down payment in roubles: switching keeps the amount; more than the price is refused.
    await user.click(within(dialog).getByRole('radio', { name: '₽' }));
    const down = within(dialog).getByLabelText('Первоначальный взнос');
    expect(down).toHaveValue('1 200 000');
    await user.clear(down);
    await user.type(down, '7000000');
    expect(await within(dialog).findByText('Взнос не может быть больше стоимости')).toBeInTheDocument();
    expect(within(dialog).getByTestId('mortgage-overpayment')).toHaveTextContent('—');
    expect(dialog).not.toHaveTextContent(/NaN/);

    // Below the program's least down payment.
    await user.clear(down);
    await user.type(down, '100000');
    expect(await within(dialog).findByText('Минимальный взнос по программе — 20 %')).toBeInTheDocument();

    // A zero price.
    await user.clear(price);
    await user.type(price, '0');
    expect(await within(dialog).findByText('Стоимость должна быть больше нуля')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/NaN/);
  });

  it('groups the down payment in roubles by thousands as it is typed, in whole roubles', async () => {
    const user = userEvent.setup();
    renderLine({ price: 7_000_000, accepts: [Payment.mortgage] });
    await user.click(screen.getByTestId('mortgage-from'));
    const dialog = await screen.findByRole('dialog', { name: 'Ипотечный калькулятор' });
    await user.click(within(dialog).getByRole('radio', { name: '₽' }));
    const down = within(dialog).getByLabelText('Первоначальный взнос') as HTMLInputElement;
    expect(down).toHaveAttribute('inputmode', 'numeric');
    await user.clear(down);
    await user.type(down, '1500000');
    expect(down).toHaveValue('1 500 000');
    await user.type(down, ',');
    expect(down).toHaveValue('1 500 000');
    // A digit typed in the middle: regrouped, the caret right after it.
    down.setSelectionRange(1, 1);
    await user.keyboard('2');
    expect(down).toHaveValue('12 500 000');
    expect(down.selectionStart).toBe(2);
    await user.keyboard('{Backspace}');
    expect(down).toHaveValue('1 500 000');
    expect(within(dialog).getByTestId('mortgage-loan')).toHaveTextContent(/5\s500\s000\s₽/);
  });

  it('offers the programs the purchase may use, with their rates, and moves to the chosen one’s terms', async () => {
    const user = userEvent.setup();
    renderLine({ price: 7_000_000, accepts: [Payment.mortgage, Payment.familyMortgage] });
    await user.click(screen.getByTestId('mortgage-from'));
    const dialog = await screen.findByRole('dialog', { name: 'Ипотечный калькулятор' });
    const select = within(dialog).getByLabelText('Программа');
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Не указано', 'Семейная ипотека — 6 %', 'Ипотека — 21,5 %']);
    await user.selectOptions(select, 'Ипотека — 21,5 %');
    expect(within(dialog).getByTestId('mortgage-monthly')).toHaveTextContent(
      new RegExp(rub(annuityPayment(5_600_000, 21.5, 360))),
    );
    // The required income: the payment is at most half of it.
    expect(within(dialog).getByTestId('mortgage-income')).toHaveTextContent(
      new RegExp(rub(Math.ceil(annuityPayment(5_600_000, 21.5, 360) / 0.5))),
    );
  });
});
