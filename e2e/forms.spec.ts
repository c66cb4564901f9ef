// Forms on useApiForm (issue 30): a double click on the submit sends one request, and the server's 422 lands on
// its field. Both forms here are refused by the server, so the demo data stays as it was for the other specs.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { companyTexts } from '#shared/texts/companies.ts';
import { embedTexts } from '#shared/texts/embed.ts';
import { importTexts } from '#shared/texts/inventory-import.ts';
import { test, expect, type KvartalFixtures } from './fixtures.ts';
import { demoToken } from './demo-login.ts';
import { authHeaders } from './workflows-helpers.ts';
import * as backofficeApi from '#shared/api/backoffice.ts';
import { apiOf } from './api.ts';

/** Counts the requests a page sends to one API path with one method. */
function countRequests(page: Page, method: string, path: RegExp) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}

/**
 * The builder's first published complex open at a tab, counting the requests (method, the complex's `endpoint`) from
 * before the page loads.
 */
async function openComplexTab(
  page: Page,
  request: APIRequestContext,
  loginAs: KvartalFixtures['loginAs'],
  tab: string,
  method: string,
  endpoint: string,
) {
  const id = await firstComplex(request);
  await loginAs(page, 'builder');
  const route = { method, path: new RegExp(`^/api/backoffice/objects/${id}/${endpoint}$`) };
  const sent = countRequests(page, route.method, route.path);
  await page.goto(`/builder_cabinet/${id}#${tab}`);
  return { route, sent };
}

/** A double click on `submit`: the server answers the request (method, path) with 422, shown on `field` as `error`. */
async function expectRefusedOnField(
  page: Page,
  request: { method: string; path: RegExp },
  submit: Locator,
  field: Locator,
  error: Locator,
) {
  const answer = page.waitForResponse(
    (r) => r.request().method() === request.method && request.path.test(new URL(r.url()).pathname),
  );
  await submit.dblclick();
  expect((await answer).status()).toBe(422);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(error).toBeVisible();
}

/** The field in the middle of the screen (on a phone the sticky save bar covers the bottom), then what it shows. */
async function shotAtField(page: Page, shot: KvartalFixtures['shot'], field: Locator, name: string) {
  await field.evaluate((input) => input.scrollIntoView({ block: 'center' }));
  await shot(page, name, { fullPage: false });
}

async function firstComplex(request: APIRequestContext): Promise<number> {
  const headers = authHeaders(await demoToken('builder'));
  const mine = (
    await apiOf(request).call(backofficeApi.listBackofficeObjects, { query: { page: 1 } }, { headers })
  ).body;
  return (mine.data as { id: number; published: boolean }[]).find((c) => c.published)!.id;
}

test.describe('[forms] one request per submit, the server’s 422 on its field', () => {
  test('the company’s profile: a double click sends once; a request limit out of range is refused on its field @both', async ({
    page,
    loginAs,
    shot,
  }) => {
    await loginAs(page, 'builder');
    const put = { method: 'PUT', path: /^\/api\/companies\/\d+$/ };
    const sent = countRequests(page, put.method, put.path);
    await page.goto('/cabinet/company');
    const form = page.getByTestId('company-profile');
    const limit = form.getByRole('textbox', { name: companyTexts.profile.requestLimitMinutes });
    // The form leaves the range to the server, which refuses it: nothing is saved for the other specs.
    await limit.fill('2');
    const save = form.getByTestId('company-save');
    await expectRefusedOnField(page, put, save, limit, form.getByText(companyTexts.errors.requestLimit));
    await expect(save).toBeEnabled();
    expect(sent).toHaveLength(1);
    await shotAtField(page, shot, limit, 'forms-company-422');
  });

  test('«Виджет на сайт»: a double click on «Сохранить» sends once; a bad site is refused on its line @both', async ({
    page,
    request,
    loginAs,
    shot,
  }) => {
    const { route: put, sent } = await openComplexTab(page, request, loginAs, 'widget', 'PUT', 'embed');
    await page.getByRole('button', { name: embedTexts.settings.add }).click();
    const line = page.getByRole('textbox', { name: embedTexts.settings.origins }).last();
    await line.fill('сайт застройщика');
    const bar = page.getByRole('region', { name: 'Есть несохранённые изменения' });
    const save = bar.getByRole('button', { name: 'Сохранить' });
    await expectRefusedOnField(page, put, save, line, page.getByText(embedTexts.settings.badOrigin));
    expect(sent).toHaveLength(1);
    await shotAtField(page, shot, line, 'forms-widget-422');
  });

  test('«Фиды по расписанию»: a link that is not one is refused on its field by the shared schema, nothing sent @both', async ({
    page,
    request,
    loginAs,
    shot,
  }) => {
    // The e2e server allows private addresses (its fake services live there), so the server's own refusal is
    // left to the component test: this one shows the browser's, and stores nothing for the other specs.
    const { sent } = await openComplexTab(page, request, loginAs, 'import', 'POST', 'import-schedules');
    const form = page.getByRole('form', { name: importTexts.ui.addSchedule });
    const link = form.getByRole('textbox', { name: importTexts.ui.feedUrl });
    await link.fill('фид застройщика');
    await form.getByRole('button', { name: importTexts.ui.addSchedule }).dblclick();
    await expect(form.getByText(importTexts.errors.feedUrl)).toBeVisible();
    await expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
    await shotAtField(page, shot, link, 'forms-import-schedule-invalid');
  });
});
