// The fixtures every login spec relies on, against the real server.
import { expect, test, DEMO_PHONES } from './fixtures.ts';
import { PRIVACY_VERSION } from '#shared/texts/privacy.ts';
import * as authApi from '#shared/api/auth.ts';
import * as userApi from '#shared/api/user.ts';
import * as systemApi from '#shared/api/system.ts';

test.describe('[tooling] e2e fixtures', () => {
  test('newPhone gives phones no one used, and readSmsCode reads the code the server sent', async ({
    api,
    newPhone,
    readSmsCode,
  }) => {
    const phone = newPhone();
    expect(newPhone()).not.toBe(phone);
    expect(Object.values(DEMO_PHONES)).not.toContain(phone);

    expect((await api.call(authApi.requestCode, { body: { phone } })).status).toBe(200);
    const code = await readSmsCode(phone);
    expect(code).toMatch(/^\d{6}$/);

    const login = await api.call(authApi.login, { body: { phone, code, consentVersion: PRIVACY_VERSION } });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ token: expect.any(String) });
  });

  test('loginAs stores a working token of the demo account before the page loads', async ({
    page,
    api,
    loginAs,
  }) => {
    const { token, phone } = await loginAs(page, 'builder');
    expect(phone).toBe(DEMO_PHONES.builder);
    await page.goto(systemApi.health.path);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);

    const me = await api.call(userApi.readUser, null, { as: token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ user: { phone } });
  });

  test('loginAs logs each demo account in once per run', async ({ page, loginAs }) => {
    const first = await loginAs(page, 'builder');
    const again = await loginAs(page, 'builder');
    expect(again.token).toBe(first.token);
  });
});
