// Fresh accounts for specs that must not share a demo account's drafts, lists or limits with a parallel project:
// a test phone, its SMS code from the server's log, the terms, a verified email, and a role from the demo admin.
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { OutputOf } from '#shared/api/endpoint.ts';
import { login, requestCode } from '#shared/api/auth.ts';
import { sendVerification } from '#shared/api/email.ts';
import { changeUserRole } from '#shared/api/moderation.ts';
import { readUser, updateUser } from '#shared/api/user.ts';
import { PRIVACY_VERSION } from '#shared/texts/privacy.ts';
import type { Api } from './api.ts';

export type TUser = OutputOf<typeof readUser>['user'];

export interface FreshAccount {
  id: number;
  phone: string;
  token: string;
  /** The profile once the account is active (and has its role). */
  user: TUser;
}

export interface FreshAccountOptions {
  /** A phone of its own by default (newPhone). */
  phone?: string;
  /** The profile's name; none by default. */
  name?: string;
  /** The role the demo admin gives (2 agent, 5 banned…); a plain user by default. */
  role?: number;
  /** The verified address; `e2e-<phone digits>@kvartal.test` by default. */
  email?: string;
  /** This page starts logged in as the account. */
  page?: Page;
}

export interface AccountDeps {
  readSmsCode(phone: string): Promise<string>;
  readEmailLink(email: string): Promise<string>;
  newPhone(): string;
}

/** The phone logs in with the code the server sent it; `as: phone` then calls as this account. */
export async function loginByPhone(
  api: Api,
  phone: string,
  code: () => Promise<string>,
): Promise<OutputOf<typeof login>> {
  expect((await api.call(requestCode, { body: { phone } })).ok).toBe(true);
  const answer = await api.ok(login, {
    body: { phone, code: await code(), consentVersion: PRIVACY_VERSION },
  });
  api.remember(phone, answer.token);
  return answer;
}

/** Code, login, terms, a verified email and the role: an active account, as the screens would make it. */
export async function freshAccount(
  api: Api,
  deps: AccountDeps,
  options: FreshAccountOptions = {},
): Promise<FreshAccount> {
  const phone = options.phone ?? deps.newPhone();
  const { token, user: made } = await loginByPhone(api, phone, () => deps.readSmsCode(phone));
  await api.ok(
    updateUser,
    { body: { acceptTerms: 1, ...(options.name ? { name: options.name } : {}) } },
    { as: token },
  );
  const email = options.email ?? `e2e-${phone.slice(1)}@kvartal.test`;
  await api.ok(sendVerification, { body: { email } }, { as: token });
  const verified = await api.get(await deps.readEmailLink(email), { maxRedirects: 0 });
  expect(verified.status(), `the verification link of ${email}`).toBe(302);
  if (options.role !== undefined) await setRole(api, made.id, options.role);
  const { user } = await api.ok(readUser, null, { as: token });
  if (options.page) await useToken(options.page, token);
  return { id: user.id, phone, token, user };
}

/** The demo admin gives the user a role (2 agent, 5 banned…). */
export async function setRole(api: Api, userId: number, group: number): Promise<void> {
  await api.ok(changeUserRole, { params: { id: userId }, body: { group } }, { as: 'admin' });
}

/** The page starts logged in with this token (once per tab, like loginAs: a test that logs out stays out). */
export async function useToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e:token-set')) return;
    localStorage.setItem('token', value);
    sessionStorage.setItem('e2e:token-set', '1');
  }, token);
}
