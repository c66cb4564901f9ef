// The map as a buyer uses it: toggle it on, tap a cluster to zoom in, tap a pin for its card, back to the list.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import * as searchApi from '#shared/api/search.ts';

interface ClusterBody {
  zoom: number;
  bounds: [[number, number], [number, number]];
}

const map = (page: Page) => page.getByTestId('map');
const clusters = (page: Page) => map(page).locator('.leaflet-marker-icon:has(span[style])');
/** The price label: Leaflet's own wrapper of a pin has no size of its own. */
const pins = (page: Page) => map(page).locator('.leaflet-marker-icon span[data-offer]');

test.describe('[discovery] map', () => {
  test('toggles on, zooms into a cluster, shows a pin’s card and toggles off @both', async ({
    page,
    visitAs,
    shot,
  }) => {
    await visitAs(page, 'user', '/feed');
    await page.getByRole('button', { name: 'Все', exact: true }).click();
    // The first view's cluster request: the default city zoom (PRODUCT §9).
    const lastCluster = page
      .waitForRequest((r) => r.url().includes(`${searchApi.mapCluster.path}?page=1`))
      .then((r) => r.postDataJSON() as ClusterBody);
    await page.getByTestId('toggle-map').click();
    await expect(page).toHaveURL(/view=map/);
    await expect(map(page)).toHaveAttribute('data-all-loaded', 'true');
    await expect(page.getByText(/\d+ объект\S* в области карты/)).toBeVisible();
    await expect(clusters(page).first()).toBeVisible();
    await shot(page, 'map-clusters');

    // A cluster opens into smaller clusters or pins: the map flies closer and asks for the new view's cluster.
    const before = await clusters(page).count();
    const zoomBefore = (await lastCluster).zoom;
    expect(zoomBefore).toBe(11);
    const beforePins = await pins(page).count();
    const closer = page.waitForRequest(
      (r) =>
        r.url().includes(searchApi.mapCluster.path) && (r.postDataJSON() as ClusterBody).zoom > zoomBefore,
    );
    await clusters(page).first().click();
    const zoomAfter = ((await closer).postDataJSON() as ClusterBody).zoom;
    expect(zoomAfter).toBeGreaterThan(zoomBefore);
    expect(zoomAfter).toBeLessThanOrEqual(18);
    await expect
      .poll(async () => (await pins(page).count()) + (await clusters(page).count()))
      .not.toBe(before + beforePins);
    await expect(map(page)).toHaveAttribute('data-all-loaded', 'true');

    // Keep zooming until a pin shows, then tap it.
    for (let i = 0; i < 6 && (await pins(page).count()) === 0; i++) {
      await clusters(page).first().click();
      await page.waitForTimeout(700);
      await expect(map(page)).toHaveAttribute('data-all-loaded', 'true');
    }
    const pin = pins(page).first();
    await expect(pin).toBeVisible();
    // A complex's pin says its price «from».
    await expect(
      pins(page)
        .filter({ hasText: /^от \d/ })
        .first(),
    ).toBeVisible();
    await pin.click();
    const card = page.getByRole('dialog', { name: 'Карта' }).locator('article');
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading')).toBeVisible();
    await shot(page, 'map-pin-card');

    await page.getByTestId('toggle-map').click();
    await expect(page).not.toHaveURL(/view=map/);
    await expect(page.getByTestId('results')).toBeVisible();
  });

  test('says the map could not open when its settings fail, and opens it on «Повторить» @both', async ({
    page,
    loginAs,
    shot,
  }) => {
    await loginAs(page, 'user');
    let fail = true;
    await page.route('**/api/config', (route) =>
      fail ? route.fulfill({ status: 503, json: { message: 'Сервис недоступен' } }) : route.continue(),
    );
    await page.goto('/feed?view=map');
    // After the app's two more tries.
    await expect(page.getByRole('heading', { name: 'Не удалось открыть карту' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(map(page)).toHaveCount(0);
    await shot(page, 'map-unavailable');
    fail = false;
    await page.getByRole('button', { name: 'Повторить' }).click();
    await expect(map(page)).toHaveAttribute('data-all-loaded', 'true');
    await expect(clusters(page).or(pins(page)).first()).toBeVisible();
  });

  test('keeps drawing pins and clusters when tiles cannot load', async ({ page, loginAs }) => {
    await loginAs(page, 'user');
    await page.route('**/e2e-tiles/**', (route) => route.abort());
    await page.goto('/feed?view=map');
    await expect(map(page)).toHaveAttribute('data-all-loaded', 'true');
    await expect(clusters(page).or(pins(page)).first()).toBeVisible();
  });
});
