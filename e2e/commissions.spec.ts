// «Вознаграждения» as their people live them: the agency's agent opens her commissions and asks for reconciliation
// on the accrued one; the builder's sales manager, with «Вознаграждения агентам» open in another browser, sees it
// arrive live, approves it and pays it with a payment order; the agent's «К выплате» drops and «Выплачено» grows
// without a reload. The agent's list and the builder's payables are shot on phone and desktop.
import type { Browser, TestInfo } from '@playwright/test';
import { test, expect, type DemoRole } from './fixtures.ts';
import { demoToken } from './demo-login.ts';
import { authHeaders } from './workflows-helpers.ts';
import { reconcileApproveAndPay } from './commission-flow.ts';
import * as backofficeApi from '#shared/api/backoffice.ts';
import { apiOf } from './api.ts';
import { openPageAs, type LoginAs } from './second-browser.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
/** The demo agent's accrued commission: the deal of this buyer stands at the signed contract. */
const BUYER = 'Светлана Морозова';

const openAs = (browser: Browser, testInfo: TestInfo, loginAs: LoginAs, role: DemoRole) =>
  openPageAs(browser, testInfo, loginAs, role, { viewport: DESKTOP });

test.describe('[commissions] reconciliation, approval and payment, seen live by both sides', () => {
  test('the agent asks for reconciliation, the builder approves and pays, the totals follow', async ({
    page,
    browser,
    loginAs,
    visitAs,
    shot,
  }, testInfo) => {
    test.setTimeout(150_000);
    await page.setViewportSize(DESKTOP);
    await visitAs(page, 'agent', '/cabinet/commissions');
    await expect(page.getByRole('heading', { name: 'Вознаграждения' })).toBeVisible();
    const card = page.getByTestId('commission').filter({ hasText: BUYER });
    await expect(card).toHaveAttribute('data-state', 'accrued');
    await expect(card).toContainText('Агенту 60 %, агентству 40 %');
    await page.setViewportSize(PHONE);
    await shot(page, 'commissions-agent-phone');
    await page.setViewportSize(DESKTOP);
    await shot(page, 'commissions-agent-desktop');

    // The builder's manager has the payables open.
    const builder = await openAs(browser, testInfo, loginAs, 'salesManager');
    await builder.goto('/builder_cabinet/commissions');
    await expect(builder.getByRole('heading', { name: 'Вознаграждения агентам' })).toBeVisible();
    const theirs = builder.getByTestId('commission').filter({ hasText: BUYER });
    await expect(theirs).toHaveAttribute('data-state', 'accrued');
    await expect(builder.getByTestId('by-month')).toBeVisible();
    await expect(builder.getByTestId('by-agency')).toContainText('Частные агенты');

    const { card: paidCard } = await reconcileApproveAndPay(page, builder, {
      match: [BUYER],
      atReconcile: () => shot(page, 'commissions-reconcile', { fullPage: false }),
    });
    await builder.setViewportSize(PHONE);
    await shot(builder, 'commissions-builder-phone');
    await builder.setViewportSize(DESKTOP);
    await shot(builder, 'commissions-builder-desktop');
    await builder.context().close();

    await paidCard.getByText(/^История \(\d+\)$/).click();
    await expect(paidCard).toContainText('Договор зарегистрирован, прошу сверить');
    await shot(page, 'commissions-agent-paid-desktop');
  });

  test('the agency head sees the agency’s commissions with its parts and filters by agent', async ({
    page,
    loginAs,
    shot,
  }) => {
    await loginAs(page, 'agencyHead');
    await page.goto('/cabinet/commissions');
    await expect(page.getByTestId('total-agency')).toBeVisible();
    await expect(page.getByTestId('commission').filter({ hasText: 'Артём Козлов' }).first()).toBeVisible();
    await page.getByLabel('Сотрудник').selectOption({ label: 'Артём Козлов' });
    await expect(page.getByTestId('commission').filter({ hasText: 'Екатерина Лебедева' })).toHaveCount(0);
    await shot(page, 'commissions-head-desktop');
  });

  test('the builder sets fixed terms with a layout’s own in «Комиссия»; the agency’s split on its page', async ({
    page,
    browser,
    request,
    loginAs,
    visitAs,
    shot,
  }, testInfo) => {
    const headers = authHeaders(await demoToken('builder'));
    const list = (await apiOf(request).call(backofficeApi.listBackofficeObjects, { query: {} }, { headers }))
      .body;
    // An unpublished complex: no spec books on it, so its terms may change for a while.
    const spare =
      (list.data as { id: number; published: boolean }[]).find((c) => !c.published) ?? list.data.at(-1)!;
    const before = (
      await apiOf(request).call(backofficeApi.getBackofficeObject, { params: { id: spare.id } }, { headers })
    ).body.commission;
    await visitAs(page, 'builder', `/builder_cabinet/${spare.id}#commission`);
    await page.getByLabel('Как считается').first().selectOption({ label: 'Фиксированная сумма' });
    await page.getByLabel('Сумма агенту').fill('');
    await page.getByRole('button', { name: 'Добавить планировку' }).click();
    const row = page.getByTestId('commission-override');
    await row.getByLabel('Планировка').selectOption({ label: 'Студия' });
    await row.getByLabel('Размер').fill('2,5');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Укажите фиксированную сумму')).toBeVisible();
    await page.getByLabel('Сумма агенту').fill('150000');
    await row.getByLabel('Размер').fill('25');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(row.getByText('Процент — от 0,01 до 20')).toBeVisible();
    await row.getByLabel('Размер').fill('2,5');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Изменения сохранены')).toBeVisible();
    await shot(page, 'commissions-terms', { fullPage: false });
    const saved = (
      await apiOf(request).call(backofficeApi.getBackofficeObject, { params: { id: spare.id } }, { headers })
    ).body.commission;
    expect(saved).toMatchObject({
      kind: 'fixed',
      fixed: 150_000,
      overrides: [{ cntApart: 1, kind: 'percent', value: 250 }],
    });
    await apiOf(request).call(
      backofficeApi.updateBackofficeObject,
      {
        params: { id: spare.id },
        body: { commission: { kind: before.kind, fixed: before.fixed ?? '', overrides: before.overrides } },
      },
      { headers },
    );

    // The agency's owner sees the split of each commission on the company's page.
    const head = await openAs(browser, testInfo, loginAs, 'agencyHead');
    await head.goto('/cabinet/company');
    await expect(head.getByLabel(/^Доля агента, %/)).toHaveValue('60');
    await head.getByLabel(/^Доля агента, %/).scrollIntoViewIfNeeded();
    await shot(head, 'commissions-agency-split', { fullPage: false });
    await head.context().close();
  });
});
