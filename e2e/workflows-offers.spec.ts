// An agent's resale offer from start to search: a sold unit of a complex's chessboard, the editor started from the
// unit's facts, photos with the browser's downscale, publishing, the offer found under «Вторичка», and the unit's
// card leading back to it with «Редактировать».
import path from 'node:path';
import { getChessSection } from '#shared/api/chess.ts';
import { getObject } from '#shared/api/realty.ts';
import { deleteOwnOffer } from '#shared/api/user-offers.ts';
import { readUser } from '#shared/api/user.ts';
import { test, expect, type Api } from './fixtures.ts';
import { cellCard } from './cell-card.ts';

const IMAGES = path.join(import.meta.dirname, 'fixtures', 'images');

interface SoldUnit {
  objectId: number;
  objectTitle: string;
  sectionId: number;
  cellId: number;
}

/** A sold unit of a published complex on which the caller has no offer yet. */
async function findSoldUnit(api: Api, token: string): Promise<SoldUnit> {
  const me = (await api.ok(readUser, null, { as: token })).user.id;
  for (let id = 1; id <= 80; id++) {
    const res = await api.call(getObject, { params: { id }, body: {} }, { as: token });
    if (!res.ok) continue;
    const object = res.body;
    if (object.isOffer) continue;
    for (const pavilion of object.pavilions ?? []) {
      for (const section of pavilion.sections ?? []) {
        const view = (
          await api.call(getChessSection, { params: { id, sectionId: section.id }, body: {} }, { as: token })
        ).body;
        const cell = (view.cells ?? []).find(
          (c) => !c.disabled && c.data.status === 5 && !c.offers.some((o) => o.ownerId === me),
        );
        if (cell) return { objectId: id, objectTitle: object.title, sectionId: section.id, cellId: cell.id };
      }
    }
  }
  throw new Error('the demo has no sold unit free for this agent');
}

/** «31 234 567» as a pattern, whatever space the locale puts between digit groups. */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\\s');

test.describe('[workflows-offers] an agent posts a resale offer', () => {
  test('from a sold unit of the chessboard, with photos, published and found in «Вторичка» @both', async ({
    page,
    api,
    account,
    shot,
  }) => {
    test.setTimeout(120_000);
    // A new agent of their own per project: the desktop and phone runs never share a draft.
    const agent = await account({ name: 'Анна Агентова', role: 2, page });
    const token = agent.token;
    const unit = await findSoldUnit(api, token);
    // A price nobody else has, to find the card.
    const price = 31_000_000 + Math.floor(Math.random() * 900_000);

    await page.goto(`/realty/${unit.objectId}/chess/${unit.sectionId}?cell=${unit.cellId}`);
    const card = cellCard(page);
    await expect(card).toContainText('Продано');
    await card.getByRole('link', { name: 'Добавить' }).click();
    await expect(page).toHaveURL(`/cabinet/offers/new/${unit.objectId}/${unit.sectionId}/${unit.cellId}`);

    // The form starts from the unit: tied to the complex, area filled, the owner's price left to the owner.
    await expect(page.getByRole('heading', { level: 1, name: 'Новое объявление' })).toBeVisible();
    await expect(page.getByTestId('offer-tie')).toContainText(unit.objectTitle);
    await expect(page.getByTestId('offer-tie')).toContainText('Квартира выбрана на шахматке');
    const area = page.getByRole('textbox', { name: 'Площадь', exact: true });
    await expect(area).not.toHaveValue('');
    // The field shows a decimal comma («45,5»), as the app prints numbers.
    const areaValue = Number((await area.inputValue()).replace(',', '.'));

    // Without a price, publishing is refused under the field.
    const priceInput = page.getByRole('textbox', { name: 'Цена', exact: true });
    await priceInput.fill('');
    await page.getByRole('button', { name: /опубликовать$/i }).click();
    await expect(page.getByText('Укажите цену', { exact: true })).toBeVisible();
    const photosBefore = await page.getByTestId('offer-photo').count();

    // Photos: a PNG and a large JPEG (downscaled to webp in the browser); a file that is no image is refused.
    const photos = page.getByTestId('offer-photo-input');
    await photos.setInputFiles([path.join(IMAGES, 'courtyard.png'), path.join(IMAGES, 'facade-large.jpg')]);
    await expect(page.getByTestId('offer-photo')).toHaveCount(photosBefore + 2, { timeout: 30_000 });
    await photos.setInputFiles(path.join(IMAGES, 'not-an-image.jpg'));
    await expect(page.getByText(/Не удалось загрузить «not-an-image\.jpg»: wrong format/)).toBeVisible();

    await priceInput.fill(String(price));
    const perMeter = Math.round(price / areaValue);
    await expect(page.getByTestId('price-per-meter')).toHaveText(
      new RegExp(`^${grouped(perMeter)}\\s₽\\sза\\sм²$`),
    );
    await page.getByLabel('Текст объявления').fill('Светлая квартира с видом во двор, документы готовы.');
    await shot(page, 'workflows-offer-form');
    // Nothing sticks out sideways, on a phone either.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.getByRole('button', { name: 'Сохранить и опубликовать' }).click();
    await expect(page).toHaveURL('/cabinet/offers');
    await expect(page.getByText('Объявление опубликовано')).toBeVisible();
    const active = page.getByRole('region', { name: 'Активные' });
    const mine = active.getByTestId('own-offer').filter({ hasText: new RegExp(`${grouped(price)}\\s₽`) });
    await expect(mine).toHaveCount(1);
    const href = await mine.getByRole('link').first().getAttribute('href');
    const offerId = Number(href?.split('/').pop());
    expect(offerId).toBeGreaterThan(0);
    await shot(page, 'workflows-offers-list');

    // Buyers find it under «Вторичка», newest first.
    await page.goto('/feed');
    await page.getByRole('button', { name: 'Вторичка', exact: true }).click();
    await page.getByLabel('Сортировка').selectOption({ label: 'Сначала новые' });
    // Newest first: it is among the first cards (a parallel run may have published one a moment later).
    const found = page
      .getByTestId('results')
      .locator('article')
      .filter({
        has: page.locator(`a[href^="/offer/${offerId}"]`),
      });
    await expect(found).toBeVisible();
    await found.scrollIntoViewIfNeeded();
    await shot(page, 'workflows-offer-in-search');

    // Back on the chessboard, the unit now holds the agent's offer: its card offers «Редактировать», which opens it.
    await page.goto(`/realty/${unit.objectId}/chess/${unit.sectionId}?cell=${unit.cellId}`);
    const again = cellCard(page);
    await expect(again).toContainText('Продано');
    await expect(again.getByRole('link', { name: 'Добавить' })).toHaveCount(0);
    await shot(page, 'workflows-offer-unit-edit');
    await again.getByRole('link', { name: 'Редактировать' }).click();
    await expect(page).toHaveURL(`/cabinet/offers/${offerId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Редактирование объявления' })).toBeVisible();
    await expect(page.getByTestId('offer-status')).toContainText('Активно');
    await expect(page.getByTestId('offer-tie')).toContainText('Квартира выбрана на шахматке');
    await expect(page.getByRole('textbox', { name: 'Цена', exact: true })).toHaveValue(
      new RegExp(`^${grouped(price)}$`),
    );

    // Clean up for later runs on the same data.
    await api.call(deleteOwnOffer, { params: { id: offerId } }, { as: token });
  });
});
