// The chessboard widget on a builder's site: the builder allows a site in the back-office; a page served from that
// second origin pastes embed.js; a buyer filters by 2к, opens a unit and leaves a request, which the builder then
// finds in «Брони и заявки» with its source «Виджет». A page from a site not allowed cannot frame the widget.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoToken } from './demo-login.ts';
import { test, expect } from './fixtures.ts';
import { authHeaders } from './workflows-helpers.ts';
import * as backofficeApi from '#shared/api/backoffice.ts';
import * as searchApi from '#shared/api/search.ts';
import { apiOf } from './api.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** A builder's site: one page with the snippet, on 127.0.0.1 at a port of its own. */
async function builderSite(snippet: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const html = `<!doctype html><html lang="ru"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>ЖК на море — квартиры</title></head>
<body style="margin:0;font-family:sans-serif"><header style="padding:16px 24px;background:#0b3d5c;color:#fff">
<h1 style="margin:0;font-size:22px">ЖК на море</h1><p style="margin:4px 0 0">Квартиры от застройщика</p></header>
<section style="max-width:1200px;margin:0 auto;padding:16px">${snippet}</section>
<footer style="padding:24px;color:#666">© Сайт застройщика</footer></body></html>`;
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The demo builder's first published complex with units on sale. */
async function demoComplex(request: APIRequestContext): Promise<{ id: number; title: string }> {
  const headers = authHeaders(await demoToken('builder'));
  const list = (await apiOf(request).call(backofficeApi.listBackofficeObjects, { query: {} }, { headers }))
    .body;
  const mine = new Map(
    (list.data as { id: number; published: boolean; title: string }[])
      .filter((card) => card.published)
      .map((card) => [card.id, card.title]),
  );
  // A complex with a free 2-room flat (Layout.two), as search finds it: other specs add buildings and complexes of
  // their own to the builder's list, some without one.
  for (let page = 1; page <= 10; page++) {
    const found = (
      await apiOf(request).call(
        searchApi.searchCards,
        { query: { page: page }, body: { market: 1, cntApart: [3] } },
        { headers },
      )
    ).body;
    const hit = (found.data as { id: number }[]).find(
      (card) => mine.has(card.id) && !/Тестов/.test(mine.get(card.id)!),
    );
    if (hit) return { id: hit.id, title: mine.get(hit.id)! };
    if (page >= found.meta.last_page) break;
  }
  throw new Error('the demo builder has no published complex with a free 2-room flat');
}

/**
 * The whole host page in one shot: the viewport stretched to the page's height, since Chromium paints a cross-origin
 * frame only where the viewport is (a full-page shot leaves the rest of the widget blank).
 */
async function shotWhole(
  page: Page,
  name: string,
  shot: (page: Page, name: string, o?: { fullPage?: boolean }) => Promise<string>,
) {
  const size = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height: Math.min(height, 6000) });
  await page.waitForTimeout(300);
  await shot(page, name, { fullPage: false });
  await page.setViewportSize(size);
}

const widget = (page: Page) => page.frameLocator('iframe[title="Шахматка квартир"]');

test.describe('[embed] the chessboard widget on a builder’s site', () => {
  test('[embed] a buyer filters by 2к, opens a unit and sends a request the builder sees', async ({
    browser,
    page,
    request,
    visitAs,
    shot,
    baseURL,
  }) => {
    const complex = await demoComplex(request);
    const snippet = `<script src="${baseURL}/embed.js" data-object="${complex.id}"></script>`;
    const site = await builderSite(snippet);
    const stranger = await builderSite(snippet);
    try {
      // The builder allows the site in the back-office.
      await visitAs(page, 'builder', `/builder_cabinet/${complex.id}#widget`);
      const tab = page.getByRole('region', { name: 'Виджет на сайт' });
      await expect(tab.getByTestId('embed-snippet')).toContainText(`data-object="${complex.id}"`);
      await tab.getByRole('button', { name: 'Добавить сайт' }).click();
      const lines = tab.getByRole('textbox', { name: /Сайты, где можно показывать виджет/ });
      await lines.last().fill('https://bad.example/path');
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await expect(
        tab.getByText('Адрес сайта: https://домен или https://домен:порт, без пути'),
      ).toBeVisible();
      await lines.last().fill(`${site.origin}/`);
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await expect(page.getByText('Сайты сохранены')).toBeVisible();
      await expect(lines.last()).toHaveValue(site.origin);
      await shot(page, 'embed-backoffice');

      // A buyer on the builder's site, without an account.
      const buyer = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
      const phone = await buyer.newPage();
      await phone.goto(site.origin);
      const frame = widget(phone);
      await expect(frame.getByRole('heading', { name: complex.title })).toBeVisible();
      await expect(frame.getByTestId('embed-count')).toContainText(/Свобод(но|на) \d+ квартир/);
      await frame.getByRole('button', { name: '2к', exact: true }).click();
      await expect(frame.getByTestId('embed-count')).toContainText(/Подходит \d+ из \d+ квартир/);
      // A section with a free 2к unit.
      const sections = frame.getByRole('navigation', { name: 'Корпус и секция' }).getByRole('button');
      if ((await sections.count()) > 0) {
        const counts = await sections.allTextContents();
        const index = counts.findIndex((text) => !/\b0 своб\./.test(text));
        expect(index, counts.join(' | ')).toBeGreaterThanOrEqual(0);
        await sections.nth(index).click();
      }
      const unit = frame.locator('[data-testid="embed-unit"][data-state="match"]').first();
      await expect(unit).toBeVisible();
      await expect(unit).toContainText('2к');
      // The frame grew to its content: no scrollbar inside it.
      await expect
        .poll(async () => (await phone.locator('iframe').boundingBox())?.height ?? 0)
        .toBeGreaterThan(600);
      await shotWhole(phone, 'embed-widget-phone', shot);
      await unit.click();
      const card = frame.getByTestId('embed-card');
      await expect(card).toContainText('₽');
      await expect(card).toContainText('2-комнатная');
      await card.getByRole('button', { name: 'Оставить заявку' }).click();
      const name = `Покупатель ${Date.now() % 100000}`;
      await card.getByLabel('Ваше имя').fill(name);
      await card.getByLabel('Телефон').pressSequentially('9187654321');
      // Without the consent box ticked the form refuses beside it.
      await card.getByRole('button', { name: 'Отправить заявку' }).click();
      const consent = card.getByRole('checkbox', { name: 'Я даю согласие на обработку персональных данных' });
      await expect(consent).toBeFocused();
      await expect(card.getByText('Отметьте согласие на обработку персональных данных')).toBeVisible();
      await shotWhole(phone, 'embed-request-consent-phone', shot);
      await consent.check();
      await shotWhole(phone, 'embed-request-phone', shot);
      await card.getByRole('button', { name: 'Отправить заявку' }).click();
      await expect(card.getByText('Заявка отправлена')).toBeVisible();

      // The same widget on a desktop.
      await phone.setViewportSize(DESKTOP);
      await card.getByRole('button', { name: 'К шахматке' }).click();
      await frame.locator('[data-testid="embed-unit"][data-state="match"]').first().click();
      await expect(frame.getByTestId('embed-card')).toBeVisible();
      await shotWhole(phone, 'embed-widget-desktop', shot);
      await buyer.close();

      // The builder finds it in «Брони и заявки», its source «Виджет».
      await page.goto('/builder_cabinet/bookings');
      const item = page.getByRole('article').filter({ hasText: name });
      await expect(item).toBeVisible();
      await expect(item).toContainText('Заявка · Виджет');
      await shot(page, 'embed-builder-bookings');

      // A site not on the list: the browser refuses to frame the widget.
      const other = await browser.newContext({ viewport: DESKTOP });
      const strangerPage = await other.newPage();
      const refused = strangerPage.waitForResponse((r) => r.url().endsWith(`/embed/${complex.id}`));
      await strangerPage.goto(stranger.origin);
      const answer = await refused;
      const csp = answer.headers()['content-security-policy'] ?? '';
      const ancestors = /frame-ancestors ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
      expect(ancestors).toContain(site.origin);
      expect(ancestors).not.toContain(stranger.origin);
      // The loader shows no broken-frame box: the refused frame goes, and the host page reads on.
      await expect(strangerPage.locator('iframe')).toHaveCount(0, { timeout: 15_000 });
      await shot(strangerPage, 'embed-refused-site', { fullPage: false });
      await other.close();
    } finally {
      await site.close();
      await stranger.close();
    }
  });
});
