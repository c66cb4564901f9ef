// The booking queue as its people live it: agent A holds a unit (booked and confirmed); agent B, an agent on their
// own, opens it on the chessboard, finds it reserved and joins its queue, and the card counts «В очереди 1 агент».
// The builder sees the queue on the complex's «Очереди» tab and releases A's booking in «Брони и заявки»: B's card
// turns without a reload to «Ваша очередь: забронируйте до …» (QueueTurn, pushed and in the bell) and B books it.
// Each project takes its own free unit, so the phone and desktop runs never meet.
import type { Page } from '@playwright/test';
import { listBackofficeObjects } from '#shared/api/backoffice.ts';
import { listObjectQueues } from '#shared/api/booking-queue.ts';
import { actOnBooking, createBooking } from '#shared/api/bookings.ts';
import { formatPhone } from '#shared/format.ts';
import { test, expect, type Api } from './fixtures.ts';
import { confirmDialog } from './dialogs.ts';
import { cellCard } from './cell-card.ts';
import { freeUnit } from './demo-sections.ts';
import { openPageAs } from './second-browser.ts';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The demo builder's complex with the seeded queue of two (server/db/seed/demo-queue.ts). */
async function demoQueueComplex(api: Api): Promise<number> {
  const list = await api.ok(listBackofficeObjects, { query: {} }, { as: 'builder' });
  for (const card of list.data) {
    const queues = await api.ok(listObjectQueues, { params: { id: card.id } }, { as: 'builder' });
    if (queues.data.some((q) => q.places.length >= 2)) return card.id;
  }
  throw new Error('the demo queue of two is missing');
}

const bellItems = async (page: Page) => {
  await page.getByTestId('notification-bell').locator('visible=true').click();
  return page.getByRole('dialog', { name: 'Уведомления' }).getByTestId('notification');
};

test.describe('[booking-queue] an agent queues for a held unit and books it when the hold ends', () => {
  test('join the queue, the builder releases, the turn arrives live, book it @both', async ({
    page,
    browser,
    request,
    api,
    loginAs,
    newPhone,
    shot,
  }, testInfo) => {
    test.setTimeout(180_000);
    const holderPhone = newPhone();

    // Agent A holds a unit: booked, and confirmed by the builder. Another spec may have taken the unit picked
    // meanwhile: then another is picked.
    const book = (cellId: number) =>
      api.call(
        createBooking,
        { body: { cellId, kind: 'booking', clientName: 'Олег Морозов', clientPhone: holderPhone } },
        { as: 'agent' },
      );
    let unit = await freeUnit(request);
    let booked = await book(unit.cellId);
    for (let attempt = 0; booked.status === 409 && attempt < 5; attempt++) {
      unit = await freeUnit(request);
      booked = await book(unit.cellId);
    }
    expect(booked.status, booked.text).toBe(201);
    const bookingId = booked.body.booking.id;
    const confirmed = await api.call(
      actOnBooking,
      { params: { id: bookingId }, body: { action: 'confirm' } },
      { as: 'builder' },
    );
    expect(confirmed.status).toBe(200);

    // Agent B opens the unit on the chessboard: reserved, with no booking button but the queue's.
    await loginAs(page, 'soloAgent');
    await page.goto(`/realty/${unit.objectId}/chess/${unit.sectionId}?cell=${unit.cellId}`);
    const cell = page.locator(`[data-cell-id="${unit.cellId}"]`);
    await expect(cell).toHaveAttribute('data-status', 'reserve');
    const card = cellCard(page, `Квартира № ${unit.number}`);
    await expect(card).toBeVisible();
    await expect(card).toContainText('Бронь');
    await expect(card.getByRole('button', { name: 'Забронировать' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Встать в очередь' }).click();
    await expect(page.getByText('Вы в очереди')).toBeVisible();
    const queue = card.getByTestId('cell-queue');
    await expect(queue).toContainText('В очереди 1 агент');
    await expect(queue).toContainText('Вы первые в очереди');
    await expect(card.getByRole('button', { name: 'Выйти из очереди' })).toBeVisible();
    await shot(page, 'queue-cell-card', { fullPage: false });

    // «Мои брони» lists the place, then B goes back to the unit and keeps its card open.
    await page.goto('/cabinet/bookings');
    const place = page
      .getByTestId('queue-place')
      .filter({ hasText: new RegExp(`Кв\\. ${unit.number}(?!\\d)`) });
    await expect(place).toContainText('Место 1 из 1');
    await expect(place).toContainText('Ждёт');
    await shot(page, 'queue-my-places', { fullPage: false });
    await place.getByRole('link', { name: 'Открыть на шахматке' }).click();
    await expect(card.getByTestId('cell-queue')).toContainText('Вы первые в очереди');

    // The builder, on a desktop, finds the queue on the complex's «Очереди» tab, then releases A's booking.
    const builder = await openPageAs(browser, testInfo, loginAs, 'builder', { viewport: DESKTOP });
    await builder.goto(`/builder_cabinet/${unit.objectId}#queues`);
    const unitQueue = builder
      .getByTestId('unit-queue')
      .filter({ has: builder.getByRole('heading', { name: `Кв. ${unit.number}`, exact: true }) });
    await expect(unitQueue).toContainText('Бронь: Екатерина Лебедева');
    await expect(unitQueue.getByTestId('queue-row')).toHaveCount(1);
    await expect(unitQueue.getByTestId('queue-row')).toContainText('Павел Зайцев');
    await shot(builder, 'queue-builder-tab', { fullPage: true });

    // The demo's queue of two on a phone: the places in order, with the handle and «Выше»/«Ниже».
    const demo = await demoQueueComplex(api);
    await builder.setViewportSize(PHONE);
    await builder.goto(`/builder_cabinet/${demo}#queues`);
    await expect(builder.getByRole('button', { name: 'Ниже' }).first()).toBeVisible();
    await shot(builder, 'queue-builder-tab-phone', { fullPage: true });
    await builder.setViewportSize(DESKTOP);

    await builder.goto('/builder_cabinet/bookings');
    const builderCard = builder.getByTestId('builder-booking').filter({ hasText: formatPhone(holderPhone) });
    await builderCard.getByRole('button', { name: 'Снять бронь' }).click();
    await confirmDialog(builder, 'Снять бронь?', 'Снять бронь');
    await expect(builderCard.getByTestId('booking-state')).toHaveText('Снята');

    // B's card follows without a reload: the unit is on sale and it is B's turn.
    await expect(cell).toHaveAttribute('data-status', 'sale', { timeout: 15_000 });
    await expect(queue).toContainText(/Ваша очередь: забронируйте до \d\d\.\d\d, \d\d:\d\d/);
    await shot(page, 'queue-turn', { fullPage: false });
    await card.getByRole('button', { name: 'Закрыть' }).click();
    const turn = (await bellItems(page)).filter({ hasText: `Подошла ваша очередь на кв. ${unit.number}` });
    await expect(turn.first()).toBeVisible();
    await shot(page, 'queue-bell', { fullPage: false });
    await page.keyboard.press('Escape');

    // B books it: the queue is done, the unit held by B.
    await page.goto(`/realty/${unit.objectId}/chess/${unit.sectionId}?cell=${unit.cellId}`);
    await card.getByRole('button', { name: 'Забронировать' }).click();
    const sheet = page.getByRole('dialog', { name: `Бронь кв. ${unit.number}` });
    await sheet.getByLabel(/^Имя клиента/).fill('Ирина Павлова');
    const clientPhone = newPhone();
    await sheet.getByLabel(/^Телефон клиента/).pressSequentially(clientPhone.slice(2));
    await sheet.getByRole('button', { name: 'Забронировать' }).click();
    await expect(page.getByText('Бронь отправлена застройщику')).toBeVisible();
    await expect(card.getByTestId('cell-booking')).toContainText('Бронь ждёт подтверждения');
    await expect(card.getByTestId('cell-queue')).toHaveCount(0);
    await builder.context().close();
  });
});
