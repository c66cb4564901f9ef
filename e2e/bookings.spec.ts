// The deals loop as its two people live it: an agent taps a free unit on a complex's chessboard and books it for a
// client; the builder, with «Брони и заявки» open in another browser, sees it arrive without a reload and confirms;
// the agent's card reads «Забронирована до …». Then the hold runs out (the test clock moves past it), the unit is
// on sale again and both find the expiry in their bells. The agent is on a phone, the builder on a desktop; each
// screen is also shot at the other size. One project only: a read with the moved clock closes every lapsed hold,
// so a second copy running beside it would see its own booking expire.
import type { Page } from '@playwright/test';
import { formatPhone } from '#shared/format.ts';
import { test, expect } from './fixtures.ts';
import { cellCard } from './cell-card.ts';
import { freeUnit } from './demo-sections.ts';

const HOUR_S = 3600;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** The page as it is, then at the other size. */
async function shotBoth(
  page: Page,
  name: string,
  shot: (page: Page, name: string, options?: { fullPage?: boolean }) => Promise<string>,
  fullPage = true,
) {
  const size = page.viewportSize()!;
  await shot(page, name, { fullPage });
  await page.setViewportSize(size.width === PHONE.width ? DESKTOP : PHONE);
  await shot(page, `${name}-${size.width === PHONE.width ? 'desktop' : 'phone'}`, { fullPage });
  await page.setViewportSize(size);
}

const bellItems = async (page: Page) => {
  await page.getByTestId('notification-bell').locator('visible=true').click();
  return page.getByRole('dialog', { name: 'Уведомления' }).getByTestId('notification');
};

test.describe('[bookings] an agent books, the builder confirms live, the hold runs out', () => {
  test('book from the chessboard, confirm live, expire on the test clock @phone', async ({
    page,
    browser,
    request,
    visitAs,
    newPhone,
    shot,
  }, testInfo) => {
    test.setTimeout(180_000);
    const unit = await freeUnit(request);
    const clientPhone = newPhone();

    // The builder keeps «Брони и заявки» open in another browser, on a desktop.
    const builderContext = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      locale: 'ru-RU',
      extraHTTPHeaders: testInfo.project.use.extraHTTPHeaders,
      viewport: DESKTOP,
    });
    const builder = await builderContext.newPage();
    await visitAs(builder, 'builder', '/builder_cabinet/bookings');
    await expect(builder.getByRole('heading', { name: 'Брони и заявки' })).toBeVisible();
    const builderCard = builder.getByTestId('builder-booking').filter({ hasText: formatPhone(clientPhone) });

    // The agent opens the chessboard and taps the free unit.
    await visitAs(page, 'agent', `/realty/${unit.objectId}/chess/${unit.sectionId}`);
    const cell = page.locator(`[data-cell-id="${unit.cellId}"]`);
    await cell.click();
    const card = cellCard(page, `Квартира № ${unit.number}`);
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Забронировать' }).click();

    const sheet = page.getByRole('dialog', { name: `Бронь кв. ${unit.number}` });
    await sheet.getByLabel(/^Имя клиента/).fill('Анна Смирнова');
    await sheet.getByLabel(/^Телефон клиента/).pressSequentially(clientPhone.slice(2));
    await sheet.getByLabel(/^Комментарий/).fill('Ипотека одобрена, готовы к сделке на этой неделе');
    await expect(sheet.getByLabel(/^Телефон клиента/)).toHaveValue(formatPhone(clientPhone));
    await shot(page, 'bookings-sheet', { fullPage: false });
    // Turned to a wide window, the card moves beside the board: the sheet stays open with what was typed.
    await page.setViewportSize(DESKTOP);
    await expect(page.getByRole('complementary', { name: `Квартира № ${unit.number}` })).toBeVisible();
    await expect(sheet.getByLabel(/^Имя клиента/)).toHaveValue('Анна Смирнова');
    await expect(sheet.getByLabel(/^Телефон клиента/)).toHaveValue(formatPhone(clientPhone));
    await shot(page, 'bookings-sheet-turned-desktop', { fullPage: false });
    await page.setViewportSize(PHONE);
    await expect(sheet.getByLabel(/^Комментарий/)).toHaveValue(
      'Ипотека одобрена, готовы к сделке на этой неделе',
    );
    await sheet.getByRole('button', { name: 'Забронировать' }).click();
    await expect(page.getByText('Бронь отправлена застройщику')).toBeVisible();
    await expect(card.getByTestId('cell-booking')).toContainText('Бронь ждёт подтверждения');

    // The builder's list shows it without a reload, and the builder confirms.
    await expect(builderCard).toHaveCount(1, { timeout: 15_000 });
    await expect(builderCard).toContainText(`Кв. ${unit.number}`);
    await expect(builderCard).toContainText('Екатерина Лебедева');
    await expect(builderCard.getByTestId('booking-state')).toHaveText('Ожидает подтверждения');
    await shotBoth(builder, 'bookings-builder', shot);
    await builderCard.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(builderCard.getByTestId('booking-state')).toHaveText('Подтверждена');
    await expect(builderCard.getByRole('button', { name: 'Продано' })).toBeVisible();

    // The agent's card follows: «Забронирована до …», the unit in reserve with its mark.
    await expect(card.getByTestId('cell-booking')).toContainText(/Забронирована до \d\d\.\d\d, \d\d:\d\d/);
    await expect(cell).toHaveAttribute('data-status', 'reserve');
    await expect(cell).toHaveAttribute('data-booked', 'confirmed');
    await shot(page, 'bookings-cell-card', { fullPage: false });

    // «Мои брони»: the booking first, confirmed, with its countdown.
    await page.goto('/cabinet/bookings');
    const mine = page.getByTestId('my-booking').filter({ hasText: formatPhone(clientPhone) });
    await expect(mine.getByTestId('booking-state')).toHaveText('Подтверждена');
    await expect(mine.getByTestId('time-left')).toContainText(/осталось \d д/);
    await mine.getByRole('button', { name: /История/ }).click();
    await expect(mine.getByRole('listitem')).toHaveCount(2);
    await shotBoth(page, 'bookings-agent-list', shot);

    // The hold runs out: both read with the clock moved past it.
    const later = { 'x-test-clock-offset': String((unit.holdHours + 1) * HOUR_S) };
    await page.setExtraHTTPHeaders(later);
    await builder.setExtraHTTPHeaders(later);
    await page.goto(`/realty/${unit.objectId}/chess/${unit.sectionId}?cell=${unit.cellId}`);
    await expect(cell).toHaveAttribute('data-status', 'sale');
    await expect(cell).not.toHaveAttribute('data-booked');
    await expect(card.getByRole('button', { name: 'Забронировать' })).toBeVisible();
    await card.getByRole('button', { name: 'Закрыть' }).click();
    const expiredLine = `Бронь кв. ${unit.number}`;
    await expect((await bellItems(page)).filter({ hasText: expiredLine }).first()).toContainText('истекла');

    await builder.reload();
    await expect(builderCard.getByTestId('booking-state')).toHaveText('Истекла');
    await expect((await bellItems(builder)).filter({ hasText: expiredLine }).first()).toContainText(
      'истекла',
    );
    await builderContext.close();
  });
});
