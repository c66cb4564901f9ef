// Live collections as an agent and a client use them: the agent adds two flats from the chessboard and their complex
// to a collection and sends it; the client opens the link on a phone without an account, likes one flat and asks
// about the other; the agent's open collection page shows the opening, the mark and the comment without a reload.
// Then the builder raises one flat's price and sells the other through the back-office API, and the client's page
// says «Цена выросла…» and «Продано». The flats are in a building made for this test and removed after it.
import { devices, type Locator, type Page } from '@playwright/test';
import { updateCell } from '#shared/api/chess-editor.ts';
import { test, expect } from './fixtures.ts';
import { pageErrors } from './page-errors.ts';
import { createPublishedSection, type PublishedSection } from './chess-section.ts';
import { demoToken } from './demo-login.ts';
import { cellCard } from './cell-card.ts';

const AGENT = 2;
const SOLD = 5;
const PHONE = {
  userAgent: devices['Pixel 7'].userAgent,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

const selectDialog = (page: Page) => page.getByRole('dialog', { name: 'Добавить в подборку' });

/** «В подборку» on the open unit card or page; the first time a name is asked, later the collection is ticked. */
async function addToCollection(page: Page, where: Locator, collection: string, first: boolean) {
  await where.getByRole('button', { name: /^В подборку: / }).click();
  if (first) {
    const prompt = page.getByRole('dialog', { name: 'Новая подборка' });
    await prompt.getByLabel('Название').fill(collection);
    await prompt.getByRole('button', { name: 'Создать' }).click();
  } else {
    await selectDialog(page).getByText(collection).click();
  }
  await expect(selectDialog(page).getByRole('checkbox', { name: new RegExp(collection) })).toBeChecked();
  await selectDialog(page).getByRole('button', { name: 'Готово' }).click();
  await expect(page.getByText(`Добавлено в подборку «${collection}»`)).toBeVisible();
}

test.describe('[collections-live] a sent collection as a live conversation with the client', () => {
  let section: PublishedSection | null = null;
  test.afterEach(async () => {
    await section?.remove();
    section = null;
  });

  test('units from the chessboard, the client’s reactions live on the agent’s page, and what changed since', async ({
    page,
    request,
    api,
    account,
    browser,
    shot,
  }) => {
    test.setTimeout(240_000);
    const builder = await demoToken('builder');
    section = await createPublishedSection(request, builder, { floors: 3, risers: 2, status: () => 4 });
    const [flatA, flatB] = section.units;
    const agent = await account({ name: 'Екатерина Смирнова', role: AGENT, page });
    const errors = pageErrors(page);
    const name = `Для Петровых ${Date.now() % 100_000}`;

    // Two flats from the chessboard's unit card, then their complex from its page.
    const chess = (unitId: number) =>
      `/realty/${section!.objectId}/chess/${section!.sectionId}?cell=${unitId}`;
    await page.goto(chess(flatA!.id));
    const card = cellCard(page, `Квартира № ${flatA!.number}`);
    await expect(card).toBeVisible();
    await addToCollection(page, card, name, true);
    await page.goto(chess(flatB!.id));
    await addToCollection(page, cellCard(page, `Квартира № ${flatB!.number}`), name, false);
    await page.goto(`/realty/${section.objectId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const complexTitle = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    await addToCollection(page, page.locator('main'), name, false);

    // The collection: two unit cards and the complex; sent.
    await page.goto('/cabinet/collections');
    await page.getByTestId('collection-tile').filter({ hasText: name }).getByRole('link').click();
    const units = page.getByTestId('collection-units').getByTestId('unit-card');
    await expect(units).toHaveCount(2);
    await expect(units.first()).toContainText(`Квартира № ${flatA!.number}`);
    await expect(units.first()).toContainText(complexTitle);
    await expect(page.getByTestId('collection-objects').locator('article')).toHaveCount(1);
    const collectionUrl = page.url();
    await page.getByRole('link', { name: 'Отправить клиенту' }).click();
    const linkField = page.getByTestId('snapshot-link');
    await expect(linkField).toHaveValue(/\/[A-Za-z0-9_-]{22}$/);
    const link = new URL(await linkField.inputValue()).pathname;
    await page.goto(collectionUrl);
    await expect(page.getByTestId('collection-views')).toHaveText('Клиент ещё не открывал ссылку');

    // The client, on a phone, without an account.
    const phone = await browser.newContext(PHONE);
    const client = await phone.newPage();
    await client.goto(link);
    await expect(client.getByRole('heading', { level: 1, name })).toBeVisible();
    const contacts = client.getByTestId('agent-contacts');
    await expect(contacts).toContainText('Екатерина Смирнова');
    await expect(contacts.getByRole('link', { name: 'Позвонить' })).toHaveAttribute(
      'href',
      `tel:${agent.phone}`,
    );
    const items = client.getByTestId('snapshot-item');
    await expect(items).toHaveCount(3);
    await items.nth(0).getByRole('button', { name: 'Нравится' }).click();
    await expect(items.nth(0).getByRole('button', { name: 'Нравится' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await items.nth(1).getByRole('button', { name: 'Комментировать' }).click();
    await items.nth(1).getByLabel('Комментарий для агента').fill('Какие окна — во двор или на улицу?');
    await items.nth(1).getByLabel('Ваше имя (необязательно)').fill('Анна Петрова');
    await items.nth(1).getByRole('button', { name: 'Отправить' }).click();
    await expect(items.nth(1).getByText('Какие окна — во двор или на улицу?')).toBeVisible();
    await shot(client, 'collections-live-client-phone');

    // The agent's page, still open, shows them without a reload.
    await expect(page.getByTestId('collection-views')).toContainText(
      /^Открыта 1 раз, последний раз сегодня в/,
    );
    const agentUnits = page.getByTestId('collection-units').getByTestId('unit-card');
    await expect(agentUnits.nth(0).getByTestId('item-feedback')).toContainText('Нравится: 1');
    await expect(agentUnits.nth(1).getByTestId('item-feedback')).toContainText(
      'Какие окна — во двор или на улицу?',
    );
    await expect(agentUnits.nth(1).getByTestId('item-feedback')).toContainText('Анна Петрова');
    await shot(page, 'collections-live-agent-desktop');

    // The builder raises flat A's price and sells flat B.
    const as = { as: builder };
    const raise = await api.call(
      updateCell,
      { params: { id: flatA!.id }, body: { price: flatA!.price + 300_000 } },
      as,
    );
    expect(raise.ok, raise.text).toBe(true);
    const sell = await api.call(updateCell, { params: { id: flatB!.id }, body: { status: SOLD } }, as);
    expect(sell.ok, sell.text).toBe(true);

    await client.reload();
    await expect(items.nth(0).getByTestId('change-badges')).toHaveText(/Цена выросла на 300\s000\s₽/);
    // The sold flat's card says «Продано» itself, once: no badge repeats it.
    await expect(items.nth(1).getByText('Продано', { exact: true })).toHaveCount(1);
    await expect(items.nth(1).getByTestId('change-badges')).toHaveCount(0);
    await expect(items.nth(1)).toHaveAttribute('data-gone', 'true');
    await expect(items).toHaveCount(3);
    // The client's mark and comment are still theirs after the reload.
    await expect(items.nth(0).getByRole('button', { name: 'Нравится' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await shot(client, 'collections-live-changes-phone');

    // The same page on a desktop.
    const desktop = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const wide = await desktop.newPage();
    await wide.goto(link);
    await expect(wide.getByTestId('snapshot-item').nth(1).getByText('Продано', { exact: true })).toHaveCount(
      1,
    );
    await shot(wide, 'collections-live-client-desktop');

    // Revoked, the link says so.
    await page.goto(collectionUrl.replace(/\/?$/, '/send'));
    await page.getByRole('button', { name: 'Отозвать ссылку' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Отозвать ссылку' }).click();
    await expect(page.getByText('Ссылка отозвана').first()).toBeVisible();
    await client.reload();
    await expect(client.getByRole('heading', { name: 'Ссылка больше не действует' })).toBeVisible();
    await shot(client, 'collections-live-revoked-phone');

    await phone.close();
    await desktop.close();
    expect(errors).toEqual([]);
  });
});
