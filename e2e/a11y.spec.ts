// axe-core on the screens people use most, on a phone and a desktop: no serious or critical violation of WCAG 2.1
// A/AA. axe runs inside the page (its script evaluated there: @axe-core/playwright needs a newer Node than ours).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { APIRequestContext, Page } from '@playwright/test';
import { cellCard } from './cell-card.ts';
import { findDemoSection } from './demo-sections.ts';
import { demoToken } from './demo-login.ts';
import { test, expect } from './fixtures.ts';
import { authHeaders } from './workflows-helpers.ts';
import * as collectionsApi from '#shared/api/collections.ts';
import { apiOf } from './api.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; any: { data?: { fgColor?: string; bgColor?: string } | null }[] }[];
}

/** A node as the report names it; for contrast, with its colours. */
function nodeText(node: Violation['nodes'][number]): string {
  const colours = node.any.find((check) => check.data?.fgColor)?.data;
  return node.target.join(' ') + (colours ? ` (${colours.fgColor} on ${colours.bgColor})` : '');
}

/** The serious and critical violations on the page as it is now, one line each. */
async function audit(page: Page): Promise<string[]> {
  // Evaluated through the debugging protocol: the page's CSP refuses an injected script tag, rightly.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: object) => Promise<{ violations: unknown[] }> } })
      .axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations;
  });
  return (violations as Violation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map(nodeText).join(', ')}`);
}

async function expectClean(page: Page, screen: string) {
  expect(await audit(page), screen).toEqual([]);
}

/** The first published section of the demo builder. */
async function demoSection(request: APIRequestContext) {
  const found = await findDemoSection(request, ({ objectId, pavilionId, sectionId }) => ({
    objectId,
    pavilionId,
    sectionId,
  }));
  if (!found) throw new Error('no published demo section');
  return found;
}

/** The public link of the agent's first sent demo collection. */
async function demoLink(request: APIRequestContext): Promise<string> {
  const headers = authHeaders(await demoToken('agent'));
  const list = (
    await apiOf(request).call(collectionsApi.listCollections, { query: { page: 1 } }, { headers })
  ).body;
  for (const item of list.data as { id: number }[]) {
    const full = (
      await apiOf(request).call(collectionsApi.getCollection, { params: { id: item.id } }, { headers })
    ).body.data;
    if (full.snapshot) return `/${full.snapshot.id}`;
  }
  throw new Error('no sent demo collection');
}

test.describe('[a11y] no serious or critical axe violation', { tag: '@both' }, () => {
  test('login', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('textbox').first()).toBeVisible();
    await expectClean(page, 'login');
  });

  test('feed, filters open, map', async ({ page, visitAs }) => {
    await visitAs(page, 'user', '/feed');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectClean(page, 'feed');
    await page.getByTestId('open-filters').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectClean(page, 'filters');
    await page.goto('/feed?view=map');
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await expectClean(page, 'map');
  });

  test('object page, chessboard, unit card', async ({ page, request, visitAs }) => {
    const target = await demoSection(request);
    await visitAs(page, 'agent', `/realty/${target.objectId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectClean(page, 'object page');
    await page.goto(`/realty/${target.objectId}/chess/${target.sectionId}`);
    const unit = page.getByTestId('chess-grid').locator('[data-cell-id]').first();
    await expect(unit).toBeVisible();
    await expectClean(page, 'chessboard');
    await unit.click();
    await expect(cellCard(page)).toBeVisible();
    await expectClean(page, 'unit card');
  });

  test('collection and its public link', async ({ page, request, visitAs }) => {
    const link = await demoLink(request);
    await visitAs(page, 'agent', '/cabinet/collections');
    await page.getByRole('link').filter({ hasText: 'Ивановы' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectClean(page, 'collection');
    const client = await page.context().browser()!.newPage();
    await client.goto(link);
    await expect(client.getByTestId('snapshot-item').first()).toBeVisible();
    await expectClean(client, 'public link');
    await client.close();
  });

  test('back-office: object editor, chessboard editor, bookings', async ({ page, request, visitAs }) => {
    const target = await demoSection(request);
    await visitAs(page, 'builder', `/builder_cabinet/${target.objectId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectClean(page, 'object editor');
    await page.goto(`/builder_cabinet/${target.objectId}/${target.pavilionId}/${target.sectionId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectClean(page, 'chessboard editor');
    await page.goto('/builder_cabinet/bookings');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectClean(page, 'bookings');
  });
});
