// Companies as their people live them: the builder's owner sees the sales managers and invites a new one, who logs in
// and finds the company's complexes in «Мои объекты», then confirms a booking the owner passes to them; the agency's head sees the agents; an agent on their own
// founds an agency after the INN is checked.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { formatPhone } from '#shared/format.ts';
import { test, expect, DEMO_PHONES } from './fixtures.ts';
import { agentBooksFreeUnit } from './agent-booking.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical WCAG 2.1 A/AA violations on the page as it is now (as e2e/a11y.spec.ts runs axe). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: object) => Promise<{ violations: unknown[] }> } })
      .axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations as { id: string; impact: string | null; nodes: { target: string[] }[] }[];
  });
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const digitsOf = (phone: string) => phone.replace(/^\+7/, '');
const masked = (phone: string) =>
  `+7(${phone.slice(2, 5)})${phone.slice(5, 8)}-${phone.slice(8, 10)}-${phone.slice(10, 12)}`;

async function openCompany(page: Page) {
  await page.goto('/cabinet');
  await page.getByTestId('cabinet-company').click();
  await expect(page).toHaveURL(/\/cabinet\/company/);
  await expect(page.getByRole('heading', { level: 1, name: 'Компания' })).toBeVisible();
}

test.describe('[companies] the company screen', () => {
  test('the builder’s owner sees the managers and invites one, who finds the complexes in «Мои объекты» @both', async ({
    page,
    browser,
    request,
    loginAs,
    newPhone,
    readSmsCode,
    readEmailLink,
    shot,
  }, testInfo) => {
    // Two people and a whole first login (terms, e-mail) in one test.
    test.setTimeout(120_000);
    await loginAs(page, 'builder');
    await openCompany(page);
    await expect(page.getByRole('heading', { name: 'ГК «Черноморстрой»' })).toBeVisible();
    const members = page.getByTestId('company-members');
    for (const [name, phone] of [
      ['Ольга Миронова', DEMO_PHONES.salesManager],
      ['Игорь Васильев', DEMO_PHONES.salesManager2],
    ] as const) {
      const row = members.getByTestId('company-member').filter({ hasText: name });
      await expect(row).toBeVisible();
      await expect(row.getByRole('link', { name: masked(phone) })).toBeVisible();
      await expect(row.getByText('Руководитель', { exact: true })).toBeVisible();
    }
    await expect(
      members.getByTestId('company-member').filter({ hasText: 'Ольга Миронова' }).getByText('Цены'),
    ).toBeVisible();
    await shot(page, 'companies-builder');
    await members.scrollIntoViewIfNeeded();
    await shot(page, 'companies-builder-members', { fullPage: false });

    // A manager's permissions open in place, with the Russian titles.
    await members.getByRole('button', { name: 'Права сотрудника Игорь Васильев' }).click();
    const editor = page.getByTestId('member-editor');
    for (const title of ['Цены', 'Публикация', 'Брони и заявки', 'Аналитика', 'Настройки']) {
      await expect(editor.getByText(title, { exact: true })).toBeVisible();
    }
    await shot(page, 'companies-member-editor', { fullPage: false });

    // Invite a new phone as a manager: it waits for the phone's login.
    const phone = newPhone();
    const form = page.getByTestId('company-invite-form');
    await form.getByLabel('Телефон').pressSequentially(digitsOf(phone));
    await form.getByLabel('Роль').selectOption({ label: 'Руководитель' });
    await form.getByRole('button', { name: 'Пригласить' }).click();
    const invite = page.getByTestId('company-invite').filter({ hasText: masked(phone) });
    await expect(invite).toBeVisible();
    await expect(invite.getByText(/Руководитель · Отправлено/)).toBeVisible();

    // The invited phone logs in through the screens, as a new person does.
    const context = await browser.newContext({
      ...testInfo.project.use,
      extraHTTPHeaders: { 'x-forwarded-for': `10.250.${testInfo.workerIndex % 256}.${testInfo.retry + 7}` },
    });
    const manager = await context.newPage();
    await manager.goto('/');
    await manager.getByLabel('Введите номер телефона').pressSequentially(digitsOf(phone));
    await manager.getByText('Я даю согласие на обработку персональных данных', { exact: true }).click();
    await manager.getByRole('button', { name: 'Получить код' }).click();
    await manager.getByLabel('Введите код из СМС').fill(await readSmsCode(phone));
    await expect(manager).toHaveURL(/\/onboarding/);
    await manager.getByText('Я прочитал(а) и принимаю условия пользовательского соглашения').click();
    await manager.getByRole('button', { name: 'Продолжить' }).click();
    const email = `e2e-${digitsOf(phone)}@kvartal.test`;
    await manager.getByLabel('Электронная почта').fill(email);
    await manager.getByRole('button', { name: 'Отправить ссылку' }).click();
    await expect(manager.getByText('Проверьте почту')).toBeVisible();
    const mail = await context.newPage();
    await mail.goto(await readEmailLink(email));
    await expect(mail.getByText('Почта подтверждена')).toBeVisible();
    await mail.close();
    await expect(manager).toHaveURL(/\/feed/, { timeout: 15_000 });

    await manager.goto('/builder_cabinet');
    await expect(manager.getByRole('heading', { name: 'Мои объекты' })).toBeVisible();
    await expect(
      manager.getByRole('list', { name: 'Мои объекты' }).getByRole('listitem').first(),
    ).toBeVisible();
    await shot(manager, 'companies-new-manager-objects');
    await manager.goto('/cabinet/company');
    await expect(manager.getByRole('heading', { name: 'ГК «Черноморстрой»' })).toBeVisible();
    await expect(manager.getByText('Менять профиль может владелец')).toBeVisible();

    // An agent books a unit of the company's; the owner passes the booking to the new manager, who confirms it.
    const client = newPhone();
    const booking = await agentBooksFreeUnit(request, client);
    // The turn may already have given it to the newcomer (who takes requests from the start).
    const turn = booking.assignee?.name;
    await page.goto('/builder_cabinet/bookings');
    const ownerCard = page.getByTestId('builder-booking').filter({ hasText: formatPhone(client) });
    if (turn !== phone) {
      await ownerCard.getByRole('button', { name: 'Передать' }).click();
      const pass = page.getByRole('dialog', { name: 'Передать другому менеджеру' });
      await pass.getByLabel('Кому').selectOption({ label: phone });
      await pass.getByRole('button', { name: 'Передать' }).click();
    }
    await expect(ownerCard.getByTestId('booking-assignee')).toHaveText(`Менеджер: ${phone}`);

    await manager.goto('/builder_cabinet/bookings');
    await manager.getByRole('group', { name: 'Чьи' }).getByRole('button', { name: 'Мои' }).click();
    const mine = manager.getByTestId('builder-booking').filter({ hasText: formatPhone(client) });
    await expect(mine.getByTestId('booking-assignee')).toHaveText('Назначена вам');
    await mine.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(mine.getByTestId('booking-state')).toHaveText('Подтверждена');
    await shot(manager, 'companies-new-manager-confirmed');
    await context.close();

    // The owner's list shows the new manager instead of the invite.
    await page.goto('/cabinet/company');
    await expect(page.getByTestId('company-invite').filter({ hasText: masked(phone) })).toHaveCount(0);
    await expect(page.getByTestId('company-member').filter({ hasText: masked(phone) })).toBeVisible();
  });

  test('the agency’s head sees the agency and its agents @both', async ({ page, loginAs, shot }) => {
    await loginAs(page, 'agencyHead');
    await openCompany(page);
    await expect(page.getByRole('heading', { name: 'Агентство недвижимости «Южный квартал»' })).toBeVisible();
    await expect(page.getByLabel('ИНН')).toHaveValue('2320047812');
    const members = page.getByTestId('company-members');
    for (const name of ['Наталья Белова', 'Екатерина Лебедева', 'Артём Козлов']) {
      await expect(members.getByTestId('company-member').filter({ hasText: name })).toBeVisible();
    }
    await expect(
      members.getByTestId('company-member').filter({ hasText: 'Наталья Белова' }).getByText('(вы)'),
    ).toBeVisible();
    await shot(page, 'companies-agency');
    await members.scrollIntoViewIfNeeded();
    await shot(page, 'companies-agency-members', { fullPage: false });
    await members.getByRole('button', { name: 'Права сотрудника Артём Козлов' }).click();
    await expect(page.getByTestId('member-editor')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('an agent on their own founds an agency once the INN is right @phone', async ({
    page,
    loginAs,
    shot,
  }) => {
    await loginAs(page, 'soloAgent');
    await page.goto('/cabinet');
    await expect(page.getByTestId('cabinet-company')).toHaveText(/Создать агентство/);
    await page.getByTestId('cabinet-company').click();
    const form = page.getByTestId('create-agency');
    await expect(form.getByRole('heading', { name: 'Новое агентство' })).toBeVisible();
    await form.getByLabel('Название').fill('Агентство «Зайцев и партнёры»');
    await form.getByLabel('ИНН').fill('2320047813');
    await form.getByRole('button', { name: 'Создать агентство' }).click();
    await expect(form.getByText('ИНН указан неверно: проверьте цифры')).toBeVisible();
    await form.getByLabel('ИНН').fill('12345');
    await form.getByRole('button', { name: 'Создать агентство' }).click();
    await expect(form.getByText('ИНН указан неверно: проверьте цифры')).toBeVisible();
    await shot(page, 'companies-create-agency-inn');

    await form.getByLabel('ИНН').fill('7707083893');
    await form.getByLabel('КПП').fill('770701001');
    await form.getByRole('button', { name: 'Создать агентство' }).click();
    await expect(page.getByRole('heading', { name: 'Агентство «Зайцев и партнёры»' })).toBeVisible();
    await expect(page.getByText('Владелец', { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('company-member').filter({ hasText: 'Павел Зайцев' })).toBeVisible();
    await shot(page, 'companies-agency-created');
  });
});
