// The commission's way to the money as both sides live it, used by the deals spec (right after the deal's contract)
// and the commissions spec (on a demo commission): the agent asks for reconciliation, the builder sees it arrive live,
// approves it and pays it with a payment order (a bad number refused first); the agent's «К выплате» drops and
// «Выплачено» grows by her part, live. The agent is on «Вознаграждения», the builder on «Вознаграждения агентам».
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export const roubles = async (page: Page, id: string) =>
  Number(((await page.getByTestId(`total-${id}`).textContent()) ?? '').replace(/\D/g, ''));

export interface CommissionFlowOptions {
  /** Texts that pick the commission's card on both sides (the buyer, the unit). */
  match: readonly (string | RegExp)[];
  /** Called with the reconciliation sheet open (a screenshot). */
  atReconcile?: () => Promise<unknown>;
}

const pick = (page: Page, match: readonly (string | RegExp)[]) =>
  match.reduce((cards, text) => cards.filter({ hasText: text }), page.getByTestId('commission'));

export async function reconcileApproveAndPay(agent: Page, builder: Page, options: CommissionFlowOptions) {
  const card = pick(agent, options.match);
  const theirs = pick(builder, options.match);
  await expect(card).toHaveAttribute('data-state', 'accrued');
  await expect(theirs).toHaveAttribute('data-state', 'accrued');
  const payable = await roubles(agent, 'payable');
  const paid = await roubles(agent, 'paid');
  const amount = Number(
    ((await card.getByTestId('commission-amount').textContent()) ?? '').replace(/\D/g, ''),
  );
  expect(amount).toBeGreaterThan(0);

  // The agent asks for reconciliation: the form comes prefilled from the deal.
  await card.getByRole('button', { name: 'Запросить сверку' }).click();
  const sheet = agent.getByRole('dialog', { name: 'Запрос сверки' });
  await expect(sheet.getByLabel(/^Номер ДДУ\/ДКП/)).toHaveValue(/\d/);
  await sheet.getByLabel(/^Комментарий/).fill('Договор зарегистрирован, прошу сверить');
  await options.atReconcile?.();
  await sheet.getByRole('button', { name: 'Отправить' }).click();
  await expect(agent.getByText('Сверка запрошена')).toBeVisible();
  await expect(card).toHaveAttribute('data-state', 'reconciliation');

  // The builder sees it arrive without a reload, approves it, then pays it.
  await expect(theirs).toHaveAttribute('data-state', 'reconciliation');
  await theirs.getByRole('button', { name: 'Согласовать' }).click();
  await expect(theirs).toHaveAttribute('data-state', 'approved');
  await expect(card).toHaveAttribute('data-state', 'approved');
  await theirs.getByRole('button', { name: 'Отметить выплату' }).click();
  const pay = builder.getByRole('dialog', { name: 'Выплата вознаграждения' });
  await pay.getByLabel(/^Номер платёжного поручения/).fill('A1');
  await pay.getByRole('button', { name: 'Отметить выплату' }).click();
  await expect(pay.getByText('Номер платёжного поручения — до 6 цифр')).toBeVisible();
  await pay.getByLabel(/^Номер платёжного поручения/).fill('731');
  await pay.getByRole('button', { name: 'Отметить выплату' }).click();
  await expect(builder.getByText('Выплата отмечена')).toBeVisible();
  await expect(theirs).toHaveAttribute('data-state', 'paid');
  await expect(theirs).toContainText(/П\/п № 731 от \d\d\.\d\d\.\d{4}/);

  // The agent's totals moved live: «К выплате» dropped by her part, «Выплачено» grew by it.
  await expect(card).toHaveAttribute('data-state', 'paid');
  await expect.poll(() => roubles(agent, 'payable')).toBe(payable - amount);
  await expect.poll(() => roubles(agent, 'paid')).toBe(paid + amount);
  return { card, theirs };
}
