// A sent link whose flat left the site, and the agent's own preview of it. The demo agent sends two flats of two new
// buildings; then the builder raises one flat's price and unpublishes its building. The client (no account) sees that
// flat only as it was sent: greyed, «Больше не в продаже», «Было …» at the price of sending, never today's. Then the
// agent opens the same link logged in («Открыть как клиент»): taps «Нравится» and comments, and the collection counts
// only the client's opening, with no reaction. The buildings are made for this test and removed after it.
import { test, expect } from './fixtures.ts';
import { pageErrors } from './page-errors.ts';
import { createPublishedSection, type PublishedSection } from './chess-section.ts';
import { demoToken } from './demo-login.ts';
import { authHeaders } from './workflows-helpers.ts';
import * as chessEditorApi from '#shared/api/chess-editor.ts';
import * as collectionsApi from '#shared/api/collections.ts';
import { apiOf } from './api.ts';
import { sendCollection } from './sent-collection.ts';

const SALE = 4;

/** «12 345 678 ₽» with any spaces the formatter uses. */
const rub = (n: number) => new RegExp(`${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\\s')}\\s₽`);

test.describe('[collections-live] a sent link: an item no longer public, and the owner’s own preview', () => {
  const sections: PublishedSection[] = [];
  test.afterEach(async () => {
    for (const section of sections.splice(0)) await section.remove();
  });

  test('shows a flat of an unpublished building as sent, and records nothing of the agent’s preview @both', async ({
    page,
    request,
    shot,
  }) => {
    test.setTimeout(180_000);
    const builder = await demoToken('builder');
    const agent = await demoToken('agent');
    const kept = await createPublishedSection(request, builder, { floors: 1, risers: 2, status: () => SALE });
    sections.push(kept);
    const hidden = await createPublishedSection(request, builder, {
      floors: 1,
      risers: 2,
      status: () => SALE,
    });
    sections.push(hidden);
    const [flatA] = kept.units;
    const [flatB] = hidden.units;

    // The agent's collection of the two flats, sent.
    const headers = authHeaders(agent);
    const name = `Для Орловых ${Date.now() % 100_000}`;
    const flats = [flatA!, flatB!].map((flat) => ({ objectId: flat.id, kind: 3 }));
    const { collectionId, snapshotId } = await sendCollection(apiOf(request), agent, name, flats);
    const link = `/${snapshotId}`;

    // After sending: flat B's price goes up and its building is unpublished.
    const builderHeaders = authHeaders(builder);
    const raised = flatB!.price + 500_000;
    const put = (
      await apiOf(request).call(
        chessEditorApi.updateCell,
        { params: { id: flatB!.id }, body: { price: raised } },
        { headers: builderHeaders },
      )
    ).response;
    expect(put.ok(), await put.text()).toBe(true);
    const unpublished = (
      await apiOf(request).call(
        chessEditorApi.updatePavilion,
        { params: { id: hidden.objectId, pid: hidden.pavilionId }, body: { published: 0 } },
        { headers: builderHeaders },
      )
    ).response;
    expect(unpublished.ok(), await unpublished.text()).toBe(true);

    // The client, without an account.
    const errors = pageErrors(page);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const items = page.getByTestId('snapshot-item');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0).getByTestId('unit-card')).toContainText(`Квартира № ${flatA!.number}`);
    const gone = items.nth(1);
    await expect(gone).toHaveAttribute('data-gone', 'true');
    await expect(
      gone.getByRole('heading', { name: new RegExp(`^Квартира № ${flatB!.number}, `) }),
    ).toBeVisible();
    await expect(gone.getByTestId('change-badges')).toHaveText('Больше не в продаже');
    await expect(gone.getByText(/^Было /)).toHaveText(rub(flatB!.price));
    await expect(gone.getByTestId('unit-card')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(rub(raised));
    await expect(page.getByTestId('agent-contacts')).toContainText('Автор подборки');
    await shot(page, 'snapshot-hidden-client');

    const views = async () => {
      const res = (
        await apiOf(request).call(collectionsApi.getCollection, { params: { id: collectionId } }, { headers })
      ).response;
      expect(res.ok()).toBe(true);
      const { data } = await res.json();
      return { views: data.views as { total: number; unique: number }, feedback: data.feedback as unknown[] };
    };
    expect(await views()).toMatchObject({ views: { total: 1, unique: 1 }, feedback: [] });

    // The agent's own preview in this browser: the taps show here and are kept nowhere.
    await page.evaluate((token) => localStorage.setItem('token', token), agent);
    await page.reload();
    await expect(page.getByRole('note')).toContainText('никуда не отправляются');
    const first = items.nth(0);
    await first.getByRole('button', { name: 'Нравится' }).click();
    await expect(first.getByRole('button', { name: 'Нравится' })).toHaveAttribute('aria-pressed', 'true');
    await first.getByRole('button', { name: 'Комментировать' }).click();
    await first.getByLabel('Комментарий для агента').fill('Проверяю, как видит клиент');
    await first.getByRole('button', { name: 'Отправить' }).click();
    await expect(first.getByText('Проверяю, как видит клиент')).toBeVisible();
    await expect(page.getByText('Комментарий виден только вам: это предпросмотр')).toBeVisible();
    await shot(page, 'snapshot-owner-preview');
    expect(await views()).toMatchObject({ views: { total: 1, unique: 1 }, feedback: [] });
    // Reloaded, the preview's marks are gone: nothing was kept.
    await page.reload();
    await expect(items.nth(0).getByRole('button', { name: 'Нравится' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await views()).toMatchObject({ views: { total: 1, unique: 1 }, feedback: [] });
    await page.evaluate(() => localStorage.removeItem('token'));
    expect(errors).toEqual([]);
  });
});
