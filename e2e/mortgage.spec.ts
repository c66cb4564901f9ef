// The mortgage calculator as a buyer meets it: a unit's card on the chessboard reads «Ипотека от … ₽/мес» for the
// best program the complex accepts; a tap opens the calculator (a sheet on a phone, a dialog on a desktop), which
// recalculates as the buyer types and says in Russian what is wrong. The object page carries the same line; the
// admin's programs screen lists the rates. Screenshots on both sizes.
import type { APIRequestContext, Locator } from '@playwright/test';
import { CellStatus } from '#shared/enums.ts';
import { formatPrice } from '#shared/format.ts';
import {
  annuityPayment,
  bestMortgage,
  downPaymentFor,
  wholeRoubles,
  type MortgageProgramTerms,
} from '#shared/mortgage.ts';
import { demoToken } from './demo-login.ts';
import { test as base, expect } from './fixtures.ts';
import { authHeaders } from './workflows-helpers.ts';
import { cellCard } from './cell-card.ts';
import { sectionViews } from './demo-sections.ts';
import * as mortgageApi from '#shared/api/mortgage.ts';
import * as realtyApi from '#shared/api/realty.ts';
import * as searchApi from '#shared/api/search.ts';
import { apiOf } from './api.ts';

interface MortgageUnit {
  objectId: number;
  sectionId: number;
  cellId: number;
  price: number;
  /** «Ипотека от …» of the unit, whole ₽. */
  monthly: number;
  program: MortgageProgramTerms;
}

/** The fields of a chessboard's cells the search below reads. */
interface PricedView {
  cells: {
    id: number;
    disabled: boolean;
    data: { price: number; status: number; cntApart: number | null };
  }[];
}

/** A priced unit on sale in a demo complex whose checkout accepts a mortgage program that fits its price. */
async function mortgageUnit(request: APIRequestContext): Promise<MortgageUnit> {
  const headers = authHeaders(await demoToken('user'));
  const programs = (await apiOf(request).call(mortgageApi.listMortgagePrograms, null)).body
    .data as MortgageProgramTerms[];
  const list = (
    await apiOf(request).call(searchApi.searchCards, { query: { page: 1 }, body: { market: 1 } }, { headers })
  ).body;
  for (const card of list.data as { id: number }[]) {
    const full = (await apiOf(request).call(realtyApi.getObject, { params: { id: card.id } }, { headers }))
      .body;
    if (full.isOffer) continue;
    const payments = full.checkout.payments as number[];
    const pavilions = full.pavilions as { id: number; sections: { id: number }[] }[];
    for await (const { sectionId, view } of sectionViews<PricedView>(request, card.id, pavilions, headers)) {
      for (const cell of view.cells) {
        const { price, status, cntApart } = cell.data;
        if (cell.disabled || status !== CellStatus.sale || cntApart == null || !(price > 0)) continue;
        const best = bestMortgage(price, programs, payments);
        if (!best) continue;
        return {
          objectId: card.id,
          sectionId,
          cellId: cell.id,
          price,
          monthly: wholeRoubles(best.figures.monthly),
          program: best.program,
        };
      }
    }
  }
  throw new Error('no demo unit with a mortgage');
}

/** Clears a field and types into it key by key, as a buyer does. */
async function retype(field: Locator, text: string) {
  await field.fill('');
  await field.pressSequentially(text);
}

/** «38 540 ₽» as a pattern, whatever spaces the formatter puts. */
const rub = (n: number) => new RegExp(formatPrice(n).replace(/\s/g, '\\s'));

/** Each test's unit: searched through the API before the test opens a page. */
const test = base.extend<{ unit: MortgageUnit }>({
  unit: async ({ request }, use) => {
    await use(await mortgageUnit(request));
  },
});

test.describe('[mortgage] the calculator', () => {
  test('the unit’s card shows the monthly payment; the calculator opens and recalculates as the buyer types @both', async ({
    page,
    unit,
    visitAs,
    shot,
  }) => {
    await visitAs(page, 'user', `/realty/${unit.objectId}/chess/${unit.sectionId}?cell=${unit.cellId}`);

    const card = cellCard(page).filter({ has: page.getByTestId('mortgage-from') });
    const line = card.getByTestId('mortgage-from');
    await expect(line).toContainText(/Ипотека от/);
    await expect(line).toContainText(rub(unit.monthly));
    await expect(line).toContainText(/при взносе \d+ % на \d+ (год|года|лет)/);
    await shot(page, 'mortgage-cell-card');

    await line.click();
    const calculator = page.getByRole('dialog', { name: 'Ипотечный калькулятор' });
    await expect(calculator).toBeVisible();
    const monthly = calculator.getByTestId('mortgage-monthly');
    await expect(monthly).toHaveText(rub(unit.monthly));
    await shot(page, 'mortgage-calculator');

    // The buyer tries a cheaper flat: 5 млн for 20 years, at the program's least down payment.
    const price = calculator.getByLabel('Стоимость, ₽');
    await retype(price, '5000000');
    const loan = 5_000_000 - downPaymentFor(5_000_000, unit.program.minDownPercent);
    await expect(calculator.getByTestId('mortgage-loan')).toHaveText(rub(loan));
    const years = calculator.getByLabel('Срок, лет');
    await retype(years, '20');
    const payment = rub(Math.round(annuityPayment(loan, unit.program.rate, 240)));
    await expect(monthly).toHaveText(payment);

    // The window turned to the other size moves the card (sheet ↔ panel beside the board): the calculator stays
    // open with the figures typed.
    const size = page.viewportSize()!;
    await page.setViewportSize(
      size.width >= 1024 ? { width: 390, height: 844 } : { width: 1366, height: 900 },
    );
    await expect(calculator.getByLabel('Срок, лет')).toHaveValue('20');
    await expect(calculator.getByLabel('Стоимость, ₽')).toHaveValue('5 000 000');
    await expect(monthly).toHaveText(payment);
    await page.setViewportSize(size);
    await expect(monthly).toHaveText(payment);

    // Wrong input: a down payment above the price, then a term of 40 years; the results show «—», never NaN.
    await calculator.getByRole('radio', { name: '₽' }).click();
    const down = calculator.getByLabel('Первоначальный взнос');
    await retype(down, '6000000');
    await expect(calculator.getByText('Взнос не может быть больше стоимости')).toBeVisible();
    await expect(monthly).toHaveText('—');
    await retype(years, '40');
    await expect(calculator.getByText('Срок — от 1 до 30 лет')).toBeVisible();
    await expect(calculator).not.toContainText('NaN');
    await shot(page, 'mortgage-calculator-errors');

    // Fixed again: the payment is back.
    await retype(down, '1000000');
    await retype(years, '20');
    await expect(monthly).not.toHaveText('—');
    await expect(calculator).not.toContainText('NaN');
  });

  test('the object page reads «Ипотека от …» under its prices @both', async ({
    page,
    unit,
    visitAs,
    shot,
  }) => {
    await visitAs(page, 'user', `/realty/${unit.objectId}`);
    await expect(page.getByTestId('price-from')).toBeVisible();
    await expect(page.getByTestId('mortgage-from')).toContainText(/Ипотека от \d[\d\s]*\s₽\/мес/);
    await shot(page, 'mortgage-object-page', { fullPage: false });
  });

  test('the admin reads the programs with their rates', async ({ page, visitAs, shot }) => {
    await visitAs(page, 'admin', '/moderation/mortgage');
    await expect(page.getByRole('heading', { name: 'Ипотечные программы', level: 1 })).toBeVisible();
    await expect(page.getByTestId('program-5')).toContainText('Семейная ипотека');
    await expect(page.getByTestId('program-5').getByLabel('Ставка, %')).toHaveValue('6');
    await shot(page, 'mortgage-admin');
  });
});
