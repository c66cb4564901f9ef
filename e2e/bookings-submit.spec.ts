// One request per submit (issue 30): an agent's double click on «Забронировать» makes one booking and the sheet
// closes with success; the sheet says how long the hold lasts and that the price is fixed. A buyer offline is told
// at once that the request was not sent, and nothing goes out by itself when the network is back; sent online, the
// unit's card shows «Заявка отправлена … · Новая» instead of the button, also after a reload.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { cellCard } from './cell-card.ts';
import { freeUnit, type FreeUnit } from './demo-sections.ts';
import { authHeaders, useToken } from './workflows-helpers.ts';
import * as bookingsApi from '#shared/api/bookings.ts';
import { apiOf } from './api.ts';

/** Every POST /api/bookings the page sends, to count them. */
function bookingPosts(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === bookingsApi.createBooking.path)
      sent.push(request.headers()['idempotency-key'] ?? '');
  });
  return sent;
}

async function openUnit(page: Page, unit: FreeUnit) {
  await page.goto(`/realty/${unit.objectId}/chess/${unit.sectionId}`);
  await page.locator(`[data-cell-id="${unit.cellId}"]`).click();
  const card = cellCard(page, `Квартира № ${unit.number}`);
  await expect(card).toBeVisible();
  return card;
}

test.describe('[bookings] one request per submit, the hold in words, offline and a sent request', () => {
  test('a double click on «Забронировать» makes one booking and closes the sheet with success @both', async ({
    page,
    request,
    loginAs,
    newPhone,
    shot,
  }) => {
    test.setTimeout(120_000);
    const unit = await freeUnit(request);
    const { token } = await loginAs(page, 'agent');
    const posts = bookingPosts(page);
    const card = await openUnit(page, unit);
    await card.getByRole('button', { name: 'Забронировать' }).click();

    const sheet = page.getByRole('dialog', { name: `Бронь кв. ${unit.number}` });
    const hold = sheet.getByTestId('booking-hold');
    await expect(hold).toContainText(
      /квартира закрепится за вашим клиентом на \d+ (день|дня|дней|час|часа|часов)\./,
    );
    await expect(hold).toContainText(/Цена на срок брони не изменится: [\d\s\u00a0\u202f]+₽\./);
    await sheet.getByLabel(/^Имя клиента/).fill('Ольга Двойной-Клик');
    await sheet.getByLabel(/^Телефон клиента/).pressSequentially(newPhone().slice(2));
    await shot(page, 'bookings-sheet-hold', { fullPage: false });

    await sheet.getByRole('button', { name: 'Забронировать' }).dblclick();
    await expect(page.getByText('Бронь отправлена застройщику')).toBeVisible();
    await expect(sheet).toBeHidden();
    await expect(card.getByTestId('cell-booking')).toContainText('Бронь ждёт подтверждения');
    await expect(page.getByText('Квартира уже забронирована')).toHaveCount(0);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatch(/^[0-9a-f-]{36}$/);

    const mine = (
      await apiOf(request).call(bookingsApi.listOwnBookings, { query: {} }, { headers: authHeaders(token) })
    ).body;
    const here = (mine.data as { cellId: number; state: string }[]).filter((b) => b.cellId === unit.cellId);
    expect(here).toHaveLength(1);
    expect(here[0]!.state).toBe('requested');
  });

  test('offline the request sheet says so at once and sends nothing later; online the card shows the request @both', async ({
    page,
    context,
    request,
    account,
    shot,
  }) => {
    test.setTimeout(120_000);
    const unit = await freeUnit(request);
    const buyer = await account({ name: 'Покупатель Офлайн' });
    await useToken(page, buyer.token);
    const posts = bookingPosts(page);
    const card = await openUnit(page, unit);
    await card.getByRole('button', { name: 'Оставить заявку' }).click();
    const sheet = page.getByRole('dialog', { name: `Заявка на кв. ${unit.number}` });
    await sheet.getByLabel(/^Имя клиента/).fill('Покупатель Офлайн');
    await sheet.getByLabel(/^Телефон клиента/).pressSequentially(buyer.phone.slice(2));

    await context.setOffline(true);
    await sheet.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(sheet.getByRole('alert')).toHaveText(
      'Нет сети: заявка не отправлена. Подключитесь к интернету и нажмите «Отправить заявку» ещё раз.',
    );
    await expect(sheet.getByRole('button', { name: 'Отправить заявку' })).toBeEnabled();
    await shot(page, 'bookings-request-offline', { fullPage: false });
    await context.setOffline(false);
    // Back online nothing goes out by itself.
    await page.waitForTimeout(1500);
    expect(posts).toHaveLength(0);

    await sheet.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(page.getByText('Заявка отправлена', { exact: true }).first()).toBeVisible();
    await expect(sheet).toBeHidden();
    const line = card.getByTestId('cell-booking');
    await expect(line).toHaveText(/^Заявка отправлена \d\d\.\d\d, \d\d:\d\d · Новая$/, { timeout: 10_000 });
    await expect(card.getByRole('button', { name: 'Оставить заявку' })).toHaveCount(0);
    expect(posts).toHaveLength(1);
    await shot(page, 'bookings-request-sent', { fullPage: false });

    // A reload reads it from the buyer's own requests.
    await page.reload();
    const reopened = cellCard(page, `Квартира № ${unit.number}`);
    await expect(page.locator(`[data-cell-id="${unit.cellId}"]`)).toBeVisible();
    // The card may open again by itself (the address keeps the unit); otherwise tap the unit.
    if (!(await reopened.isVisible())) await page.locator(`[data-cell-id="${unit.cellId}"]`).click();
    await expect(reopened.getByTestId('cell-booking')).toHaveText(
      /^Заявка отправлена \d\d\.\d\d, \d\d:\d\d · Новая$/,
    );
  });
});
