// Defects a user met on the cabinet, the offer form, moderation, the back-office and unknown addresses, as the
// quality issue lists them: each checked the way a person meets it, with a screenshot of the screen.
import { listBackofficeObjects } from '#shared/api/backoffice.ts';
import { deleteBackofficeDocument, uploadBackofficeDocument } from '#shared/api/backoffice-media.ts';
import { activateOwnOffer, saveOwnOffer } from '#shared/api/user-offers.ts';
import { test, expect, setRole, type Api } from './fixtures.ts';
import { pageErrors } from './page-errors.ts';

/** A one-page PDF, enough for the server's content check. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const LONG_NAME =
  'Разрешение на ввод в эксплуатацию жилого комплекса корпус 3 секция 2 от 12 марта 2026 года итоговое.pdf';

async function activeOffer(api: Api, token: string, price: number): Promise<number> {
  const saved = await api.call(
    saveOwnOffer,
    {
      params: { id: 'draft' },
      body: { address: 'Сочи, улица Навагинская, 9', area: 44, price, cntApart: 2 },
    },
    { as: token },
  );
  const id = saved.body.data.id;
  expect((await api.call(activateOwnOffer, { params: { id } }, { as: token })).ok).toBe(true);
  return id;
}

test.describe('[quality] screens', { tag: '@both' }, () => {
  test('the cabinet and own offers: «Опубликовано», the area once, «1 активное», the buttons fit', async ({
    page,
    api,
    account,
    shot,
  }) => {
    test.setTimeout(120_000);
    const agent = await account({ name: 'Ольга Проверкина', role: 2, page });

    // No collections yet: the empty state's two buttons stand apart.
    await page.goto('/cabinet/collections');
    const empty = page.getByRole('heading', { name: 'У вас пока нет подборок' }).locator('..');
    const buttons = empty.locator('a, button');
    await expect(buttons).toHaveCount(2);
    await shot(page, 'quality-collections-empty');
    const [first, second] = [(await buttons.nth(0).boundingBox())!, (await buttons.nth(1).boundingBox())!];
    const apart =
      second.y >= first.y + first.height
        ? second.y - (first.y + first.height)
        : second.x - (first.x + first.width);
    expect.soft(apart).toBeGreaterThanOrEqual(8);

    await activeOffer(api, agent.token, 14_606_000);
    await page.goto('/cabinet');
    const offers = page.getByTestId('cabinet-offers');
    await expect.soft(offers).toContainText('1 активное');
    await shot(page, 'quality-cabinet-home');
    // Nothing in the placement block is cut.
    for (const control of await page.getByTestId('paid-placement').locator('a, button').all()) {
      expect.soft(await control.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }

    await page.goto('/cabinet/offers');
    const row = page.getByTestId('own-offer').first();
    await expect.soft(row).toContainText(/Опубликовано \d{2}\.\d{2}\.\d{4}/);
    await expect.soft(row).not.toContainText('Изменено');
    expect.soft((await row.innerText()).match(/44 м²/g)).toHaveLength(1);
    await shot(page, 'quality-own-offers');
  });

  test('the price field groups thousands while typing and keeps the caret', async ({
    page,
    account,
    shot,
  }) => {
    test.setTimeout(120_000);
    await account({ name: 'Павел Ценов', role: 2, page });
    await page.goto('/cabinet/offers/new');
    const price = page.getByRole('textbox', { name: 'Цена', exact: true });
    await price.click();
    await price.pressSequentially('14606000');
    await shot(page, 'quality-offer-price', { fullPage: false });
    await expect(price).toHaveValue('14 606 000');
    // A digit typed in the middle lands where the caret is, and the caret stays after it.
    await price.press('Home');
    for (let i = 0; i < 3; i += 1) await price.press('ArrowRight');
    await price.pressSequentially('9');
    await expect(price).toHaveValue('149 606 000');
    expect(await price.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(3);
  });

  test('unknown complex and offer addresses say what is missing and lead back to the feed', async ({
    page,
    loginAs,
    shot,
  }) => {
    await loginAs(page, 'user');
    // An address no id fits (the server would refuse it as input, not answer «not found»).
    await page.goto('/realty/99999999999');
    await expect(page.getByRole('heading', { name: 'Объект не найден' })).toBeVisible({ timeout: 5000 });
    await shot(page, 'quality-realty-not-found');
    await expect(page.getByRole('link', { name: 'К списку объектов' })).toBeVisible();
    await page.goto('/realty/99999999');
    await expect(page.getByRole('heading', { name: 'Объект не найден' })).toBeVisible();

    await page.goto('/offer/abc');
    await expect(page.getByRole('heading', { name: 'Объявление не найдено' })).toBeVisible();
    await shot(page, 'quality-offer-not-found');
    await page.getByRole('link', { name: 'К списку объектов' }).click();
    await expect(page).toHaveURL(/\/feed/);
  });

  test('a ban right after a search still says «Пользователь заблокирован»', async ({
    page,
    api,
    account,
    loginAs,
    shot,
  }) => {
    test.setTimeout(120_000);
    const tag = String(Date.now() % 100_000).padStart(5, '0');
    const victim = await account({ name: `Борис Банов ${tag}` });
    await loginAs(page, 'moder');
    // Searches answer slowly, as on a weak connection.
    await page.route(/\/api\/moderation\/users\?.*search=/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/moderation/users');
    const search = page.getByLabel('Поиск по телефону или имени');
    await search.fill(`Банов ${tag.slice(0, 4)}`);
    const row = page.getByTestId('moderation-user').filter({ hasText: `Борис Банов ${tag}` });
    await expect(row).toHaveCount(1);
    // One more letter, and the ban at once, before the new search has answered.
    await search.pressSequentially(tag.slice(4));
    await row.getByRole('button', { name: 'Заблокировать' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(600);
    await shot(page, 'quality-moderation-searching', { fullPage: false });
    await dialog.getByRole('button', { name: 'Заблокировать' }).click();
    await expect(page.getByText('Пользователь заблокирован')).toBeVisible();
    await shot(page, 'quality-moderation-banned', { fullPage: false });
    await expect(row).toContainText('Заблокирован');
    await setRole(api, victim.id, 1);
  });

  test('documents: the name without its extension beside the type, a long name cut in the middle', async ({
    page,
    api,
    loginAs,
    shot,
  }, testInfo) => {
    test.setTimeout(90_000);
    const { token } = await loginAs(page, 'builder');
    const list = await api.ok(listBackofficeObjects, { query: { page: 1 } }, { as: token });
    // The phone and desktop runs go at once: each uploads to a complex of its own (by id: the list's order is the
    // last change's, which other specs move).
    const published = list.data.filter((o) => o.published).sort((a, b) => a.id - b.id);
    const object = published[testInfo.project.name === 'phone' ? 1 : 0]!;
    const uploaded = await api.call(
      uploadBackofficeDocument,
      {
        params: { id: object.id },
        body: { file: { name: LONG_NAME, mimeType: 'application/pdf', buffer: PDF } },
      },
      { as: token },
    );
    expect(uploaded.ok, uploaded.text).toBe(true);
    const docs = uploaded.body.documents;
    const doc = docs.find((d) => d.name.startsWith('Разрешение на ввод'))!;
    try {
      await page.goto(`/builder_cabinet/${object.id}#documents`);
      // The demo's own «Разрешение на ввод в эксплуатацию» may stand beside it: this one ends «итоговое».
      const item = page.getByRole('list', { name: 'Документы' }).getByRole('listitem').filter({
        hasText: 'итоговое',
      });
      await expect(item).toBeVisible();
      await item.scrollIntoViewIfNeeded();
      await shot(page, 'quality-backoffice-documents', { fullPage: false });
      await expect(item).toContainText('…');
      await expect(item).toContainText('итоговое');
      await expect(item).not.toContainText('.pdf');

      await page.goto(`/realty/${object.id}`);
      const entry = page.getByRole('listitem').filter({ hasText: 'итоговое' });
      await entry.scrollIntoViewIfNeeded();
      await shot(page, 'quality-realty-documents', { fullPage: false });
      await expect(entry).toContainText('…');
      await expect(entry).not.toContainText('.pdf');
    } finally {
      await api.call(deleteBackofficeDocument, { params: { id: object.id, docId: doc.id } }, { as: token });
    }
  });

  test('leaving the address tab while the map zooms throws nothing', async ({ page, api, loginAs, shot }) => {
    const errors = pageErrors(page);
    const { token } = await loginAs(page, 'builder');
    const list = await api.ok(listBackofficeObjects, { query: { page: 1 } }, { as: token });
    const id = list.data[0]!.id;
    await page.goto(`/builder_cabinet/${id}#address`);
    const map = page.locator('.leaflet-container');
    await expect(map).toBeVisible();
    await shot(page, 'quality-address-map', { fullPage: false });
    const tabs = page.getByRole('navigation', { name: 'Разделы объекта' });
    for (let i = 0; i < 3; i += 1) {
      // The zoom animates for a quarter of a second; the tab is left in the middle of it.
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await tabs.getByRole('link', { name: 'Фото', exact: true }).click();
      await page.waitForTimeout(400);
      await tabs.getByRole('link', { name: 'Адрес', exact: true }).click();
      await expect(map).toBeVisible();
    }
    await page.waitForTimeout(500);
    expect(errors).toEqual([]);
  });
});
