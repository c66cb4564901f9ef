// What a buyer checks before paying (issue 28): the builder states a complex's documents, a moderator verifies them in
// «Проверка документов», the buyer reads «Проверено Кварталом» on the complex page and opens the builder's page with
// its record; a refused part shows its reason on the builder's «Надёжность» tab.
import { listBackofficeObjects } from '#shared/api/backoffice.ts';
import { getBackofficeTrust, saveTrust } from '#shared/api/trust.ts';
import { test, expect, type Api } from './fixtures.ts';

/** By id: the back-office lists by last change, which this spec and others move while the two projects run. */
async function builderComplexes(api: Api): Promise<number[]> {
  const mine = await api.ok(listBackofficeObjects, { query: { page: 1 } }, { as: 'builder' });
  return mine.data
    .filter((c) => c.published)
    .map((c) => c.id)
    .sort((a, b) => a - b);
}

const trustOf = (api: Api, id: number) => api.ok(getBackofficeTrust, { params: { id } }, { as: 'builder' });

test.describe('[trust] the trust card, verified by a moderator, read by the buyer', () => {
  test('the builder restates the declaration; the moderator verifies it; the buyer sees it on the card @both', async ({
    page,
    browser,
    api,
    visitAs,
    shot,
  }, testInfo) => {
    const complexes = await builderComplexes(api);
    // Each project its own complex among the verified ones: the two run at once.
    const verified: number[] = [];
    for (const id of complexes) {
      const trust = await trustOf(api, id);
      if (trust.checks.length > 0 && trust.checks.every((c) => c.state === 'verified')) verified.push(id);
    }
    const objectId = verified[testInfo.project.name.includes('phone') ? 1 : 0]!;
    const before = await trustOf(api, objectId);
    const url = `https://наш.дом.рф/сервисы/каталог-новостроек/объект/${Date.now() % 1_000_000}`;
    // The declaration as the builder states it, without the moderator's checks.
    const { checks: _checks, ...declared } = before;
    const restated = await api.call(
      saveTrust,
      { params: { id: objectId }, body: { ...declared, declarationUrl: url } },
      { as: 'builder' },
    );
    expect(restated.status).toBe(200);

    await visitAs(page, 'moder', '/moderation/trust');
    const item = page.getByTestId('trust-item').filter({ hasText: decodeURI(url) });
    await expect(item).toBeVisible();
    await expect(item).toContainText('Проектная декларация');
    await shot(page, 'trust-moderation', { fullPage: false });
    await item.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(page.getByText('Пункт подтверждён')).toBeVisible();
    await expect(item).toBeHidden();

    const context = await browser.newContext({ ...testInfo.project.use });
    const buyer = await context.newPage();
    await visitAs(buyer, 'user', `/realty/${objectId}`);
    const card = buyer.getByTestId('trust-card');
    await expect(card.getByRole('heading', { name: 'Проверено Кварталом' })).toBeVisible();
    await expect(card).toContainText('Деньги покупателей на эскроу-счетах в банке');
    await expect(card.getByRole('link', { name: 'Проектная декларация' })).toHaveAttribute('href', url);
    await card.scrollIntoViewIfNeeded();
    await shot(buyer, 'trust-card', { fullPage: false });

    // The builder's name opens their page: the record and the complexes.
    await buyer.getByTestId('builder-company').getByRole('link').click();
    await expect(buyer).toHaveURL(/\/builder\/\d+$/);
    await expect(buyer.getByRole('heading', { level: 1 })).toHaveText('ГК «Черноморстрой»');
    await expect(buyer.getByTestId('builder-record')).toHaveText(
      /Сдано в срок \d+ из \d+|Пока нет сданных корпусов/,
    );
    await expect(buyer.getByTestId('builder-complex').first()).toBeVisible();
    await shot(buyer, 'builder-page');
    await context.close();
  });

  test('a refused part shows its reason on the builder’s «Надёжность» tab @both', async ({
    page,
    api,
    visitAs,
    shot,
  }) => {
    let refused: number | undefined;
    for (const id of await builderComplexes(api)) {
      if ((await trustOf(api, id)).checks.some((c) => c.state === 'refused')) refused = id;
    }
    expect(refused, 'the demo has a complex with a refused part').toBeDefined();
    await visitAs(page, 'builder', `/builder_cabinet/${refused}#trust`);
    const form = page.getByTestId('trust-form');
    await expect(form.getByLabel('Банк эскроу-счетов')).toBeVisible();
    await expect(form.getByTestId('trust-state-permit')).toContainText('Модератор не подтвердил');
    await expect(form.getByTestId('trust-state-escrowBank')).toContainText('Проверено');
    await shot(page, 'trust-tab');
  });
});
