// Forms on useApiForm (issue 30): a double click on the submit sends one request, and the server's 422 lands on
// its field. Both forms here are refused by the server, so the demo data stays as it was for the other specs.
import type { APIRequestContext, Page } from '@playwright/test';
import { embedTexts } from '#shared/texts/embed.ts';
import { test, expect } from './fixtures.ts';
import { demoToken } from './demo-login.ts';
import { authHeaders } from './workflows-helpers.ts';

/** Counts the requests a page sends to one API path with one method. */
function countRequests(page: Page, method: string, path: RegExp) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}

async function firstComplex(request: APIRequestContext): Promise<number> {
  const headers = authHeaders(await demoToken('builder'));
  const mine = await (await request.get('/api/backoffice/objects?page=1', { headers })).json();
  return (mine.data as { id: number; published: boolean }[]).find((c) => c.published)!.id;
}

test.describe('[forms] one request per submit, the server’s 422 on its field', () => {
  test('«Новый объект»: a double click sends once; a title of markup only is refused on its field @both', async ({
    page,
    loginAs,
    shot,
  }) => {
    await loginAs(page, 'builder');
    const sent = countRequests(page, 'POST', /^\/api\/backoffice\/objects$/);
    await page.goto('/builder_cabinet');
    await page.getByRole('button', { name: 'Добавить объект' }).click();
    const sheet = page.getByRole('dialog', { name: 'Новый объект' });
    // The app sends it (it is not blank); the server reads it as plain text, which is empty.
    await sheet.getByRole('textbox', { name: 'Название' }).fill('<b></b>');
    const answer = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/backoffice/objects',
    );
    await sheet.getByRole('button', { name: 'Создать' }).dblclick();
    expect((await answer).status()).toBe(422);
    const title = sheet.getByRole('textbox', { name: 'Название' });
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(sheet.getByText('Обязательное поле')).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Создать' })).toBeEnabled();
    expect(sent).toHaveLength(1);
    await shot(page, 'forms-new-object-422', { fullPage: false });
  });

  test('«Виджет на сайт»: a double click on «Сохранить» sends once; a bad site is refused on its line @both', async ({
    page,
    request,
    loginAs,
    shot,
  }) => {
    const id = await firstComplex(request);
    await loginAs(page, 'builder');
    const sent = countRequests(page, 'PUT', new RegExp(`^/api/backoffice/objects/${id}/embed$`));
    await page.goto(`/builder_cabinet/${id}#widget`);
    await page.getByRole('button', { name: embedTexts.settings.add }).click();
    const line = page.getByRole('textbox', { name: embedTexts.settings.origins }).last();
    await line.fill('сайт застройщика');
    const answer = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.endsWith('/embed'),
    );
    const bar = page.getByRole('region', { name: 'Есть несохранённые изменения' });
    await bar.getByRole('button', { name: 'Сохранить' }).dblclick();
    expect((await answer).status()).toBe(422);
    await expect(line).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(embedTexts.settings.badOrigin)).toBeVisible();
    expect(sent).toHaveLength(1);
    await line.scrollIntoViewIfNeeded();
    await shot(page, 'forms-widget-422', { fullPage: false });
  });
});
