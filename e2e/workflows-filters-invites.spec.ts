// Saved filters and invites as a person uses them: the feed's filter saved under a name, found in the cabinet,
// applied back to the feed and deleted; a phone invited, the inviter's bell telling of its first login and the invite
// seen accepted, another withdrawn.
// Each test uses a new account, so its lists start empty whatever other tests do.
import type { Page } from '@playwright/test';
import { test, expect, type KvartalFixtures } from './fixtures.ts';
import { PRIVACY_VERSION } from '#shared/texts/privacy.ts';
import * as authApi from '#shared/api/auth.ts';
import { apiOf } from './api.ts';

/** A new, active account made through the API as the screens would (code, terms, email link): its token. */
const newActiveUser = async (account: KvartalFixtures['account'], phone: string): Promise<string> =>
  (await account({ phone, email: `wf-${phone.slice(1)}@kvartal.test` })).token;

const useToken = (page: Page, token: string) =>
  page.addInitScript((value) => localStorage.setItem('token', value), token);

const found = async (page: Page) =>
  Number((await page.getByText(/^Найдено \d+/).innerText()).replace(/\D/g, ''));
const masked = (phone: string) =>
  `+7(${phone.slice(2, 5)})${phone.slice(5, 8)}-${phone.slice(8, 10)}-${phone.slice(10, 12)}`;

test.describe('[workflows] saved filters', () => {
  test('the feed’s filter is saved under a name, applied from the cabinet and deleted @both', async ({
    page,
    newPhone,
    account,
    shot,
  }) => {
    test.setTimeout(90_000);
    await useToken(page, await newActiveUser(account, newPhone()));
    const name = 'Пентхаусы у моря';

    await page.goto('/cabinet/filters');
    await expect(page.getByRole('heading', { name: 'Список фильтров пуст' })).toBeVisible();

    // The user's own filter in the feed: penthouses only.
    await page.goto('/feed');
    await page.getByRole('button', { name: 'Все', exact: true }).click();
    await expect(page.getByTestId('results').locator('article').first()).toBeVisible();
    await page.getByTestId('open-filters').click();
    const panel = page.getByRole('dialog', { name: 'Фильтры' });
    await panel.getByRole('button', { name: 'Пентхаус', exact: true }).click();
    await page.getByTestId('filter-show').click();
    await expect(panel).toBeHidden();
    await expect(page.getByText('Свой фильтр')).toBeVisible();
    const penthouses = await found(page);

    // An empty name counts as a cancel; a name saves it.
    const save = page.getByRole('button', { name: 'Сохранить фильтр' });
    await save.click();
    const prompt = page.getByRole('dialog', { name: 'Сохранить фильтр' });
    await prompt.getByRole('button', { name: 'Сохранить' }).click();
    await expect(prompt).toBeHidden();
    await save.click();
    await prompt.getByLabel('Название фильтра').fill(name);
    await shot(page, 'workflows-filter-save', { fullPage: false });
    await prompt.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText(`Фильтр «${name}» сохранён`)).toBeVisible();

    // Back to the default preset, then to the cabinet.
    await page.getByRole('button', { name: 'Сбросить фильтр' }).click();
    await expect(page.getByRole('button', { name: 'Акции', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goto('/cabinet/filters');
    await expect(page.getByText('Сейчас в ленте встроенный фильтр')).toBeVisible();
    const saved = page.getByTestId('saved-filters').getByRole('listitem').filter({ hasText: name });
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText('Новостройки');
    await expect(saved).toContainText('Пентхаус');
    await shot(page, 'workflows-filters');

    // Applied: the feed searches with it, and names it.
    await saved.getByRole('button', { name: `Применить: ${name}` }).click();
    await expect(page).toHaveURL(/\/feed$/);
    await expect(page.getByText(`Фильтр «${name}»`)).toBeVisible();
    await expect.poll(() => found(page)).toBe(penthouses);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('filters') ?? 'null'));
    expect(stored).toMatchObject({ preset: false, name, filter: { market: 1, cntApart: [6] } });
    expect(typeof stored.id).toBe('number');

    // The cabinet shows it as the one in use; deleting it empties the list.
    await page.goto('/cabinet/filters');
    await expect(page.getByText(`Сейчас в ленте сохранённый фильтр «${name}»`)).toBeVisible();
    await expect(saved.getByRole('button', { name: `Применить: ${name}` })).toHaveText('Применён');
    await saved.getByRole('button', { name: `Удалить: ${name}` }).click();
    await page
      .getByRole('alertdialog', { name: `Удалить фильтр «${name}»?` })
      .getByRole('button', { name: 'Удалить' })
      .click();
    await expect(page.getByRole('heading', { name: 'Список фильтров пуст' })).toBeVisible();
    await shot(page, 'workflows-filters-empty');
  });
});

test.describe('[workflows] invites', () => {
  test('a phone is invited, seen accepted once it logs in, and another invite is withdrawn @both', async ({
    page,
    request,
    newPhone,
    readSmsCode,
    account,
    shot,
  }) => {
    test.setTimeout(90_000);
    const ownPhone = newPhone();
    await useToken(page, await newActiveUser(account, ownPhone));
    const friend = newPhone();
    const other = newPhone();

    // From the cabinet's list of sections.
    await page.goto('/cabinet');
    await page.getByTestId('cabinet-invites').click();
    await expect(page).toHaveURL(/\/cabinet\/invites$/);
    await expect(page.getByText('Вы ещё никого не пригласили')).toBeVisible();
    const phone = page.getByLabel('Номер телефона');
    const send = page.getByRole('button', { name: 'Пригласить' });

    // Only a complete number can be sent; the server's 422 text shows under the field.
    await phone.pressSequentially('999');
    await expect(send).toBeDisabled();
    await phone.fill('');
    await phone.pressSequentially(ownPhone.slice(2));
    await send.click();
    await expect(page.getByText('Нельзя пригласить самого себя')).toBeVisible();

    await phone.fill('');
    await phone.pressSequentially(friend.slice(2));
    await expect(phone).toHaveValue(masked(friend));
    await send.click();
    await expect(page.getByText(`Приглашение для ${masked(friend)} сохранено`)).toBeVisible();
    const list = page.getByTestId('invites-list');
    await expect(list.getByRole('listitem').filter({ hasText: masked(friend) })).toContainText('Ждёт входа');
    await expect(phone).toHaveValue('');

    await phone.pressSequentially(other.slice(2));
    await send.click();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await shot(page, 'workflows-invites');

    // The invited phone logs in for the first time: the inviter hears of it in the bell at once…
    const bell = page.getByTestId('notification-bell').locator('visible=true');
    await expect(page.getByTestId('notification-badge').locator('visible=true')).toHaveCount(0);
    expect((await apiOf(request).call(authApi.requestCode, { body: { phone: friend } })).ok).toBe(true);
    const login = (
      await apiOf(request).call(authApi.login, {
        body: { phone: friend, code: await readSmsCode(friend), consentVersion: PRIVACY_VERSION },
      })
    ).response;
    expect(login.ok()).toBe(true);
    await expect(page.getByTestId('notification-badge').locator('visible=true')).toHaveText('1');
    // The «сохранено» toasts have gone by then, so the screenshot shows the panel.
    await expect(page.getByText(/^Приглашение для .* сохранено$/)).toHaveCount(0);
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Уведомления' });
    await expect(panel.getByTestId('notification').first()).toContainText(
      `Пользователь ${masked(friend)} принял ваше приглашение.`,
    );
    await shot(page, 'workflows-invites-notification');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // …and the invite shows accepted, without a reload and after one.
    const accepted = list.getByRole('listitem').filter({ hasText: masked(friend) });
    await expect(accepted).toContainText('Принято');
    await page.reload();
    await expect(accepted).toContainText('Принято');

    // Withdrawn.
    await list.getByRole('button', { name: `Отозвать: ${masked(other)}` }).click();
    await page
      .getByRole('alertdialog', { name: `Отозвать приглашение для ${masked(other)}?` })
      .getByRole('button', { name: 'Отозвать' })
      .click();
    await expect(page.getByText('Приглашение отозвано')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await shot(page, 'workflows-invites-accepted');
  });
});
