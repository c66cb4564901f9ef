// Helpers of the workflows specs: fresh accounts made active through the real endpoints, roles set by the demo
// admin, a page logged in with a token. Fresh accounts keep parallel projects (desktop, phone) from sharing drafts.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { demoToken } from './demo-login.ts';
import { PRIVACY_VERSION } from '#shared/texts/privacy.ts';

const JSON_HEADERS = { 'x-requested-with': 'XMLHttpRequest' };

export const authHeaders = (token: string) => ({ ...JSON_HEADERS, authorization: `Bearer ${token}` });

export interface FreshUser {
  id: number;
  phone: string;
  token: string;
}

/** Code, login, terms and a verified email: an active user with the given name. */
export async function freshUser(
  request: APIRequestContext,
  phone: string,
  name: string,
  readSmsCode: (phone: string) => Promise<string>,
  readEmailLink: (email: string) => Promise<string>,
): Promise<FreshUser> {
  expect((await request.post('/api/user/code', { data: { phone }, headers: JSON_HEADERS })).ok()).toBe(true);
  const login = await request.post('/api/user/login', {
    data: { phone, code: await readSmsCode(phone), consentVersion: PRIVACY_VERSION },
    headers: JSON_HEADERS,
  });
  const { token, user } = (await login.json()) as { token: string; user: { id: number } };
  const headers = authHeaders(token);
  await request.post('/api/user/update', { data: { acceptTerms: 1, name }, headers });
  const email = `workflows-${phone.slice(-7)}@kvartal.test`;
  await request.post('/api/email/verify/send', { data: { email }, headers });
  expect((await request.get(await readEmailLink(email), { maxRedirects: 0 })).status()).toBe(302);
  return { id: user.id, phone, token };
}

/** Code, login, terms and a verified email, as the screens would send them: the new account's token and data. */
export async function activeAccount(
  request: APIRequestContext,
  phone: string,
  readSmsCode: (phone: string) => Promise<string>,
  readEmailLink: (email: string) => Promise<string>,
  emailPrefix: string,
): Promise<{ token: string; user: { id: number; status: string } }> {
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  expect((await request.post('/api/user/code', { data: { phone } })).ok()).toBe(true);
  const login = await request.post('/api/user/login', {
    data: { phone, code: await readSmsCode(phone), consentVersion: PRIVACY_VERSION },
  });
  const { token } = await login.json();
  await request.post('/api/user/update', { headers: auth(token), data: { acceptTerms: 1 } });
  const email = `${emailPrefix}-${phone.slice(1)}@kvartal.test`;
  await request.post('/api/email/verify/send', { headers: auth(token), data: { email } });
  await request.get(await readEmailLink(email), { maxRedirects: 0 });
  const user = (await (await request.post('/api/user/data', { headers: auth(token) })).json()).user;
  return { token, user };
}

/** The demo admin gives the user a role (2 agent, 5 banned…). */
export async function setRole(request: APIRequestContext, userId: number, group: number): Promise<void> {
  const admin = await demoToken('admin');
  const res = await request.put(`/api/moderation/users/${userId}`, {
    data: { group },
    headers: authHeaders(admin),
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The page starts logged in with this token (once per tab, like loginAs). */
export async function useToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e:token-set')) return;
    localStorage.setItem('token', value);
    sessionStorage.setItem('e2e:token-set', '1');
  }, token);
}
