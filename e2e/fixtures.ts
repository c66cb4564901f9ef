// Playwright's test with Kvartal's helpers; every spec imports { test, expect } from here.
// Playwright reads fixture dependencies from the first parameter, which must be a pattern even when empty.
/* eslint-disable no-empty-pattern */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { Api } from './api.ts';
import { freshAccount, type FreshAccount, type FreshAccountOptions } from './accounts.ts';
import { DEMO_PHONES, type DemoRole } from './demo.ts';
import { demoToken } from './demo-login.ts';
import { SCREENSHOTS_DIR } from './paths.ts';
import { findEmailLink, findSmsCode, logOffset, pollLog } from './server-log.ts';

export interface ReadOptions {
  /** A log offset from logOffset(); by default the start of the test. */
  since?: number;
  timeout?: number;
}

export interface KvartalFixtures {
  /** The newest SMS code the `log` provider sent to this phone since the test began. */
  readSmsCode(phone: string, options?: ReadOptions): Promise<string>;
  /** The first link of the newest mail the `log` provider sent to this address since the test began. */
  readEmailLink(email: string, options?: ReadOptions): Promise<string>;
  /** Logs a demo account in (one API login per run) and stores its token before the app loads. */
  loginAs(page: Page, role: DemoRole): Promise<{ token: string; phone: string }>;
  /** loginAs, then the page opens this address. */
  visitAs(page: Page, role: DemoRole, url: string): Promise<void>;
  /** A phone no account has used in this run: +7999 WWW NNNN (worker, counter). */
  newPhone(): string;
  /**
   * A screenshot at e2e/.output/screenshots/<project>/<name>.png, of the full page unless `fullPage: false` (what the
   * screen shows now: a drawer or a dialog over a long feed); returns its path.
   */
  shot(page: Page, name: string, options?: { fullPage?: boolean }): Promise<string>;
  /** The API through the descriptors of shared/api: `api.call(descriptor, input, { as: 'builder' | phone | token })`. */
  api: Api;
  /** A new active account (code, login, terms, verified email), with a role and a logged-in page when asked. */
  account(options?: FreshAccountOptions): Promise<FreshAccount>;
  /** A page in a new browser context (its own storage) with this test's options: the project's device, its headers. */
  newDevice(): Promise<Page>;
}

let phoneCounter = 0;
let testCounter = 0;

/** Each test calls from its own address (the server trusts X-Forwarded-For in e2e), so per-IP limits are per test. */
function testIp(workerIndex: number): string {
  testCounter += 1;
  return `10.${workerIndex % 256}.${Math.floor(testCounter / 256) % 256}.${testCounter % 256}`;
}

export const test = base.extend<KvartalFixtures & { testLogStart: number }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': testIp(testInfo.workerIndex) });
  },

  // The log's size when the test began: codes and mails of earlier tests are never read.
  testLogStart: async ({}, use) => {
    await use(await logOffset());
  },

  readSmsCode: async ({ testLogStart }, use) => {
    await use((phone, options = {}) =>
      pollLog(
        `SMS code for ${phone}`,
        options.since ?? testLogStart,
        (messages) => findSmsCode(messages, phone),
        options.timeout,
      ),
    );
  },

  readEmailLink: async ({ testLogStart }, use) => {
    await use((email, options = {}) =>
      pollLog(
        `mail to ${email}`,
        options.since ?? testLogStart,
        (messages) => findEmailLink(messages, email),
        options.timeout,
      ),
    );
  },

  loginAs: async ({}, use) => {
    await use(async (page, role) => {
      const token = await demoToken(role);
      // Once per tab: a test that logs out must stay logged out after the next navigation.
      await page.addInitScript((value) => {
        if (sessionStorage.getItem('e2e:token-set')) return;
        localStorage.setItem('token', value);
        sessionStorage.setItem('e2e:token-set', '1');
      }, token);
      return { token, phone: DEMO_PHONES[role] };
    });
  },

  visitAs: async ({ loginAs }, use) => {
    await use(async (page, role, url) => {
      await loginAs(page, role);
      await page.goto(url);
    });
  },

  newPhone: async ({}, use, testInfo) => {
    const worker = String(testInfo.workerIndex % 1000).padStart(3, '0');
    await use(() => {
      phoneCounter += 1;
      return `+7999${worker}${String(phoneCounter % 10_000).padStart(4, '0')}`;
    });
  },

  api: async ({ request }, use) => {
    await use(new Api(request));
  },

  account: async ({ api, readSmsCode, readEmailLink, newPhone }, use) => {
    await use((options) => freshAccount(api, { readSmsCode, readEmailLink, newPhone }, options));
  },

  // The project's options, and this test's headers (its own forwarded address) rather than the project's.
  newDevice: async ({ browser, extraHTTPHeaders }, use, testInfo) => {
    await use(async () => {
      const context = await browser.newContext({ ...testInfo.project.use, extraHTTPHeaders });
      return context.newPage();
    });
  },

  shot: async ({}, use, testInfo) => {
    await use(async (page, name, options = {}) => {
      const file = path.join(SCREENSHOTS_DIR, testInfo.project.name || 'default', `${name}.png`);
      await mkdir(path.dirname(file), { recursive: true });
      await page.screenshot({ path: file, fullPage: options.fullPage ?? true, animations: 'disabled' });
      return file;
    });
  },
});

export { expect };
export { DEMO_CODE, DEMO_PHONES, type DemoRole } from './demo.ts';
export { logOffset } from './server-log.ts';
export { setRole, useToken, type FreshAccount } from './accounts.ts';
export type { Api, Answer } from './api.ts';
