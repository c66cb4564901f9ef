import { ru } from '#shared/texts/ru.ts';
import { expect, test } from './fixtures.ts';
import { pageErrors } from './page-errors.ts';

test('[smoke] the server answers /api/health on the embedded database', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ status: 'ok', engine: 'pglite' });
});

test('[smoke] the SPA loads at / and shows the phone login', { tag: '@both' }, async ({ page, shot }) => {
  const errors = pageErrors(page);
  await page.goto('/');
  await expect(page.getByText(ru.auth.phoneLabel).first()).toBeVisible();
  await shot(page, 'smoke-login');
  expect(errors).toEqual([]);
});

test('[smoke] a demo account with a stored token skips the login and reaches the feed', async ({
  page,
  visitAs,
}) => {
  await visitAs(page, 'user', '/');
  await expect(page).toHaveURL(/\/feed$/);
});
