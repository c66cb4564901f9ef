// The fixtures every login spec relies on, against the real server.
import { expect, test, DEMO_PHONES } from './fixtures.ts';
import { PRIVACY_VERSION } from '#shared/texts/privacy.ts';

test.describe('[tooling] e2e fixtures', () => {
  test('newPhone gives phones no one used, and readSmsCode reads the code the server sent', async ({
    request,
    newPhone,
    readSmsCode,
  }) => {
    const phone = newPhone();
    expect(newPhone()).not.toBe(phone);
    expect(Object.values(DEMO_PHONES)).not.toContain(phone);

    expect((await request.post('/api/user/code', { data: { phone } })).status()).toBe(200);
    const code = await readSmsCode(phone);
    expect(code).toMatch(/^\d{6}$/);

    const login = await request.post('/api/user/login', {
      data: { phone, code, consentVersion: PRIVACY_VERSION },
    });
    expect(login.status()).toBe(200);
    expect(await login.json()).toMatchObject({ token: expect.any(String) });
  });

  test('loginAs stores a working token of the demo account before the page loads', async ({
    page,
    request,
    loginAs,
  }) => {
    const { token, phone } = await loginAs(page, 'builder');
    expect(phone).toBe(DEMO_PHONES.builder);
    await page.goto('/api/health');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);

    const me = await request.post('/api/user/data', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ user: { phone } });
  });

  test('loginAs logs each demo account in once per run', async ({ page, loginAs }) => {
    const first = await loginAs(page, 'builder');
    const again = await loginAs(page, 'builder');
    expect(again.token).toBe(first.token);
  });
});
