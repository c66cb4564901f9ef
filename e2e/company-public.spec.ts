// The company shown publicly and the agency head's «Подборки агентства»: the head of «Южный квартал» opens the screen
// from the menu and filters by agent; a client opens the link an agent sent and sees the agency beside the agent, and
// the builder company on the complex inside the link; a buyer sees «Застройщик» on a demo builder's complex.
import type { APIRequestContext } from '@playwright/test';
import { getUserAgency, listCompanyCollections } from '#shared/api/company-collections.ts';
import { createSnapshot, getSnapshot } from '#shared/api/snapshot.ts';
import { test, expect, type Api } from './fixtures.ts';
import { findDemoSection } from './demo-sections.ts';
import { openMenu } from './menu.ts';

const AGENCY = 'Агентство недвижимости «Южный квартал»';
const BUILDER = 'ГК «Черноморстрой»';
const KATE = 'Екатерина Лебедева';
const ARTEM = 'Артём Козлов';

/** Artem sends a link of his own through the API, so the head has two agents' links to tell apart. */
async function artemSends(request: APIRequestContext, api: Api): Promise<string> {
  const objectId = await findDemoSection(request, (s) => s.objectId);
  const res = await api.call(
    createSnapshot,
    { body: { objectIds: [objectId!], name: `Для Сидоровых ${Date.now() % 100_000}` } },
    { as: 'agent2' },
  );
  expect(res.ok, res.text).toBe(true);
  return res.body.id;
}

/** A live link Kate sent, as the head's list names it. */
async function kateLink(api: Api): Promise<{ id: string; complexId: number }> {
  const as = { as: 'agencyHead' };
  const { agency } = await api.ok(getUserAgency, null, as);
  const first = await api.ok(listCompanyCollections, { params: { id: agency!.id }, query: {} }, as);
  const kate = first.members.find((m) => m.name === KATE)!;
  const list = await api.ok(
    listCompanyCollections,
    { params: { id: agency!.id }, query: { memberId: kate.id } },
    as,
  );
  // Other specs send links as Kate during the run: take a live one that holds a complex.
  for (const link of list.data) {
    if (link.revoked) continue;
    const read = await api.ok(getSnapshot, { params: { id: link.id } });
    const complex = read.objects.find((o) => !o.isOffer);
    if (complex) return { id: link.id, complexId: complex.id };
  }
  throw new Error('Kate has no live link with a complex in the demo');
}

test.describe('[companies] the company shown publicly and «Подборки агентства»', () => {
  test('@both the agency head opens «Подборки агентства» from the menu and filters by agent', async ({
    page,
    request,
    api,
    loginAs,
    shot,
  }) => {
    await artemSends(request, api);
    await loginAs(page, 'agencyHead');
    await page.goto('/cabinet');
    const menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Подборки агентства' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Подборки агентства' })).toBeVisible();
    await expect(page.getByText(AGENCY, { exact: true })).toBeVisible();

    const cards = page.getByTestId('agency-link');
    await expect(cards.filter({ hasText: KATE }).first()).toBeVisible();
    await expect(cards.filter({ hasText: ARTEM }).first()).toBeVisible();
    // Kate's demo link was opened by a client and reacted to.
    const kates = cards.filter({ hasText: 'Ивановы: 2-комнатные у моря' });
    await expect(kates).toContainText('Впервые открыта');
    await shot(page, 'agency-collections');

    await page.getByLabel('Агент', { exact: true }).selectOption({ label: KATE });
    await expect(cards.filter({ hasText: 'Для Сидоровых' })).toHaveCount(0);
    await expect(kates).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    await shot(page, 'agency-collections-kate');
  });

  test('@both a client opens an agent’s link and sees the agency beside the agent, and the builder in it', async ({
    page,
    api,
    shot,
  }) => {
    const { id, complexId } = await kateLink(api);
    await page.goto(`/${id}`);
    const agent = page.getByRole('region', { name: 'Автор подборки' });
    await expect(agent).toContainText(KATE);
    await expect(agent.getByTestId('snapshot-agency')).toHaveText(AGENCY);
    await expect(agent.locator('img')).toBeVisible();
    await shot(page, 'snapshot-agency', { fullPage: false });

    // The complex inside the link, in preview mode: its builder company too.
    await page.goto(`/${id}/${complexId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('builder-company')).toBeVisible();
  });

  test('@both a buyer sees «Застройщик» with the builder company on a demo builder’s complex', async ({
    page,
    request,
    visitAs,
    shot,
  }) => {
    const objectId = await findDemoSection(request, (s) => s.objectId);
    await visitAs(page, 'user', `/realty/${objectId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const line = page.getByTestId('builder-company');
    await expect(line).toHaveText(`Застройщик: ${BUILDER}`);
    await expect(line.locator('img')).toBeVisible();
    await shot(page, 'complex-builder-company', { fullPage: false });
  });
});
