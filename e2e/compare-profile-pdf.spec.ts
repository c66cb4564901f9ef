// Issue 12 as a person uses it: a newcomer gives their name and Telegram in the cabinet, compares two flats of a
// chessboard and a resale offer side by side (the differing rows tinted, on a phone the columns swiping under the
// pinned row titles), and their client downloads the collection's PDF from the public page.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { cellCard } from './cell-card.ts';
import * as chessApi from '#shared/api/chess.ts';
import * as realtyApi from '#shared/api/realty.ts';
import { apiOf } from './api.ts';
import { sendCollection } from './sent-collection.ts';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function useToken(page: Page, token: string) {
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
}

interface Targets {
  objectId: number;
  sectionId: number;
  units: { id: number; number: string }[];
  offer: { id: number; title: string };
}

/** Two flats on sale with different prices in one section, and an active resale offer, from the demo. */
async function findTargets(request: APIRequestContext, token: string): Promise<Targets> {
  let found: Omit<Targets, 'offer'> | null = null;
  for (let id = 1; id <= 40 && !found; id++) {
    const res = (await apiOf(request).call(realtyApi.getObject, { params: { id } }, { headers: auth(token) }))
      .response;
    if (!res.ok()) continue;
    const object = (await res.json()) as { pavilions: { sections: { id: number }[] }[] };
    const sectionId = object.pavilions.flatMap((p) => p.sections)[0]?.id;
    if (!sectionId) continue;
    const chess = (
      await apiOf(request).call(
        chessApi.getChessSection,
        { params: { id, sectionId } },
        { headers: auth(token) },
      )
    ).response;
    const cells = (
      (await chess.json()) as {
        cells: {
          id: number;
          disabled: boolean;
          data: { status: number; price: number | null; number: string; cntApart: number | null };
        }[];
      }
    ).cells.filter(
      (c) => !c.disabled && c.data.status === 4 && c.data.price && c.data.number && c.data.cntApart,
    );
    const cheap = cells.reduce((a, b) => (b.data.price! < a.data.price! ? b : a), cells[0]!);
    const dear = cells.reduce((a, b) => (b.data.price! > a.data.price! ? b : a), cells[0]!);
    if (cells.length >= 2 && cheap.id !== dear.id) {
      found = {
        objectId: id,
        sectionId,
        units: [cheap, dear].map((c) => ({ id: c.id, number: c.data.number })),
      };
    }
  }
  let offer: Targets['offer'] | null = null;
  for (let id = 1; id <= 300 && !offer; id++) {
    const res = (
      await apiOf(request).call(
        realtyApi.getObject,
        { params: { id }, body: { isOffer: 1 } },
        { headers: auth(token) },
      )
    ).response;
    if (res.ok()) {
      const body = await res.json();
      if (body.status === 2) offer = { id: body.id, title: body.title };
    }
  }
  if (!found || !offer) throw new Error('the demo lacks a chessboard with flats on sale or an active offer');
  return { ...found, offer };
}

test.describe('[compare] profile, comparison and the collection’s PDF', () => {
  test('a newcomer names themself, compares two flats and an offer, and their client downloads the PDF @both', async ({
    browser,
    page,
    request,
    newPhone,
    account,
    shot,
  }, testInfo) => {
    // Three screens, a dozen API calls and a PDF on a shared 2-core machine.
    test.setTimeout(120_000);
    const phone = newPhone();
    const { token } = await account({ phone, email: `compare-${phone.slice(1)}@kvartal.test` });
    await useToken(page, token);
    const telegram = `agent_${phone.slice(-6)}`;

    // The profile: a newcomer has no name yet and sets it with Telegram.
    await page.goto('/cabinet');
    await expect(page.getByText('Имя не указано')).toBeVisible();
    await page.getByTestId('cabinet-profile-edit').click();
    await expect(page).toHaveURL(/\/cabinet\/profile$/);
    await page.getByRole('textbox', { name: 'Telegram', exact: true }).fill('@bad');
    await page.getByLabel('Имя').click();
    await expect(page.getByText(/Имя пользователя Telegram/)).toBeVisible();
    await page.getByLabel('Имя').fill('Анна Агентова');
    await page.getByRole('textbox', { name: 'Telegram', exact: true }).fill(`https://t.me/${telegram}`);
    await shot(page, 'profile-filled');
    await page.getByTestId('profile-save').click();
    await expect(page.getByText('Профиль сохранён')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Telegram', exact: true })).toHaveValue(`@${telegram}`);
    await shot(page, 'profile-saved');
    await page.goto('/cabinet');
    const profile = page.getByRole('region', { name: 'Профиль' });
    await expect(profile).toContainText('Анна Агентова');
    await expect(profile).toContainText(`@${telegram}`);

    // The comparison: two flats from the chessboard's unit card and the offer from its page.
    const targets = await findTargets(request, token);
    for (const unit of targets.units) {
      await page.goto(`/realty/${targets.objectId}/chess/${targets.sectionId}?cell=${unit.id}`);
      const sheet = cellCard(page);
      await expect(sheet).toContainText(unit.number);
      await sheet.getByTestId('compare-toggle').click();
      await expect(sheet.getByTestId('compare-toggle')).toHaveAttribute('aria-pressed', 'true');
      if (unit === targets.units[0]) await shot(page, 'compare-unit-card', { fullPage: false });
    }
    await page.goto(`/offer/${targets.offer.id}`);
    const offerToggle = page.getByTestId('compare-toggle');
    await offerToggle.click();
    await expect(page.getByText('Добавлено в сравнение: 3 из 4')).toBeVisible();
    await page.getByRole('button', { name: 'Открыть', exact: true }).click();

    await expect(page).toHaveURL(/\/cabinet\/compare$/);
    await expect(page.getByRole('columnheader')).toHaveCount(3);
    await expect(page.getByText('3 из 4')).toBeVisible();
    const price = page.getByTestId('compare-row-price');
    await expect(price).toHaveAttribute('data-differs', 'true');
    await expect(price.getByRole('cell').first()).toHaveCSS('background-color', 'rgb(255, 243, 232)');
    if (testInfo.project.name.includes('phone')) {
      // The columns swipe; the row titles stay where they are.
      const scroller = page.getByTestId('compare-scroller');
      const title = price.getByRole('rowheader');
      const before = await title.boundingBox();
      await scroller.evaluate((el) => el.scrollBy({ left: 400 }));
      await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
      expect((await title.boundingBox())?.x).toBe(before?.x);
      await shot(page, 'compare-swiped', { fullPage: false });
      await scroller.evaluate((el) => el.scrollTo({ left: 0 }));
    }
    await shot(page, 'compare');

    // «Только различия» keeps the tinted rows.
    await page.getByRole('checkbox', { name: 'Только различия' }).check();
    await expect(page.getByTestId('compare-row-price')).toBeVisible();

    // The collection's PDF from the public page, with the agent's name and Telegram.
    const { snapshotId } = await sendCollection(apiOf(request), token, 'Для Петровых', [
      { objectId: targets.offer.id, isOffer: 1 },
      { objectId: targets.objectId },
    ]);

    // The client opens the link on their own device, without an account.
    const client = await browser.newContext(testInfo.project.use);
    const clientPage = await client.newPage();
    await clientPage.goto(`/${snapshotId}`);
    const agent = clientPage.getByTestId('agent-contacts');
    await expect(agent).toContainText('Анна Агентова');
    await expect(agent.getByRole('link', { name: /Telegram/ })).toHaveAttribute(
      'href',
      `https://t.me/${telegram}`,
    );
    await expect(agent.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
    await expect(clientPage.getByRole('note')).toHaveCount(0);
    await shot(clientPage, 'snapshot-agent', { fullPage: false });
    const [download] = await Promise.all([
      clientPage.waitForEvent('download'),
      agent.getByTestId('snapshot-pdf').click(),
    ]);
    expect(download.suggestedFilename()).toBe('Подборка Для Петровых.pdf');
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const pdf = Buffer.concat(chunks);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(10_000);
    await client.close();
  });
});
