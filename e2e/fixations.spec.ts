// Client fixation as its people live it: an agent fixes a client on a complex from its page; a second agent fixing
// the same phone is refused with a reason that names nobody; the agent's fixation on a complex under the manager's
// rule waits, and the builder's sales manager accepts it in «Фиксации клиентов». The agent's «Фиксации» and the
// builder's queue are shot on phone and desktop.
import type { Browser, Page, TestInfo } from '@playwright/test';
import {
  getBackofficeObject,
  listBackofficeObjects,
  updateBackofficeObject,
} from '#shared/api/backoffice.ts';
import { listBackofficeBookingMembers } from '#shared/api/bookings.ts';
import { formatPhone } from '#shared/format.ts';
import { test, expect, type Api, type DemoRole } from './fixtures.ts';
import { openPageAs, type LoginAs } from './second-browser.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/**
 * The demo builder's first published complexes under each rule (the seed puts the second under the manager's), by id:
 * the back-office lists by last change, and the rule test below changes a spare complex's rule for a while.
 */
async function complexesByRule(api: Api) {
  const list = await api.ok(listBackofficeObjects, { query: {} }, { as: 'builder' });
  const found: { auto?: { id: number; title: string }; manual?: { id: number; title: string } } = {};
  for (const card of [...list.data].sort((a, b) => a.id - b.id)) {
    if (!card.published) continue;
    const object = await api.ok(getBackofficeObject, { params: { id: card.id } }, { as: 'builder' });
    const mode = object.fixation.mode;
    found[mode] ??= { id: object.id, title: object.title };
    if (found.auto && found.manual) break;
  }
  expect(found.auto, 'a complex that fixes at once').toBeTruthy();
  expect(found.manual, 'a complex whose manager decides').toBeTruthy();
  return found as Required<typeof found>;
}

const openAs = (browser: Browser, testInfo: TestInfo, loginAs: LoginAs, role: DemoRole, viewport = DESKTOP) =>
  openPageAs(browser, testInfo, loginAs, role, { viewport });

async function fixClient(page: Page, objectId: number, name: string, phone: string, comment = '') {
  await page.goto(`/realty/${objectId}`);
  await page.getByRole('button', { name: 'Зафиксировать клиента' }).click();
  const sheet = page.getByRole('dialog', { name: 'Фиксация клиента' });
  await sheet.getByLabel(/^Имя клиента/).fill(name);
  await sheet.getByLabel(/^Телефон клиента/).pressSequentially(phone.slice(2));
  await expect(sheet.getByLabel(/^Телефон клиента/)).toHaveValue(formatPhone(phone));
  if (comment) await sheet.getByLabel(/^Комментарий/).fill(comment);
  await sheet.getByRole('button', { name: 'Зафиксировать' }).click();
  return sheet;
}

test.describe('[fixations] an agent fixes a client, another is refused, the builder accepts', () => {
  test('fix, refuse the second agent, accept in the queue; the lists on phone and desktop', async ({
    page,
    browser,
    api,
    loginAs,
    newPhone,
    shot,
  }, testInfo) => {
    test.setTimeout(120_000);
    const { auto, manual } = await complexesByRule(api);
    const client = newPhone();
    const waiting = newPhone();

    // The agent fixes a client on the complex that fixes at once.
    await loginAs(page, 'agent');
    const sheet = await fixClient(page, auto.id, 'Марина Ковалёва', client, 'Хочет двушку с видом на море');
    await expect(sheet).toBeHidden();
    await expect(page.getByText(/^Клиент закреплён за вами до \d\d\.\d\d\.\d{4}$/)).toBeVisible();

    // Another agent, on their own and on a phone, tries the same phone: refused, and told nothing about who holds it.
    const other = await openAs(browser, testInfo, loginAs, 'soloAgent', PHONE);
    const refused = await fixClient(other, auto.id, 'Марина К.', client);
    const alert = refused.getByRole('alert');
    await expect(alert).toHaveText(/^Клиент уже закреплён за другим агентом до \d\d\.\d\d$/);
    await expect(alert).not.toContainText('Лебедева');
    await expect(alert).not.toContainText('Ковалёва');
    await shot(other, 'fixations-refused', { fullPage: false });
    await other.context().close();

    // On the complex whose manager decides, the fixation waits.
    const pending = await fixClient(page, manual.id, 'Дмитрий Волков', waiting, 'Семья, нужна трёхкомнатная');
    await expect(pending).toBeHidden();
    await expect(page.getByText('Фиксация отправлена застройщику')).toBeVisible();

    // The builder's sales manager accepts it in the queue.
    const manager = await openAs(browser, testInfo, loginAs, 'salesManager');
    await manager.goto('/builder_cabinet/fixations');
    await expect(manager.getByRole('heading', { name: 'Фиксации клиентов' })).toBeVisible();
    await manager
      .getByRole('group', { name: 'Состояние' })
      .getByRole('button', { name: 'Ждёт решения' })
      .click();
    const card = manager.getByTestId('fixation').filter({ hasText: formatPhone(waiting) });
    await expect(card).toContainText('Дмитрий Волков');
    await expect(card).toContainText('Екатерина Лебедева');
    await manager.setViewportSize(PHONE);
    await shot(manager, 'fixations-queue-phone');
    await manager.setViewportSize(DESKTOP);
    await shot(manager, 'fixations-queue-desktop');
    await card.getByRole('button', { name: 'Принять' }).click();
    await expect(manager.getByText('Фиксация принята')).toBeVisible();
    await manager
      .getByRole('group', { name: 'Состояние' })
      .getByRole('button', { name: 'Действует' })
      .click();
    await expect(manager.getByTestId('fixation').filter({ hasText: formatPhone(waiting) })).toContainText(
      'Осталось 14 дней',
    );
    await manager.context().close();

    // The agent's «Фиксации»: both clients, with the days they have left.
    await page.goto('/cabinet/fixations');
    await expect(page.getByRole('heading', { name: 'Фиксации' })).toBeVisible();
    const mine = page.getByTestId('fixation');
    await expect(mine.filter({ hasText: formatPhone(client) })).toContainText('Осталось 30 дней');
    await expect(mine.filter({ hasText: formatPhone(waiting) })).toContainText('Осталось 14 дней');
    await page.setViewportSize(PHONE);
    await shot(page, 'fixations-mine-phone');
    await page.setViewportSize(DESKTOP);
    await shot(page, 'fixations-mine-desktop');
  });

  test('the agency head sees the agency’s fixations and filters them by agent', async ({
    page,
    loginAs,
    shot,
  }) => {
    await loginAs(page, 'agencyHead');
    await page.goto('/cabinet/fixations');
    const cards = page.getByTestId('fixation');
    await expect(cards.filter({ hasText: 'Елена Гусева' })).toContainText('Артём Козлов');
    await page.getByLabel('Сотрудник').selectOption({ label: 'Артём Козлов' });
    await expect(cards.filter({ hasText: 'Марина Кравцова' })).toHaveCount(0);
    await expect(cards.first()).toContainText('Артём Козлов');
    await shot(page, 'fixations-head-desktop');
  });

  test('the builder sets a complex’s rule in its «Бронирование» tab', async ({
    page,
    api,
    visitAs,
    shot,
  }) => {
    const as = { as: 'builder' };
    const { auto, manual } = await complexesByRule(api);
    const list = await api.ok(listBackofficeObjects, { query: {} }, as);
    // A complex the other tests do not fix on.
    const spare = list.data.find((c) => c.published && c.id !== auto.id && c.id !== manual.id)!;
    await visitAs(page, 'builder', `/builder_cabinet/${spare.id}#booking`);
    const rule = page.getByTestId('fixation-settings');
    await expect(rule.getByRole('heading', { name: 'Фиксация клиентов' })).toBeVisible();
    await rule.getByLabel('Как принимать').selectOption({ label: 'Решает менеджер' });
    await rule.getByLabel('Срок, дней').fill('21');
    await rule.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Изменения сохранены')).toBeVisible();
    await shot(page, 'fixations-rule', { fullPage: false });
    const saved = await api.ok(getBackofficeObject, { params: { id: spare.id } }, as);
    expect(saved.fixation).toEqual({ mode: 'manual', days: 21 });

    // The complex's own request manager, below the rule: Игорь takes this complex's requests.
    const manager = page.getByTestId('request-manager-settings');
    await manager.scrollIntoViewIfNeeded();
    await manager.getByLabel('Менеджер заявок').selectOption({ label: 'Игорь Васильев' });
    await manager.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Изменения сохранены').last()).toBeVisible();
    await shot(page, 'requests-complex-manager', { fullPage: false });
    const members = await api.ok(listBackofficeBookingMembers, null, as);
    const igor = members.data.find((m) => m.name === 'Игорь Васильев')!;
    const named = await api.ok(getBackofficeObject, { params: { id: spare.id } }, as);
    expect(named.requestManagerId).toBe(igor.id);
    await page.reload();
    const field = page.getByTestId('request-manager-settings').getByLabel('Менеджер заявок');
    await expect(field.locator('option:checked')).toHaveText('Игорь Васильев');

    await api.call(
      updateBackofficeObject,
      { params: { id: spare.id }, body: { fixation: { mode: 'auto', days: 30 }, requestManagerId: '' } },
      as,
    );
  });
});
