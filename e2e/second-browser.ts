// A second person in a spec (the builder beside the agent, a manager beside the owner): a browser of its own, signed in.
import type { Browser, BrowserContextOptions, Page, TestInfo } from '@playwright/test';
import type { DemoRole } from './demo.ts';

export type LoginAs = (page: Page, role: DemoRole) => Promise<unknown>;

/**
 * A page in a new browser context, signed in as a demo role: the test's server and headers, Russian and Moscow time
 * as the projects have them; `options` add the rest (a viewport, the phone project's traits). Close it with
 * `page.context().close()`.
 */
export async function openPageAs(
  browser: Browser,
  testInfo: TestInfo,
  loginAs: LoginAs,
  role: DemoRole,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    extraHTTPHeaders: testInfo.project.use.extraHTTPHeaders,
    ...options,
  });
  const page = await context.newPage();
  await loginAs(page, role);
  return page;
}

/**
 * A page in a new browser context of `beside`'s size at the test's server, with no token: another person's screen
 * (a client opening a link, a moderator); `options` add the rest. Close it with `page.context().close()`.
 */
export async function pageBeside(
  browser: Browser,
  beside: Page,
  testInfo: TestInfo,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: beside.viewportSize() ?? undefined,
    ...options,
  });
  return context.newPage();
}
