// The deal as its two people live it: an agent books a free unit on a complex's chessboard; the builder confirms it
// in «Брони и заявки» and presses «Оформить сделку»; on the deal page the builder signs off the booking agreement
// and then the ДДУ with its number, while the agent watches «Мои сделки» and the deal's page change without a
// reload; the unit then reads «Продано» on the chessboard. The board, the deal page and the agent's deals are shot
// on phone and desktop. The contract accrued the agent's commission, which then goes to the money: reconciliation,
// approval, payment (e2e/commission-flow.ts).
import type { Page } from '@playwright/test';
import { formatPhone } from '#shared/format.ts';
import { test, expect } from './fixtures.ts';
import { cellCard } from './cell-card.ts';
import { freeUnit } from './demo-sections.ts';
import { reconcileApproveAndPay } from './commission-flow.ts';
import { openPageAs } from './second-browser.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

type Shot = (page: Page, name: string, options?: { fullPage?: boolean }) => Promise<string>;

/** The page as it is, then at the other size. */
async function shotBoth(page: Page, name: string, shot: Shot) {
  const size = page.viewportSize()!;
  const other = size.width === PHONE.width ? DESKTOP : PHONE;
  await shot(page, `${name}-${size.width === PHONE.width ? 'phone' : 'desktop'}`, { fullPage: true });
  await page.setViewportSize(other);
  await shot(page, `${name}-${other.width === PHONE.width ? 'phone' : 'desktop'}`, { fullPage: true });
  await page.setViewportSize(size);
}

test.describe('[deals] from a booking to the signed contract, seen live by the agent', () => {
  test('book, confirm, open the deal, agreement, contract; the unit sold; the agent follows live', async ({
    page,
    browser,
    request,
    loginAs,
    newPhone,
    shot,
  }, testInfo) => {
    test.setTimeout(180_000);
    const unit = await freeUnit(request);
    const clientPhone = newPhone();

    // The agent, on a phone, books the free unit from the chessboard.
    await loginAs(page, 'agent');
    await page.setViewportSize(PHONE);
    await page.goto(`/realty/${unit.objectId}/chess/${unit.sectionId}`);
    await page.locator(`[data-cell-id="${unit.cellId}"]`).click();
    const card = cellCard(page, `Квартира № ${unit.number}`);
    await card.getByRole('button', { name: 'Забронировать' }).click();
    const sheet = page.getByRole('dialog', { name: `Бронь кв. ${unit.number}` });
    await sheet.getByLabel(/^Имя клиента/).fill('Ирина Соколова');
    await sheet.getByLabel(/^Телефон клиента/).pressSequentially(clientPhone.slice(2));
    await expect(sheet.getByLabel(/^Телефон клиента/)).toHaveValue(formatPhone(clientPhone));
    await sheet.getByRole('button', { name: 'Забронировать' }).click();
    await expect(page.getByText('Бронь отправлена застройщику')).toBeVisible();

    // The builder, on a desktop, confirms it and opens the deal.
    const builder = await openPageAs(browser, testInfo, loginAs, 'builder', { viewport: DESKTOP });
    await builder.goto('/builder_cabinet/bookings');
    const booking = builder.getByTestId('builder-booking').filter({ hasText: formatPhone(clientPhone) });
    await expect(booking).toHaveCount(1, { timeout: 15_000 });
    await booking.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(booking.getByTestId('booking-state')).toHaveText('Подтверждена');
    await booking.getByRole('button', { name: 'Оформить сделку' }).click();
    const deal = builder.getByTestId('deal-page');
    await expect(deal).toHaveAttribute('data-stage', 'booking');
    await expect(deal.getByRole('heading', { level: 1 })).toContainText(`кв. ${unit.number}`);
    await expect(deal).toContainText('Ирина Соколова');
    await expect(deal).toContainText('Екатерина Лебедева');
    const dealUrl = builder.url();
    const dealId = Number(dealUrl.split('/').pop());

    // The agent finds it in «Мои сделки» and keeps its page open.
    await page.goto('/cabinet/deals');
    // The demo has deals of its own: this one is found by its page's address.
    const mine = page.locator(`[data-testid="deal-card"][href$="/deals/${dealId}"]`);
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('Бронь');
    await page.goto(`/cabinet/deals/${dealId}`);
    const agentDeal = page.getByTestId('deal-page');
    await expect(agentDeal).toHaveAttribute('data-stage', 'booking');
    await expect(agentDeal).toContainText('Этапы сделки ведёт застройщик');
    await expect(agentDeal.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);

    // The builder notes the buyer's e-mail for the documents; the agent's page shows it without a reload.
    await deal.getByRole('button', { name: 'E-mail покупателя' }).click();
    const mail = builder.getByRole('dialog', { name: 'E-mail покупателя' });
    await mail.getByLabel('E-mail покупателя для документов').fill('i.sokolova@yandex.ru');
    await mail.getByRole('button', { name: 'OK' }).click();
    await expect(deal).toContainText('i.sokolova@yandex.ru');
    await expect(agentDeal).toContainText('i.sokolova@yandex.ru', { timeout: 15_000 });

    // The builder: the booking agreement signed today, then a wrong contract number is refused in Russian.
    const next = deal.getByTestId('next-stage');
    await next.getByRole('button', { name: 'Сохранить' }).click();
    await expect(deal).toHaveAttribute('data-stage', 'agreement');
    await expect(agentDeal).toHaveAttribute('data-stage', 'agreement', { timeout: 15_000 });
    await expect(next.getByLabel(/^Следующий этап/)).toHaveValue(/.+/);
    await next.getByLabel(/^Номер/).fill('без номера');
    await next.getByRole('button', { name: 'Сохранить' }).click();
    await expect(next).toContainText('хотя бы одна цифра');
    await next.getByLabel(/^Номер/).fill('ДДУ № 45/12-2026');
    await next.getByRole('button', { name: 'Сохранить' }).click();
    await expect(deal).toHaveAttribute('data-stage', 'contract');
    await expect(deal).toContainText('ДДУ № 45/12-2026 от');

    // The signed contract is attached to its stage; the agent sees it listed.
    await deal.locator('input[type="file"]').setInputFiles({
      name: 'ДДУ 45-12.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
    });
    await deal.getByLabel(/^Комментарий к документу/).fill('Скан с подписями сторон');
    await deal.getByRole('button', { name: 'Приложить документ' }).click();
    await expect(deal.getByRole('button', { name: 'ДДУ 45-12.pdf' })).toBeVisible();
    await expect(agentDeal.getByRole('button', { name: 'ДДУ 45-12.pdf' })).toBeVisible({ timeout: 15_000 });

    // The agent's page follows without a reload, with the commission accrued and the history.
    await expect(agentDeal).toHaveAttribute('data-stage', 'contract', { timeout: 15_000 });
    await expect(agentDeal.getByTestId('deal-commission')).toBeVisible();
    await expect(agentDeal).toContainText('Договор бронирования → ДДУ / ДКП');
    await shotBoth(page, 'deals-agent-deal', shot);
    await page.goto('/cabinet/deals');
    await expect(mine).toContainText('ДДУ / ДКП');
    await shotBoth(page, 'deals-agent-list', shot);

    // The unit reads sold on the chessboard.
    await page.goto(`/realty/${unit.objectId}/chess/${unit.sectionId}`);
    await expect(page.locator(`[data-cell-id="${unit.cellId}"]`)).toHaveAttribute('data-status', 'sold');

    await shotBoth(builder, 'deals-builder-deal', shot);
    await builder.goto('/builder_cabinet/deals');
    const board = builder.getByTestId('deal-board');
    await expect(
      board.locator('[data-stage="contract"]').locator(`[data-testid="deal-card"][href$="/deals/${dealId}"]`),
    ).toHaveCount(1);
    await shotBoth(builder, 'deals-board', shot);
    await builder.getByRole('button', { name: 'Список' }).click();
    await expect(builder.getByTestId('deal-card').first()).toBeVisible();
    await shotBoth(builder, 'deals-list', shot);

    // The contract accrued the agent's commission: she asks for reconciliation, the builder approves and pays it,
    // each side seeing the other's move live, and her «К выплате» turns into «Выплачено».
    await page.setViewportSize(DESKTOP);
    await page.goto('/cabinet/commissions');
    await builder.goto('/builder_cabinet/commissions');
    await reconcileApproveAndPay(page, builder, {
      match: ['Ирина Соколова', new RegExp(`[Кк]в\\. ${unit.number}(?!\\d)`)],
    });
    await builder.context().close();
  });
});
