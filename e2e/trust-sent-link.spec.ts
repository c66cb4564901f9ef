// A client opening a complex from a sent link (no account) reads what a buyer checks before paying: the «Проверено
// Кварталом» card, the construction reports and the deadline's moves, read with the link's key (issue 28).
import { test, expect } from './fixtures.ts';
import { demoToken } from './demo-login.ts';
import { authHeaders } from './workflows-helpers.ts';
import * as backofficeApi from '#shared/api/backoffice.ts';
import * as deadlineHistoryApi from '#shared/api/deadline-history.ts';
import * as progressApi from '#shared/api/progress.ts';
import * as trustApi from '#shared/api/trust.ts';
import { apiOf } from './api.ts';
import { sendCollection } from './sent-collection.ts';

test.describe('[trust] a sent link’s complex', () => {
  test('shows the trust card, progress and deadline history to the client @both', async ({
    browser,
    request,
    shot,
  }, testInfo) => {
    const agent = await demoToken('agent');
    // A published complex of the demo builder with a verified card, reports and a moved deadline.
    const builder = authHeaders(await demoToken('builder'));
    const mine = (
      await apiOf(request).call(
        backofficeApi.listBackofficeObjects,
        { query: { page: 1 } },
        { headers: builder },
      )
    ).body;
    let objectId = 0;
    for (const c of mine.data as { id: number; published: boolean }[]) {
      if (!c.published) continue;
      const card = (
        await apiOf(request).call(
          trustApi.getTrustCard,
          { params: { id: c.id }, query: {} },
          { headers: builder },
        )
      ).body;
      const progress = (
        await apiOf(request).call(
          progressApi.getObjectProgress,
          { params: { id: c.id }, query: {} },
          { headers: builder },
        )
      ).body;
      const moves = (
        await apiOf(request).call(
          deadlineHistoryApi.getDeadlineHistory,
          { params: { id: c.id }, query: {} },
          { headers: builder },
        )
      ).body;
      if (
        card.items.length > 0 &&
        (progress.buildings as { reports: unknown[] }[]).some((b) => b.reports.length > 0) &&
        moves.moves.length > 0
      ) {
        objectId = c.id;
        break;
      }
    }
    expect(objectId, 'a demo complex with a card, reports and moves').toBeGreaterThan(0);

    const { snapshotId } = await sendCollection(
      apiOf(request),
      agent,
      `Проверка ${testInfo.project.name} ${Date.now()}`,
      [{ objectId }],
    );

    const client = await browser.newContext(testInfo.project.use);
    const page = await client.newPage();
    await page.goto(`/${snapshotId}/${objectId}`);
    const card = page.getByTestId('trust-card');
    await expect(card).toContainText('Проверено Кварталом');
    await expect(card.getByRole('listitem').first()).toContainText(/проверено \d\d\.\d\d\.\d{4}/);
    await expect(page.getByRole('heading', { name: 'Ход строительства' })).toBeVisible();
    await expect(page.getByText(/Срок сдачи переносился/).first()).toBeVisible();
    // The client cannot follow the building: that needs an account and belongs to the full page.
    await expect(page.getByRole('button', { name: /Следить за стройкой/ })).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'trust-sent-link');
    await client.close();
  });
});
