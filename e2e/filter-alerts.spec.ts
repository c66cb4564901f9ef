// Saved-filter alerts as people meet them: a buyer saves the feed's filter for a complex, the builder cuts a unit's
// price in the chessboard editor, the buyer's open feed hears it at once (the bell), and the notification opens the
// feed under that filter with the complex's card marked «Цена снижена». The subscription is changed in «Мои фильтры».
import type { Page } from '@playwright/test';
import { getObject } from '#shared/api/realty.ts';
import { createPublishedSection } from './chess-section.ts';
import { expect, test } from './fixtures.ts';

const searchBox = (page: Page) => page.getByRole('combobox', { name: /^Поиск по названию/ });
const cells = (page: Page) => page.locator('[data-kind="cell"]');

test('[alerts] a price cut in the editor reaches the buyer’s open feed and marks the card @both', async ({
  page,
  browser,
  request,
  api,
  account,
  loginAs,
  shot,
}) => {
  test.setTimeout(150_000);
  // The builder's own section in a published complex: two floors, all on sale.
  const builderPage = await (await browser.newContext()).newPage();
  const { token: builderToken } = await loginAs(builderPage, 'builder');
  const section = await createPublishedSection(request, builderToken, {
    floors: 2,
    risers: 2,
    status: () => 4,
  });
  try {
    const answer = await api.call(
      getObject,
      { params: { id: section.objectId }, body: {} },
      { as: builderToken },
    );
    expect(answer.status, answer.text).toBe(200);
    const complex = answer.body;

    // The buyer finds the complex in the feed and saves that filter; a new filter notifies at once.
    await account({ page });
    await page.goto('/feed');
    // A picked suggestion opens the complex; the name typed whole and searched is a filter to keep.
    await searchBox(page).fill(complex.title);
    await searchBox(page).press('Enter');
    await expect(searchBox(page)).toHaveValue(complex.title);
    const name = `Следить: ${complex.title}`;
    await page.getByRole('button', { name: 'Сохранить фильтр' }).click();
    const prompt = page.getByRole('dialog', { name: 'Сохранить фильтр' });
    await prompt.getByLabel('Название фильтра').fill(name);
    await prompt.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText(`Фильтр «${name}» сохранён`)).toBeVisible();

    // The builder cuts the top-left unit's price by a tenth in the editor.
    const unit = section.units.find((u) => u.floor === 2 && u.riser === 1)!;
    const cut = Math.round(unit.price * 0.9);
    await builderPage.goto(`/builder_cabinet/${section.objectId}/${section.pavilionId}/${section.sectionId}`);
    await cells(builderPage).first().click();
    const sheet = builderPage.getByRole('dialog', { name: /Квартира/ });
    await sheet.getByRole('textbox', { name: 'Стоимость', exact: true }).fill(String(cut));
    await sheet.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(sheet).toBeHidden();

    // The buyer's feed, never reloaded, hears it: the bell counts it, the panel says what and where.
    const bell = page.getByRole('button', { name: /^Уведомления: / });
    await expect(bell).toBeVisible({ timeout: 20_000 });
    await bell.click();
    const note = page
      .getByTestId('notification')
      .filter({ hasText: `По фильтру «${name}»` })
      .first();
    await expect(note).toBeVisible();
    await expect(note).toContainText('Цена снижена');
    await shot(page, 'filter-alerts-notification', { fullPage: false });

    // The notification opens the feed under the saved filter with the complex's card marked.
    await note.getByRole('link', { name: 'Показать в ленте' }).click();
    await expect(page).toHaveURL(new RegExp(`/feed\\?alert=\\d+.*cut=[\\d,]*${section.objectId}`));
    await expect(page.getByText(`Фильтр «${name}»`, { exact: true })).toBeVisible();
    const card = page.getByTestId('results').locator('article').filter({ hasText: complex.title });
    await expect(card.getByText('Цена снижена')).toBeVisible();
    await shot(page, 'filter-alerts-feed', { fullPage: false });

    // «Мои фильтры»: the subscription is «Сразу» and becomes «Раз в день».
    await page.goto('/cabinet/filters');
    const saved = page.getByTestId('saved-filters').getByRole('listitem').filter({ hasText: name });
    const choice = saved.getByTestId('filter-notify');
    await expect(choice.getByRole('radio', { name: 'Сразу' })).toBeChecked();
    await choice.getByText('Раз в день').click();
    await expect(choice.getByRole('radio', { name: 'Раз в день' })).toBeChecked();
    await page.reload();
    await expect(
      page
        .getByTestId('saved-filters')
        .getByRole('listitem')
        .filter({ hasText: name })
        .getByRole('radio', { name: 'Раз в день' }),
    ).toBeChecked();
    await shot(page, 'filter-alerts-subscription', { fullPage: false });
  } finally {
    await section.remove();
    await builderPage.context().close();
  }
});
