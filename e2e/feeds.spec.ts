// Portal feeds as a builder uses them: from «Мои объекты» to «Фиды для порталов», the links hidden until «Показать»,
// the Yandex link copied and fetched as a portal would (it carries the builder's flats), a new token after the
// warning, and the old link answers 404 while the new one works. Shot on desktop and on a phone. One project only:
// the test replaces the demo builder's token, which a second copy running beside it would see change.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

async function bothSizes(page: Page, shot: (page: Page, name: string) => Promise<string>, name: string) {
  await page.setViewportSize(DESKTOP);
  await shot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await shot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

test('[feeds] the builder copies the Yandex link, the feed has their flats; a new token kills the old link', async ({
  page,
  context,
  request,
  visitAs,
  shot,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await visitAs(page, 'builder', '/builder_cabinet');
  await page.getByRole('link', { name: 'Фиды для порталов' }).click();
  await expect(page.getByRole('heading', { name: 'Фиды для порталов', level: 1 })).toBeVisible();

  const yandexLine = page.getByTestId('feed-url-yandex');
  await expect(yandexLine).toContainText('••••');
  await bothSizes(page, shot, 'feeds-settings');

  await page.getByRole('button', { name: 'Копировать: Яндекс Недвижимость' }).click();
  await expect(page.getByText('Ссылка скопирована')).toBeVisible();
  const oldUrl = await page.evaluate(() => navigator.clipboard.readText());
  expect(oldUrl).toMatch(/\/feeds\/[A-Za-z0-9_-]{43}\/yandex\.xml$/);

  const feed = await request.get(oldUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('application/xml');
  const xml = await feed.text();
  // Their flats: offers, every one of a complex listed on their own settings screen.
  const own = (await page.locator('form h3').allTextContents()).map((title) => title.replace(/&/g, '&amp;'));
  expect(xml).toContain('<realty-feed xmlns="http://webmaster.yandex.ru/schemas/feed/realty/2010-06">');
  const complexes = [...xml.matchAll(/<building-name>([^<]+)<\/building-name>/g)].map((m) => m[1]);
  expect(complexes.length).toBeGreaterThan(0);
  for (const name of new Set(complexes)) expect(own).toContain(name);

  await page.getByRole('button', { name: 'Показать' }).click();
  await expect(yandexLine).toHaveText(oldUrl);

  await page.getByRole('button', { name: 'Создать новый токен' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Старые ссылки перестанут работать');
  await bothSizes(page, shot, 'feeds-regenerate');
  await dialog.getByRole('button', { name: 'Создать токен' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Новый токен создан')).toBeVisible();
  await expect(yandexLine).not.toHaveText(oldUrl);
  const newUrl = (await yandexLine.textContent())!;

  expect((await request.get(oldUrl)).status()).toBe(404);
  expect((await request.get(newUrl)).status()).toBe(200);
});
