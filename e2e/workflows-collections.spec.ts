// Collections as an agent uses them: complexes gathered into two collections from the feed's cards and from the
// object page, one sent to a client, and the link walked in a fresh browser without login (object and chessboard
// previews: no commission, no hearts, no collection or offer buttons). Then resale offers from «Вторичка» beside a
// complex, sent, and the offer opened by the client without the seller's name or phone. Each run uses a new agent,
// so the first «В подборку» meets an agent with no collection and is asked a name.
import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { test, expect, type KvartalFixtures } from './fixtures.ts';
import { pageBeside } from './second-browser.ts';
import { pageErrors } from './page-errors.ts';
import { cellCard } from './cell-card.ts';
import * as realtyApi from '#shared/api/realty.ts';
import { apiOf } from './api.ts';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const AGENT = 2;

/** The page logged in as a new agent (the token set before every load): the token and the page's script errors. */
async function asNewAgent(page: Page, account: KvartalFixtures['account']) {
  const { token } = await account({ role: AGENT });
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  return { token, errors: pageErrors(page) };
}

/** A client: a fresh browser of the page's size, no token, at the sent link; its script errors. */
async function openAsGuest(browser: Browser, page: Page, testInfo: TestInfo, link: string) {
  const guest = await pageBeside(browser, page, testInfo);
  const guestErrors = pageErrors(guest);
  await guest.goto(new URL(link).pathname);
  return { client: guest.context(), guest, guestErrors };
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Answers the name prompt. */
async function nameIt(page: Page, name: string) {
  const prompt = dialog(page, 'Новая подборка');
  await expect(prompt).toBeVisible();
  await prompt.getByLabel('Название').fill(name);
  await prompt.getByRole('button', { name: 'Создать' }).click();
  await expect(prompt).toBeHidden();
}

const preset = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const cardTitle = async (card: Locator) => (await card.getByRole('heading').innerText()).trim();
const cardId = async (card: Locator) =>
  Number((await card.getByRole('heading').getByRole('link').getAttribute('href'))!.split('/').pop());

test.describe('[workflows] collections and public snapshots', () => {
  test('an agent gathers complexes into two collections, sends one, and a client walks the link without login @both', async ({
    page,
    browser,
    account,
    shot,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { errors } = await asNewAgent(page, account);
    const first = `Для Ивановых ${testInfo.project.name}`;
    const second = `Семья у моря ${testInfo.project.name}`;

    // The feed's first cards: complexes of the default preset.
    await page.goto('/feed');
    const cards = page.getByTestId('results').locator('article');
    await expect(cards.nth(2)).toBeVisible();
    const c1 = { title: await cardTitle(cards.nth(0)), id: await cardId(cards.nth(0)) };
    const c2 = { title: await cardTitle(cards.nth(1)), id: await cardId(cards.nth(1)) };
    const c3 = { title: await cardTitle(cards.nth(2)), id: await cardId(cards.nth(2)) };

    // With no collection yet, «В подборку» first asks a name; the new collection comes ticked.
    await cards
      .nth(0)
      .getByRole('button', { name: `«${c1.title}»` })
      .click();
    await nameIt(page, first);
    const select = dialog(page, 'Добавить в подборку');
    await expect(select.getByRole('checkbox', { name: new RegExp(first) })).toBeChecked();
    await shot(page, 'workflows-collection-select', { fullPage: false });
    await select.getByRole('button', { name: 'Готово' }).click();
    await expect(page.getByText(`Добавлено в подборку «${first}»`)).toBeVisible();
    await expect(cards.nth(0).getByRole('button', { name: /^В подборк[уе]: / })).toHaveText('В подборке');

    // The second card: the list, a new collection made inside it, both ticked.
    await cards
      .nth(1)
      .getByRole('button', { name: `«${c2.title}»` })
      .click();
    await expect(select.getByRole('checkbox', { name: new RegExp(first) })).not.toBeChecked();
    await select.getByRole('button', { name: 'Новая подборка' }).click();
    await nameIt(page, second);
    await expect(select.getByRole('checkbox', { name: new RegExp(second) })).toBeChecked();
    await select.getByTestId('collection-choices').getByText(first).click();
    await select.getByRole('button', { name: 'Готово' }).click();
    await expect(page.getByText('Добавлено в 2 подборки')).toBeVisible();

    // The object page of the third complex: into the second collection.
    await page.goto(`/realty/${c3.id}`);
    await expect(page.getByRole('heading', { level: 1, name: c3.title })).toBeVisible();
    await page.getByRole('button', { name: `«${c3.title}»` }).click();
    await select.getByTestId('collection-choices').getByText(second).click();
    await select.getByRole('button', { name: 'Готово' }).click();
    await expect(page.getByText(`Добавлено в подборку «${second}»`)).toBeVisible();

    // Both collections in the cabinet with two objects each.
    await page.goto('/cabinet/collections');
    const tiles = page.getByTestId('collection-tile');
    await expect(tiles).toHaveCount(2);
    await expect(tiles.filter({ hasText: first })).toContainText('2 объекта');
    await expect(tiles.filter({ hasText: second })).toContainText('2 объекта');
    await shot(page, 'workflows-collections');

    // One removed from the second collection.
    await tiles.filter({ hasText: second }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
    const objects = page.getByTestId('collection-objects').locator('article');
    await expect(objects).toHaveCount(2);
    await objects.filter({ hasText: c3.title }).getByRole('button', { name: 'Убрать из подборки' }).click();
    await expect(objects).toHaveCount(1);
    await expect(objects.first()).toContainText(c2.title);

    // The first collection sent: a link made on arrival, copied, offered to Telegram and WhatsApp.
    await page.goto('/cabinet/collections');
    await tiles.filter({ hasText: first }).getByRole('link').click();
    await expect(page.getByTestId('collection-objects').locator('article')).toHaveCount(2);
    await shot(page, 'workflows-collection');
    await page.getByRole('link', { name: 'Отправить клиенту' }).click();
    const linkField = page.getByTestId('snapshot-link');
    await expect(linkField).toHaveValue(/^http:\/\/[^/]+\/[A-Za-z0-9_-]{22}$/);
    const link = await linkField.inputValue();
    await expect(page.getByText(/^Создана \d/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'href',
      `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(`Подборка «${first}»: 2 объекта`)}`,
    );
    await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Подборка «${first}»: 2 объекта ${link}`)}`,
    );
    await page.getByRole('button', { name: 'Копировать' }).click();
    await expect(page.getByText('Ссылка скопирована в буффер обмена')).toBeVisible();
    await shot(page, 'workflows-collection-send');
    // Coming back offers the same link again.
    await page.reload();
    await expect(linkField).toHaveValue(link);
    expect(errors).toEqual([]);

    // A client: a fresh browser, no token.
    const { client, guest, guestErrors } = await openAsGuest(browser, page, testInfo, link);
    await expect(guest.getByRole('heading', { level: 1, name: first })).toBeVisible();
    const shared = guest.getByTestId('snapshot-objects').locator('article');
    await expect(shared).toHaveCount(2);
    await expect(shared.filter({ hasText: c1.title })).toHaveCount(1);
    await expect(shared.filter({ hasText: c2.title })).toHaveCount(1);
    await expect(guest.getByRole('button', { name: /избранное/ })).toHaveCount(0);
    await expect(guest.getByRole('button', { name: /подборку/ })).toHaveCount(0);
    await expect(guest.getByText(/Комиссия/)).toHaveCount(0);
    await shot(guest, 'workflows-snapshot');

    // The object in preview mode.
    await shared.filter({ hasText: c1.title }).getByRole('heading').getByRole('link').click();
    await expect(guest).toHaveURL(new RegExp(`/[A-Za-z0-9_-]{22}/${c1.id}$`));
    await expect(guest.getByRole('heading', { level: 1, name: c1.title })).toBeVisible();
    await expect(guest.getByTestId('commission')).toHaveCount(0);
    await expect(guest.getByRole('button', { name: /избранное/ })).toHaveCount(0);
    await expect(guest.getByRole('button', { name: /подборку/ })).toHaveCount(0);
    await shot(guest, 'workflows-snapshot-object');

    // Its chessboard in preview mode: units readable, no offers' owners, no commission, no offer buttons.
    await guest.getByRole('link', { name: 'Открыть шахматку' }).click();
    await expect(guest).toHaveURL(new RegExp(`/[A-Za-z0-9_-]{22}/${c1.id}/chess/\\d+$`));
    const grid = guest.getByTestId('chess-grid');
    await expect(grid).toBeVisible();
    await grid.locator('[data-cell-id]').first().click();
    const unit = cellCard(guest);
    await expect(unit).toBeVisible();
    await expect(unit).toContainText('Площадь');
    await expect(unit.getByRole('link', { name: /^(Выбрать|Добавить|Редактировать)$/ })).toHaveCount(0);
    await expect(unit.getByText(/Комиссия/)).toHaveCount(0);
    await shot(guest, 'workflows-snapshot-chess');
    await guest.keyboard.press('Escape');

    // The agent changes the collection: the send screen says so, and a refresh brings the same link up to date.
    await page.goto('/cabinet/collections');
    await tiles.filter({ hasText: first }).getByRole('link').click();
    const own = page.getByTestId('collection-objects').locator('article');
    await own.filter({ hasText: c2.title }).getByRole('button', { name: 'Убрать из подборки' }).click();
    await expect(own).toHaveCount(1);
    await page.getByRole('link', { name: 'Отправить клиенту' }).click();
    await expect(linkField).toHaveValue(link);
    await expect(page.getByTestId('snapshot-changed')).toContainText('Подборка изменилась');
    await shot(page, 'workflows-collection-send-changed');
    await page.getByRole('button', { name: 'Обновить ссылку' }).click();
    await expect(
      page.getByText('Ссылка обновлена: по ней открывается текущий состав подборки'),
    ).toBeVisible();
    await expect(page.getByTestId('snapshot-changed')).toHaveCount(0);
    await expect(linkField).toHaveValue(link);
    await guest.goto(new URL(link).pathname);
    await expect(shared).toHaveCount(1);
    await expect(shared.first()).toContainText(c1.title);

    // A wrong link: a calm page, not an error.
    await guest.goto('/AAAAAAAAAAAAAAAAAAAAAA');
    await expect(guest.getByRole('heading', { name: 'Ссылка не найдена или устарела' })).toBeVisible();
    await shot(guest, 'workflows-snapshot-missing');
    expect(guestErrors).toEqual([]);
    await client.close();
  });

  test('an agent puts resale offers from «Вторичка» beside a complex, sends them, and a client opens an offer without the seller’s contacts @both', async ({
    page,
    request,
    browser,
    account,
    shot,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { token, errors } = await asNewAgent(page, account);
    const name = `Вторичка для Смирновых ${testInfo.project.name}`;
    const select = dialog(page, 'Добавить в подборку');

    // «Вторичка»: offer cards carry «В подборку» too; the first one makes the agent's first collection.
    await page.goto('/feed');
    await preset(page, 'Вторичка').click();
    await expect(preset(page, 'Вторичка')).toHaveAttribute('aria-pressed', 'true');
    const cards = page.getByTestId('results').locator('article');
    await expect(cards.nth(1)).toBeVisible();
    await expect(cards.first().locator('a[href^="/offer/"]').first()).toBeVisible();
    const o1 = { title: await cardTitle(cards.nth(0)), id: await cardId(cards.nth(0)) };
    const o2 = { title: await cardTitle(cards.nth(1)), id: await cardId(cards.nth(1)) };
    await cards
      .nth(0)
      .getByRole('button', { name: `«${o1.title}»` })
      .click();
    await nameIt(page, name);
    await expect(select.getByRole('checkbox', { name: new RegExp(name) })).toBeChecked();
    await shot(page, 'workflows-collection-select-offer', { fullPage: false });
    await select.getByRole('button', { name: 'Готово' }).click();
    await expect(page.getByText(`Добавлено в подборку «${name}»`)).toBeVisible();
    await expect(cards.nth(0).getByRole('button', { name: /^В подборк[уе]: / })).toHaveText('В подборке');

    // The second offer from its own page.
    await page.goto(`/offer/${o2.id}`);
    await expect(page.getByRole('heading', { level: 1, name: o2.title })).toBeVisible();
    await page.getByRole('button', { name: `«${o2.title}»` }).click();
    await select.getByTestId('collection-choices').getByText(name).click();
    await select.getByRole('button', { name: 'Готово' }).click();
    await expect(page.getByText(`Добавлено в подборку «${name}»`)).toBeVisible();
    await expect(page.getByRole('button', { name: `«${o2.title}»` })).toHaveText('В подборке');
    await shot(page, 'workflows-offer-in-collection');

    // And a complex beside them, from the new-builds feed.
    await page.goto('/feed');
    await preset(page, 'Все').click();
    await expect(preset(page, 'Все')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards.first().locator('a[href^="/realty/"]').first()).toBeVisible();
    const c1 = { title: await cardTitle(cards.nth(0)), id: await cardId(cards.nth(0)) };
    await cards
      .nth(0)
      .getByRole('button', { name: `«${c1.title}»` })
      .click();
    await select.getByTestId('collection-choices').getByText(name).click();
    await select.getByRole('button', { name: 'Готово' }).click();
    await expect(page.getByText(`Добавлено в подборку «${name}»`)).toBeVisible();

    // The collection: three cards, the offers as the feed shows them, each removable.
    await page.goto('/cabinet/collections');
    const tile = page.getByTestId('collection-tile').filter({ hasText: name });
    await expect(tile).toContainText('3 объекта');
    await tile.getByRole('link').click();
    const own = page.getByTestId('collection-objects').locator('article');
    await expect(own).toHaveCount(3);
    const ownOffer = own.filter({ has: page.locator(`a[href="/offer/${o1.id}"]`) });
    await expect(ownOffer.getByRole('button', { name: /^В подборк[уе]: / })).toHaveText('В подборке');
    await expect(ownOffer.getByRole('button', { name: 'Убрать из подборки' })).toBeVisible();
    await shot(page, 'workflows-collection-offers');

    // Sent.
    await page.getByRole('link', { name: 'Отправить клиенту' }).click();
    const linkField = page.getByTestId('snapshot-link');
    await expect(linkField).toHaveValue(/^http:\/\/[^/]+\/[A-Za-z0-9_-]{22}$/);
    const link = await linkField.inputValue();
    expect(errors).toEqual([]);

    // What the seller's contact is, as the agent sees it on the offer page: the client must not see it.
    const full = (
      await apiOf(request).call(
        realtyApi.getObject,
        { params: { id: o1.id }, body: { isOffer: 1 } },
        { headers: auth(token) },
      )
    ).body;
    if (!full.isOffer) throw new Error(`offer ${o1.id} answered as a complex`);
    const sellerPhone = String(full.contact.phone ?? '').replace(/\D/g, '');
    expect(sellerPhone).toMatch(/^7\d{10}$/);

    // A client: a fresh browser, no token.
    const { client, guest, guestErrors } = await openAsGuest(browser, page, testInfo, link);
    await expect(guest.getByRole('heading', { level: 1, name })).toBeVisible();
    const shared = guest.getByTestId('snapshot-objects').locator('article');
    await expect(shared).toHaveCount(3);
    await expect(guest.getByRole('button', { name: /избранное|подборку/ })).toHaveCount(0);
    await expect(guest.getByText(/Комиссия|Агенту|50\/50|Сверху/)).toHaveCount(0);
    // Nothing leads out of the link to pages that would ask the client to log in.
    await expect(guest.locator('a[href^="/realty/"], a[href^="/offer/"]')).toHaveCount(0);
    await shot(guest, 'workflows-snapshot-offers');

    // The offer in preview: its facts and photos, no seller, no call, no commission, no buttons.
    await shared.filter({ hasText: o1.title }).getByRole('heading').getByRole('link').click();
    await expect(guest).toHaveURL(new RegExp(`/[A-Za-z0-9_-]{22}/${o1.id}\\?offer=1$`));
    await expect(guest.getByRole('heading', { level: 1, name: o1.title })).toBeVisible();
    await expect(guest.getByTestId('offer-price')).toContainText('₽');
    await expect(guest.getByText('Продавец', { exact: true })).toHaveCount(0);
    await expect(guest.locator('a[href^="tel:"], a[href^="sms:"]')).toHaveCount(0);
    await expect(guest.getByTestId('offer-commission')).toHaveCount(0);
    await expect(guest.getByRole('button', { name: /избранное|подборку/ })).toHaveCount(0);
    const shown = (await guest.locator('body').innerText()).replace(/\D/g, '');
    expect(shown).not.toContain(sellerPhone.slice(1));
    if (full.contact.name) await expect(guest.getByText(full.contact.name, { exact: true })).toHaveCount(0);
    await shot(guest, 'workflows-snapshot-offer');

    // The complex in preview: no sales office contacts either.
    await guest.goto(`${new URL(link).pathname}/${c1.id}`);
    await expect(guest.getByRole('heading', { level: 1, name: c1.title })).toBeVisible();
    await expect(guest.locator('#realty-contacts')).toHaveCount(0);
    await expect(guest.locator('a[href^="tel:"], a[href^="mailto:"]')).toHaveCount(0);
    expect(guestErrors).toEqual([]);
    await client.close();
  });
});
