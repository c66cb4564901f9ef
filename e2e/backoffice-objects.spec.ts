// The builder's back-office as a builder uses it: a new complex, every tab filled, photos scaled in the browser and
// uploaded, a document, the address set by a click on the map, two buildings reordered, a section with a unit,
// publishing refused and then done through the screens, and a buyer finding the complex in the search.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page, Request } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { confirmDialog } from './dialogs.ts';
import * as backofficeApi from '#shared/api/backoffice.ts';
import * as searchApi from '#shared/api/search.ts';
import { apiOf } from './api.ts';

const images = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'images');
const photo = (name: string) => path.join(images, name);

/** A one-page PDF, enough for the server's content check. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Разделы объекта' }).getByRole('link', { name, exact: true }).click();

async function save(page: Page) {
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.getByText('Изменения сохранены').last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сохранить', exact: true })).toHaveCount(0);
}

const tick = (page: Page, group: string, option: string) =>
  page.getByRole('group', { name: group }).getByText(option, { exact: true }).click();

/** The file part `image` of a multipart upload, as the server receives it. */
function uploadedImage(request: Request): { type: string; name: string; data: Buffer } {
  const body = request.postDataBuffer()!;
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(request.headers()['content-type'] ?? '')!;
  const field = body.indexOf('name="image"');
  const start = body.indexOf('\r\n\r\n', field) + 4;
  const end = body.indexOf(`\r\n--${boundary[1] ?? boundary[2]}`, start);
  const head = body.subarray(field, start).toString('utf8');
  return {
    type: /content-type:\s*(\S+)/i.exec(head)?.[1] ?? '',
    name: /filename="([^"]*)"/.exec(head)?.[1] ?? '',
    data: body.subarray(start, end),
  };
}

/** Press the drag handle, wait past the 200 ms delay, move onto the target, let go. */
async function drag(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(350);
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.waitForTimeout(150);
  await page.mouse.up();
}

/**
 * Drags until the list is in sorting mode ('Порядок изменён'): a drag starts only after the pointer is held 200 ms,
 * and on a busy machine a first try may not take. A drag that took is never repeated.
 */
async function reorder(page: Page, handle: Locator, target: Locator) {
  const changed = page.getByText('Порядок изменён');
  await expect(async () => {
    if (await changed.isVisible()) return;
    await drag(page, handle, target);
    await expect(changed).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

test('[backoffice] a builder creates a complex, fills every tab, publishes it and buyers find it', async ({
  page,
  browser,
  request,
  loginAs,
  visitAs,
  shot,
}, testInfo) => {
  test.setTimeout(240_000);
  const { token } = await loginAs(page, 'builder');
  const api = apiOf(request);
  const object = () => api.ok(backofficeApi.getBackofficeObject, { params: { id: objectId } }, { as: token });
  const title = `ЖК Тестовый берег ${Date.now() % 1_000_000}`;
  const searchFor = async () =>
    (
      await api.ok(searchApi.searchCards, { query: { page: 1 }, body: { market: 1, title } }, { as: 'user' })
    ).data.map((card) => card.id);

  // My objects and the sheet 'Новый объект'.
  await page.goto('/builder_cabinet');
  await expect(page.getByRole('heading', { name: 'Мои объекты' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Мои объекты' }).getByRole('listitem').first()).toBeVisible();
  await shot(page, 'backoffice-objects');
  await page.getByRole('button', { name: 'Добавить объект' }).click();
  const sheet = page.getByRole('dialog', { name: 'Новый объект' });
  await expect(sheet.getByRole('combobox', { name: 'Тип структуры' })).toHaveValue('0');
  await sheet.getByRole('textbox', { name: 'Название' }).fill(title);
  await shot(page, 'backoffice-new-object');
  await sheet.getByRole('button', { name: 'Создать' }).click();
  await expect(page).toHaveURL(/\/builder_cabinet\/\d+#description$/);
  const objectId = Number(/builder_cabinet\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Не опубликован')).toBeVisible();

  // #description: the save button shows only once something changed.
  await expect(page.getByRole('button', { name: 'Сохранить', exact: true })).toHaveCount(0);
  await page
    .getByRole('textbox', { name: 'Описание' })
    .fill(
      'Комплекс у моря в Центральном районе Сочи: закрытая территория, подземный паркинг, своя набережная.',
    );
  await page.getByRole('textbox', { name: 'Сайт' }).fill('bereg-sochi.ru');
  await save(page);
  await expect(page.getByRole('textbox', { name: 'Сайт' })).toHaveValue('https://bereg-sochi.ru');

  // #characteristics
  await tab(page, 'Характеристики');
  await page.getByRole('combobox', { name: 'Тип дома' }).selectOption({ label: 'Многоквартирный дом' });
  await page.getByRole('combobox', { name: 'Класс' }).selectOption({ label: 'Бизнес' });
  await page.getByRole('combobox', { name: 'Материал стен' }).selectOption({ label: 'Монолит' });
  await page.getByRole('combobox', { name: 'Территория' }).selectOption({ label: 'Закрытая' });
  await page.getByRole('combobox', { name: 'Подъездная дорога' }).selectOption({ label: 'Асфальт' });
  await page.getByRole('textbox', { name: 'Высота потолков' }).fill('3,1');
  await page.getByRole('textbox', { name: 'Расстояние до моря' }).fill('350');
  await tick(page, 'Парковка', 'Подземная');
  await shot(page, 'backoffice-tab-characteristics');
  await save(page);

  // #communications
  await tab(page, 'Коммуникации');
  await page.getByRole('combobox', { name: 'Электричество' }).selectOption({ label: 'Подключено' });
  await page.getByRole('combobox', { name: 'Газ' }).selectOption({ label: 'Есть' });
  await page.getByRole('combobox', { name: 'Канализация' }).selectOption({ label: 'Центральная' });
  await page.getByRole('combobox', { name: 'Водоснабжение' }).selectOption({ label: 'Центральное' });
  await page.getByRole('combobox', { name: 'Отопление' }).selectOption({ label: 'Центральное' });
  await save(page);

  // #checkout
  await tab(page, 'Оформление и оплата');
  await page.getByRole('combobox', { name: 'Тип договора' }).selectOption({ label: 'ДДУ по 214-ФЗ' });
  await page.getByRole('combobox', { name: 'Сумма в договоре' }).selectOption({ label: 'Полная стоимость' });
  await tick(page, 'Способы оплаты', 'Ипотека');
  await tick(page, 'Способы оплаты', 'Семейная ипотека');
  await tick(page, 'Тип помещений', 'Жилое помещение');
  await page.getByRole('textbox', { name: 'Обслуживание' }).fill('45');
  await page.getByRole('textbox', { name: 'Оформление документов' }).fill('35000');
  await shot(page, 'backoffice-tab-checkout');
  await save(page);

  // #commission
  await tab(page, 'Комиссия');
  await page.getByRole('textbox', { name: 'Комиссия агенту' }).fill('3');
  await page.getByRole('textbox', { name: 'Условия выплаты' }).fill('После регистрации ДДУ');
  await save(page);

  // #infrastructure
  await tab(page, 'Инфраструктура');
  await tick(page, 'Инфраструктура комплекса', 'Бассейн');
  await tick(page, 'Инфраструктура комплекса', 'Видеонаблюдение');
  await expect(page.getByText('Выбрано: 2 из 21')).toBeVisible();
  await save(page);

  // #contacts: «Создать» waits for position, name and a complete phone.
  await tab(page, 'Контакты');
  await page.getByRole('button', { name: 'Добавить контакт' }).click();
  const contact = page.getByRole('dialog', { name: 'Новый контакт' });
  await contact.getByRole('textbox', { name: 'Должность' }).fill('Менеджер отдела продаж');
  await contact.getByRole('textbox', { name: 'Имя' }).fill('Анна Смирнова');
  await contact.getByRole('textbox', { name: 'Телефон', exact: true }).pressSequentially('918123456');
  await expect(contact.getByRole('button', { name: 'Создать' })).toBeDisabled();
  await contact.getByRole('textbox', { name: 'Телефон', exact: true }).pressSequentially('7');
  await contact.getByRole('textbox', { name: 'Электронная почта', exact: true }).fill('sales@bereg-sochi.ru');
  await shot(page, 'backoffice-new-contact');
  await contact.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByText('Анна Смирнова')).toBeVisible();

  // #builders: search (debounced) and attach.
  await tab(page, 'Застройщики');
  await page.getByRole('button', { name: 'Добавить застройщика' }).click();
  const picker = page.getByRole('dialog', { name: 'Застройщики' });
  await picker.getByRole('searchbox', { name: 'Поиск по названию' }).fill('Черноморстрой');
  await picker.getByText('ГК «Черноморстрой»').click();
  await picker.getByRole('button', { name: 'Добавить выбранных (1)' }).click();
  await expect(page.getByRole('list', { name: 'Застройщики' }).getByText('ГК «Черноморстрой»')).toBeVisible();

  // #news: Ctrl+Enter sends.
  await tab(page, 'Новости');
  await page
    .getByRole('textbox', { name: 'Текст новости' })
    .fill('Старт продаж первой очереди!\nСкидка 5% до конца месяца.');
  await page.getByRole('textbox', { name: 'Текст новости' }).press('Control+Enter');
  await expect(
    page.getByRole('list', { name: 'Новости' }).getByText('Старт продаж первой очереди!'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Текст новости' })).toHaveValue('');
  // A dated item (the date input; empty is today), then deleted after the confirmation.
  await page.getByLabel('Дата новости').fill('2026-03-05');
  await page.getByRole('textbox', { name: 'Текст новости' }).fill('Котлован готов');
  await page.getByRole('textbox', { name: 'Текст новости' }).press('Control+Enter');
  const dated = page
    .getByRole('list', { name: 'Новости' })
    .getByRole('listitem')
    .filter({ hasText: 'Котлован' });
  await expect(dated.getByText(/^05\.03\.2026/)).toBeVisible();
  await expect(page.getByText('Сегодня')).toBeVisible();
  await shot(page, 'backoffice-tab-news');
  await dated.getByRole('button', { name: 'Удалить' }).click();
  await confirmDialog(page, 'Удалить новость?', 'Удалить');
  await expect(dated).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Новости' }).getByRole('listitem')).toHaveCount(1);

  // #photos: scaled in the browser (webp, 2048 px at most), uploaded with progress, attached; a text file named
  // .jpg is refused. The first upload is held until its progress bar has been seen.
  await tab(page, 'Фото');
  const sent: ReturnType<typeof uploadedImage>[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/temp_image', async (route) => {
    sent.push(uploadedImage(route.request()));
    if (sent.length === 1) await held;
    await route.continue();
  });
  await page
    .getByTestId('photo-input')
    .setInputFiles([photo('facade-large.jpg'), photo('courtyard.png'), photo('evening.gif')]);
  await expect.poll(() => sent.length).toBe(1);
  await expect(page.getByRole('progressbar', { name: 'Загрузка facade-large.jpg' })).toBeVisible();
  await shot(page, 'backoffice-photos-uploading');
  release();
  const photos = page.getByRole('list', { name: 'Фото' }).getByRole('listitem');
  await expect(photos).toHaveCount(3, { timeout: 30_000 });
  await page.unroute('**/api/temp_image');
  expect(sent.map((file) => [file.name, file.type])).toEqual([
    ['facade-large.webp', 'image/webp'],
    ['courtyard.webp', 'image/webp'],
    ['evening.webp', 'image/webp'],
  ]);
  const sizes = await Promise.all(sent.map((file) => sharp(file.data).metadata()));
  for (const meta of sizes) {
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(2048);
  }
  // The 3000 × 2000 facade left the browser at 2048 × 1365.
  expect([sizes[0]!.width, sizes[0]!.height]).toEqual([2048, 1365]);
  const stored = await object();
  expect(stored.images).toHaveLength(3);
  await page.getByTestId('photo-input').setInputFiles(photo('not-an-image.jpg'));
  await expect(
    page.getByText('Не удалось загрузить not-an-image.jpg: wrong format image/jpeg'),
  ).toBeVisible();

  // Drag the last photo to the front, then save the order.
  await reorder(
    page,
    photos.nth(2).getByRole('button', { name: 'Перетащите, чтобы изменить порядок' }),
    photos.nth(0),
  );
  await shot(page, 'backoffice-photos-sorting');
  await page.getByRole('button', { name: 'Сохранить порядок' }).click();
  await expect(page.getByText('Порядок изменён')).toHaveCount(0);
  const reordered = await object();
  expect(reordered.images.map((i) => i.id)).toEqual([
    stored.images[2]!.id,
    stored.images[0]!.id,
    stored.images[1]!.id,
  ]);

  // A long press selects; delete the selected photo after the confirm.
  const last = photos.nth(2).locator('img');
  const box = (await last.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(650);
  await page.mouse.up();
  await expect(page.getByText('Выбрано: 1')).toBeVisible();
  await shot(page, 'backoffice-photos-selection');
  await page.getByRole('button', { name: 'Удалить', exact: true }).click();
  await confirmDialog(page, 'Удалить выбранное (1)?', 'Удалить');
  await expect(photos).toHaveCount(2);

  // #documents
  await tab(page, 'Документы');
  await page
    .getByTestId('document-input')
    .setInputFiles({ name: 'Проектная декларация.pdf', mimeType: 'application/pdf', buffer: PDF });
  // The list names it without the extension (the icon says PDF); the full name is its title.
  await expect(page.getByTitle('Проектная декларация.pdf')).toBeVisible();
  await shot(page, 'backoffice-tab-documents');

  // #address: a click on the map looks the address up (the offline geocoder of the e2e server).
  await tab(page, 'Адрес');
  await page.getByRole('button', { name: 'Изменить на карте' }).click();
  const map = page.locator('.leaflet-container');
  await expect(map).toBeVisible();
  const mapBox = (await map.boundingBox())!;
  await page.mouse.click(mapBox.x + mapBox.width / 2, mapBox.y + mapBox.height / 2);
  await expect(page.getByRole('textbox', { name: 'Адрес' })).not.toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Район' })).not.toHaveValue('');
  await shot(page, 'backoffice-tab-address-edit');
  await save(page);
  await expect(page.getByRole('button', { name: 'Изменить на карте' })).toBeVisible();

  // #flats: two buildings; the second dragged above the first and the order saved, still so after a reload.
  await tab(page, 'Корпуса');
  const buildings = page.getByRole('list', { name: 'Корпуса' }).getByRole('listitem');
  for (const name of ['Корпус 1', 'Корпус 2']) {
    await page.getByRole('button', { name: 'Добавить корпус' }).click();
    const prompt = page.getByRole('dialog', { name: 'Добавить корпус' });
    await expect(prompt.getByRole('textbox')).toHaveValue(name);
    await prompt.getByRole('button', { name: 'OK' }).click();
    await expect(buildings.filter({ hasText: name })).toHaveCount(1);
  }
  await expect(buildings).toHaveText([/^Корпус 1/, /^Корпус 2/]);
  await reorder(
    page,
    buildings.nth(1).getByRole('button', { name: 'Перетащите, чтобы изменить порядок' }),
    buildings.nth(0),
  );
  await expect(buildings).toHaveText([/^Корпус 2/, /^Корпус 1/]);
  await shot(page, 'backoffice-buildings-sorting');
  await page.getByRole('button', { name: 'Сохранить порядок' }).click();
  await expect(page.getByText('Порядок изменён')).toHaveCount(0);
  await page.reload();
  await expect(buildings).toHaveText([/^Корпус 2/, /^Корпус 1/]);
  const ordered = await object();
  expect(ordered.pavilions.map((p) => p.name)).toEqual(['Корпус 2', 'Корпус 1']);
  await expect(buildings.filter({ hasText: 'Корпус 1' }).getByText('Корпус снят с публикации')).toBeVisible();
  await shot(page, 'backoffice-tab-flats');

  // Publishing now is refused: the dialog 'Ошибка' lists what is missing.
  await page.getByRole('button', { name: 'Опубликовать' }).click();
  const refusal = page.getByRole('alertdialog', { name: 'Ошибка' });
  await expect(refusal.getByText('Опубликуйте хотя бы один корпус с опубликованной секцией')).toBeVisible();
  await shot(page, 'backoffice-publish-refused');
  await refusal.getByRole('button', { name: 'Закрыть' }).click();
  expect(await searchFor()).not.toContain(objectId);

  // Корпус 1: a section of 2 × 2 units, one put on sale, the section and then the building published.
  await buildings.filter({ hasText: 'Корпус 1' }).getByText('Корпус 1').click();
  await expect(page.getByRole('heading', { name: 'Корпус 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Добавить секцию' }).click();
  const newSection = page.getByRole('dialog', { name: 'Новая секция' });
  await newSection.getByRole('textbox', { name: 'Этажей' }).fill('2');
  await newSection.getByRole('textbox', { name: 'Квартир на этаже' }).fill('2');
  await newSection.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByRole('heading', { name: 'Секция 1' })).toBeVisible();
  const units = page.locator('[data-kind="cell"]');
  await expect(units).toHaveCount(4);
  await units.nth(2).click();
  const unit = page.getByRole('dialog', { name: /Квартира/ });
  await unit.getByRole('combobox', { name: 'Статус' }).selectOption({ label: 'В продаже' });
  await unit.getByRole('textbox', { name: 'Номер' }).fill('1');
  await unit.getByRole('textbox', { name: 'Площадь' }).fill('42.5');
  await unit.getByRole('textbox', { name: 'Стоимость', exact: true }).fill('9800000');
  await unit.getByRole('combobox', { name: 'Планировка' }).selectOption({ label: '1-комнатная' });
  await unit.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.getByText('Квартира сохранена').last()).toBeVisible();
  await page.getByRole('button', { name: 'Опубликовать секцию' }).click();
  await expect(page.getByText('Секция снята с публикации')).toHaveCount(0);
  await page.getByRole('link', { name: 'Корпус 1' }).first().click();
  const sectionList = page.getByRole('list', { name: 'Секции' });
  await expect(sectionList.getByText('Секция 1')).toBeVisible();
  await expect(sectionList.getByText('Секция снята с публикации')).toHaveCount(0);
  await page.getByRole('button', { name: 'Опубликовать', exact: true }).click();
  await expect(page.getByText('Корпус снят с публикации')).toHaveCount(0);
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page).toHaveURL(new RegExp(`/builder_cabinet/${objectId}#flats$`));
  await expect(buildings.filter({ hasText: 'Корпус 1' }).getByText('Корпус снят с публикации')).toHaveCount(
    0,
  );

  await page.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(page.getByText('Объект опубликован')).toBeVisible();
  await expect(page.getByText('Опубликован', { exact: true })).toBeVisible();
  await shot(page, 'backoffice-published');

  // A buyer, in a browser of their own, finds it with the search box on /search and opens its card.
  const buyerContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    viewport: { width: 1366, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': `10.253.${testInfo.workerIndex % 256}.${testInfo.retry + 1}` },
  });
  const buyerPage = await buyerContext.newPage();
  await visitAs(buyerPage, 'user', '/search');
  // The search opens on the 'Акции' preset; a name searched there is looked for among all complexes, promoted or not
  // (a picked suggestion would open the complex at once).
  const searchBox = buyerPage.getByRole('combobox', { name: /^Поиск по названию/ });
  await searchBox.fill(title);
  await expect(buyerPage.getByRole('option', { name: new RegExp(`^${title}`) })).toBeVisible();
  await searchBox.press('Enter');
  const found = buyerPage.getByTestId('results').locator('article');
  await expect(found).toHaveCount(1);
  await expect(found.first()).toContainText(title);
  await expect(found.first()).not.toContainText('Цена по запросу');
  await shot(buyerPage, 'backoffice-buyer-search');
  await found.first().getByRole('link', { name: title }).click();
  await expect(buyerPage).toHaveURL(new RegExp(`/realty/${objectId}`));
  await expect(buyerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await shot(buyerPage, 'backoffice-buyer-object');
  await buyerContext.close();

  // Unpublishing asks first; the complex leaves the buyers' search.
  await page.getByRole('button', { name: 'Снять с публикации' }).click();
  await confirmDialog(page, 'Снять с публикации?');
  await expect(page.getByText('Объект снят с публикации')).toBeVisible();
  expect(await searchFor()).not.toContain(objectId);

  // The list shows the new complex first, marked unpublished.
  await page.goto('/builder_cabinet');
  const first = page.getByRole('list', { name: 'Мои объекты' }).getByRole('listitem').first();
  await expect(first.getByText(title)).toBeVisible();
  await expect(first.getByText('Не опубликован')).toBeVisible();
});

test(
  '[backoffice] the cabinet and the editor on a phone and on a desktop',
  { tag: '@both' },
  async ({ page, visitAs, shot }) => {
    await visitAs(page, 'builder', '/builder_cabinet');
    // A demo complex with photos: complexes other tests create while this one runs may sit first.
    const cards = page
      .getByRole('list', { name: 'Мои объекты' })
      .getByRole('listitem')
      .filter({ has: page.locator('img') })
      .filter({ hasNotText: /Тестовый берег|Шахматный|Телефонный/ });
    await expect(cards.first()).toBeVisible();
    await expect(cards.first().locator('img')).toHaveJSProperty('complete', true);
    await shot(page, 'backoffice-list');
    // The add button (a floating one on phones) opens 'Новый объект'.
    await page.getByRole('button', { name: 'Добавить объект' }).click();
    await expect(page.getByRole('dialog', { name: 'Новый объект' })).toBeVisible();
    await page.waitForTimeout(300);
    await shot(page, 'backoffice-new-object-sheet');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Новый объект' })).toHaveCount(0);
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/builder_cabinet\/\d+$/);
    await expect(page.getByRole('list', { name: 'Корпуса' })).toBeVisible();
    await shot(page, 'backoffice-editor-flats');
    for (const [name, file] of [
      ['Фото', 'photos'],
      ['Новости', 'news'],
      ['Адрес', 'address'],
      ['Контакты', 'contacts'],
      ['Оформление и оплата', 'checkout'],
    ] as const) {
      await tab(page, name);
      await expect(page.getByRole('region', { name })).toBeVisible();
      if (name === 'Адрес') await expect(page.locator('.leaflet-container')).toBeVisible();
      await shot(page, `backoffice-editor-${file}`);
    }
    await tab(page, 'Корпуса');
    await page.getByRole('button', { name: 'Выбрать' }).click();
    await expect(page.getByText('Выбрано: 0')).toBeVisible();
    await shot(page, 'backoffice-editor-selection');
    await page.getByRole('button', { name: 'Закрыть выбор' }).click();
    await expect(page.getByText(/Выбрано/)).toHaveCount(0);
  },
);
