// Construction progress as its people live it: the demo builder adds this month's report to a building with two
// photos (chosen as files, captioned), a buyer following the complex hears of it in the bell, opens the complex's
// «Ход строительства» and moves through the report's gallery; the timeline is shot on phone and desktop.
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect } from './fixtures.ts';
import { demoToken } from './demo-login.ts';
import { authHeaders } from './workflows-helpers.ts';
import { MONTHS } from '#shared/texts/progress.ts';
import * as backofficeApi from '#shared/api/backoffice.ts';
import * as progressApi from '#shared/api/progress.ts';
import * as realtyApi from '#shared/api/realty.ts';
import { apiOf } from './api.ts';
import { openPageAs } from './second-browser.ts';

interface TTarget {
  objectId: number;
  title: string;
  pavilionId: number;
  sectionId: number;
  building: string;
  percent: number;
}

/**
 * The demo builder's first public complex (by id: the back-office lists by last change, which other specs move) with a
 * building that has reports (the seed gives them months of them), and that building's first public section.
 */
async function target(request: APIRequestContext): Promise<TTarget> {
  const builder = authHeaders(await demoToken('builder'));
  const buyer = authHeaders(await demoToken('user'));
  const list = (
    await apiOf(request).call(backofficeApi.listBackofficeObjects, { query: {} }, { headers: builder })
  ).body;
  const cards = (list.data as { id: number; title: string; published: boolean }[]).sort(
    (a, b) => a.id - b.id,
  );
  for (const card of cards) {
    if (!card.published) continue;
    const res = (
      await apiOf(request).call(
        progressApi.getObjectProgress,
        { params: { id: card.id }, query: {} },
        { headers: buyer },
      )
    ).response;
    if (!res.ok()) continue;
    const progress = await res.json();
    const first = (
      progress.buildings as { pavilionId: number; name: string; reports: { percent: number }[] }[]
    ).find((building) => building.reports.length > 0);
    if (!first) continue;
    // As a buyer sees the complex: a section another spec unpublished is not taken.
    const full = (
      await apiOf(request).call(realtyApi.getObject, { params: { id: card.id } }, { headers: buyer })
    ).body;
    if (full.isOffer) continue;
    const pavilion = (full.pavilions as { id: number; sections: { id: number }[] }[]).find(
      (p) => p.id === first.pavilionId,
    );
    if (!pavilion?.sections[0]) continue;
    return {
      objectId: card.id,
      title: card.title,
      pavilionId: first.pavilionId,
      sectionId: pavilion.sections[0].id,
      building: first.name,
      percent: first.reports[0]!.percent,
    };
  }
  throw new Error('no demo complex with construction reports');
}

const photo = (r: number, g: number, b: number) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** This month in Moscow, as the server judges «not in the future». */
const thisMonth = () => new Date(Date.now() + 3 * 3600_000);

async function openTimeline(page: Page, objectId: number) {
  await page.goto(`/realty/${objectId}#progress`);
  const timeline = page.getByTestId('progress-timeline');
  await expect(timeline).toBeVisible();
  await timeline.scrollIntoViewIfNeeded();
  return timeline;
}

test('[progress] a builder adds a monthly report with photos; a follower is told in the bell and sees it', async ({
  browser,
  loginAs,
  visitAs,
  shot,
  request,
}, testInfo) => {
  // Two browsers, two photos scaled and uploaded: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const goal = await target(request);
  // The buyer follows the complex (the toggle itself is pressed in the phone test below).
  const buyerHeaders = authHeaders(await demoToken('user'));
  expect(
    (
      await apiOf(request).call(
        progressApi.followProgress,
        { params: { id: goal.objectId } },
        { headers: buyerHeaders },
      )
    ).ok,
  ).toBe(true);

  const builderPage = await openPageAs(browser, testInfo, loginAs, 'builder', {
    viewport: { width: 1366, height: 900 },
  });
  await builderPage.goto(`/builder_cabinet/${goal.objectId}/${goal.pavilionId}`);
  const editor = builderPage.getByTestId('progress-editor');
  await expect(editor.getByRole('heading', { name: 'Ход строительства' })).toBeVisible();
  await editor.getByRole('button', { name: 'Добавить отчёт' }).click();
  const form = editor.getByTestId('progress-form');
  const percent = Math.min(100, goal.percent + 4);
  await form.getByLabel(/^Готовность/).fill(String(percent));
  await form
    .getByLabel(/^Что сделано/)
    .fill('Залиты перекрытия 14-го этажа, начато остекление нижних этажей.');
  await form.getByLabel(/^Ссылка на видео/).fill('https://example.com/video');
  await form.getByTestId('progress-files').setInputFiles([
    { name: 'facade.png', mimeType: 'image/png', buffer: await photo(120, 140, 160) },
    { name: 'yard.png', mimeType: 'image/png', buffer: await photo(160, 130, 90) },
  ]);
  await expect(form.getByTestId('progress-photo')).toHaveCount(2);
  await form.getByLabel('Подпись к фото 1').fill('Фасад со стороны улицы');
  await form.getByLabel('Подпись к фото 2').fill('Двор');
  // A video host off the list is refused in Russian on its field.
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(
    form.getByText('Ссылка на видео должна вести на RuTube, VK Видео, YouTube или Дзен'),
  ).toBeVisible();
  await form.getByLabel(/^Ссылка на видео/).fill('https://rutube.ru/video/demo/');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form).toBeHidden();
  const month = MONTHS[thisMonth().getUTCMonth()]!;
  const newest = editor.getByTestId('progress-report').first();
  await expect(newest).toContainText(`${percent} %`);
  await expect(newest).toContainText('2 фото');
  await shot(builderPage, 'progress-backoffice');

  // The follower: the bell names the complex, the building, the month and the percent, and opens the timeline.
  const buyerPage = await (
    await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      locale: 'ru-RU',
      timezoneId: 'Europe/Moscow',
      extraHTTPHeaders: testInfo.project.use.extraHTTPHeaders,
      viewport: { width: 1366, height: 900 },
    })
  ).newPage();
  await visitAs(buyerPage, 'user', '/feed');
  await buyerPage.getByTestId('notification-bell').locator('visible=true').click();
  const notice = buyerPage
    .getByRole('dialog', { name: 'Уведомления' })
    .getByTestId('notification')
    .filter({ hasText: `Новый отчёт о ходе строительства: ${goal.title}, ${goal.building} — ${month}` })
    .first();
  await expect(notice).toContainText(`готовность ${percent} %`);
  await notice.getByRole('link', { name: 'Смотреть отчёт' }).click();
  const timeline = buyerPage.getByTestId('progress-timeline');
  await expect(timeline).toBeVisible();
  const latest = timeline.getByTestId('progress-month').first();
  await expect(latest).toContainText(`${percent} %`);
  await expect(latest).toContainText('Фасад со стороны улицы');
  await expect(latest).toContainText('Фото 1 из 2');
  await latest.getByRole('button', { name: 'Следующее фото' }).click();
  await expect(latest).toContainText('Фото 2 из 2');
  await expect(latest).toContainText('Двор');
  await expect(latest.getByRole('link', { name: 'Смотреть видео' })).toHaveAttribute(
    'href',
    'https://rutube.ru/video/demo/',
  );
  await expect(timeline.getByRole('button', { name: 'Вы следите за стройкой' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await builderPage.context().close();
});

test('[progress] the complex page’s timeline: the follow toggle, the gallery by keyboard and swipe, the chessboard line @both', async ({
  page,
  loginAs,
  shot,
  request,
}) => {
  const goal = await target(request);
  await loginAs(page, 'agent');
  const timeline = await openTimeline(page, goal.objectId);
  const toggle = timeline.getByTestId('progress-follow');
  // The agent may or may not follow already (another project's run): the toggle flips either way.
  const was = (await toggle.getAttribute('aria-pressed')) === 'true';
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', String(!was));
  if (was) await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toHaveText('Вы следите за стройкой');

  const latest = timeline.getByTestId('progress-month').first();
  const gallery = latest.getByTestId('progress-gallery');
  const count = await gallery.locator('figure').count();
  if (count > 1) {
    await gallery.focus();
    await page.keyboard.press('ArrowRight');
    await expect(latest).toContainText(`Фото 2 из ${count}`);
    await page.keyboard.press('ArrowLeft');
    await expect(latest).toContainText(`Фото 1 из ${count}`);
    // A finger's swipe is the strip's own scroll: moved by one width, the caption follows. The arrow's smooth scroll
    // back may still be running and carry the strip to the start again: scroll once more until it holds.
    await expect(async () => {
      await gallery.evaluate((el) => el.scrollTo({ left: el.clientWidth }));
      await expect(latest).toContainText(`Фото 2 из ${count}`, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  }
  // Older months fold away and open on a tap.
  const older = timeline.getByTestId('progress-month').nth(1);
  await older.locator('summary').click();
  await expect(older.getByRole('progressbar')).toBeVisible();
  // The follow toasts close before the shot.
  for (const text of ['Сообщим, когда появится новый отчёт', 'Вы больше не следите за стройкой'])
    await expect(page.getByText(text)).toBeHidden({ timeout: 15_000 });
  await timeline.scrollIntoViewIfNeeded();
  await shot(page, 'progress-timeline', { fullPage: false });

  // The chessboard's building header says how far along the building is.
  await page.goto(`/realty/${goal.objectId}/chess/${goal.sectionId}`);
  await expect(page.getByTestId('chess-readiness')).toHaveText(/^Готовность \d+ %, отчёт за [а-я]+$/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'progress-chess-line', { fullPage: false });
});
