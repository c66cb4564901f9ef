// Helpers of the workflows specs: fresh accounts made active through the real endpoints, roles set by the demo
// admin, a page logged in with a token. Fresh accounts keep parallel projects (desktop, phone) from sharing drafts.
import type { APIRequestContext } from '@playwright/test';
import { apiOf } from './api.ts';
import { freshAccount, setRole as setRoleBy } from './accounts.ts';

export { useToken } from './accounts.ts';

const JSON_HEADERS = { 'x-requested-with': 'XMLHttpRequest' };

export const authHeaders = (token: string) => ({ ...JSON_HEADERS, authorization: `Bearer ${token}` });

/** Code, login, terms and a verified email, as the screens would send them: the new account's token and data. */
export async function activeAccount(
  request: APIRequestContext,
  phone: string,
  readSmsCode: (phone: string) => Promise<string>,
  readEmailLink: (email: string) => Promise<string>,
  emailPrefix: string,
): Promise<{ token: string; user: { id: number; status: string } }> {
  const made = await freshAccount(
    apiOf(request),
    { readSmsCode, readEmailLink, newPhone: () => phone },
    { phone, email: `${emailPrefix}-${phone.slice(1)}@kvartal.test` },
  );
  return { token: made.token, user: made.user };
}

/** The demo admin gives the user a role (2 agent, 5 banned…). */
export const setRole = (request: APIRequestContext, userId: number, group: number): Promise<void> =>
  setRoleBy(apiOf(request), userId, group);
