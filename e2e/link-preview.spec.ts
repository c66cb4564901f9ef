// A sent demo collection's link as a messenger sees it: the page fetched without scripts (as Telegram's, WhatsApp's
// and VK's crawlers do), its Open Graph tags read, the picture fetched, and a chat bubble drawn from those values
// alone, on a phone and on a desktop, for a person to look at. A dead link answers the small 404 page. And the daily
// digest's unsubscribe link, opened in a browser without a login: the question, the button, the answer.
import { parseEnv } from '../server/env.ts';
import { unsubscribeToken } from '../server/modules/saved-filters/unsubscribe-token.ts';
import { demoToken } from './demo-login.ts';
import { expect, test } from './fixtures.ts';
import { authHeaders } from './workflows-helpers.ts';
import * as collectionsApi from '#shared/api/collections.ts';
import * as savedFiltersApi from '#shared/api/saved-filters.ts';
import * as userApi from '#shared/api/user.ts';
import { apiOf } from './api.ts';

const DEMO_COLLECTION = 'Ивановы: 2-комнатные у моря';
const CRAWLER = 'TelegramBot (like TwitterBot)';

const decode = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

function metas(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const found: Record<string, string> = {};
  for (const m of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) {
    found[m[1]!] = decode(m[2]!);
  }
  return found;
}

/** A messenger's bubble with the link and its card, built only from what the tags say. */
const BUBBLE = `<!doctype html><html lang="ru"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
  body { margin: 0; min-height: 100vh; background: #dfe7d6; font: 15px/1.35 system-ui, sans-serif; }
  .chat { max-width: 560px; margin: 0 auto; padding: 24px 12px; }
  .bubble { background: #effdde; border-radius: 14px; padding: 8px 10px 10px; box-shadow: 0 1px 1px #0002; }
  .link { color: #168acd; word-break: break-all; }
  .card { margin-top: 6px; border-left: 3px solid #3ca5d8; padding-left: 8px; }
  .site { color: #168acd; font-weight: 600; }
  .title { font-weight: 600; margin-top: 2px; }
  .description { margin-top: 2px; }
  .card img { display: block; width: 100%; aspect-ratio: 1200 / 630; object-fit: cover; border-radius: 8px; margin-top: 6px; }
</style></head><body><div class="chat"><div class="bubble">
  <div class="link" data-testid="link"></div>
  <div class="card" data-testid="card">
    <div class="site"></div><div class="title"></div><div class="description"></div><img alt="">
  </div>
</div></div></body></html>`;

test.describe('[previews] a sent collection’s link in a messenger @both', () => {
  test('the card shows the collection’s name, count, prices, agent and first photo', async ({
    page,
    request,
    shot,
  }) => {
    const agent = await demoToken('agent');
    const auth = { authorization: `Bearer ${agent}` };
    const list = (
      await apiOf(request).call(collectionsApi.listCollections, { query: { all: 'true' } }, { headers: auth })
    ).response;
    expect(list.ok()).toBe(true);
    const collection = ((await list.json()).data as { id: number; name: string }[]).find(
      (c) => c.name === DEMO_COLLECTION,
    );
    expect(collection, DEMO_COLLECTION).toBeTruthy();
    const full = (
      await apiOf(request).call(
        collectionsApi.getCollection,
        { params: { id: collection!.id } },
        { headers: auth },
      )
    ).response;
    const snapshotId = (await full.json()).data.snapshot.id as string;

    // What the crawler reads: HTML with the tags, no script run.
    const res = await request.get(`/${snapshotId}`, { headers: { 'user-agent': CRAWLER } });
    expect(res.status()).toBe(200);
    const tags = metas(await res.text());
    expect(tags['og:title']).toBe(`Подборка «${DEMO_COLLECTION}»`);
    expect(tags['og:description']).toMatch(/^\d+ объект\S* в подборке · от .+ · подготовил\(а\) .+/);
    expect(tags['og:type']).toBe('website');
    expect(tags['twitter:card']).toBe('summary_large_image');
    expect(tags.robots).toBe('noindex');
    const image = tags['og:image']!;
    expect(image).toMatch(/^https?:\/\/[^/]+\/preview\/collection\/[\w-]+\.jpg\?v=\d+$/);
    const picture = await request.get(image);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/jpeg');

    await page.setContent(BUBBLE);
    await page.evaluate(
      ({ url, site, title, description, image }) => {
        const set = (selector: string, text: string) =>
          (document.querySelector(selector)!.textContent = text);
        set('.link', url);
        set('.site', site);
        set('.title', title);
        set('.description', description);
        (document.querySelector('.card img') as HTMLImageElement).src = image;
      },
      {
        url: tags['og:url']!,
        site: tags['og:site_name']!,
        title: tags['og:title']!,
        description: tags['og:description']!,
        image,
      },
    );
    const img = page.locator('.card img');
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBe(1200);
    await expect(page.getByTestId('card')).toContainText(DEMO_COLLECTION);
    await shot(page, 'link-preview-collection', { fullPage: false });

    // A link nobody sent: the small Russian page, not the app.
    const dead = await page.goto('/AAAAAAAAAAAAAAAAAAAAAA');
    expect(dead!.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ссылка не найдена или устарела' }),
    ).toBeVisible();
    await shot(page, 'link-preview-dead-link', { fullPage: false });
  });
});

test.describe('[alerts] the digest’s unsubscribe link in a browser', () => {
  test('asks, unsubscribes on the button without a login, and the daily filter stops', async ({
    page,
    request,
    account,
    shot,
  }) => {
    const user = await account({ name: 'Ольга Отписка' });
    const headers = authHeaders(user.token);
    const saved = (
      await apiOf(request).call(
        savedFiltersApi.saveFilter,
        { body: { name: 'Двушки у моря', filter: {}, notify: 'daily' } },
        { headers },
      )
    ).response;
    expect(saved.ok()).toBe(true);
    // The e2e server runs with the development APP_SECRET, as parseEnv gives it.
    const env = parseEnv({ NODE_ENV: 'test' });
    if (!('env' in env)) throw new Error(env.problems.join('; '));
    const token = unsubscribeToken(env.env.APP_SECRET, user.id);

    await page.goto(`/api/filters/unsubscribe?token=${encodeURIComponent(token)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Отписаться от рассылки?' })).toBeVisible();
    await shot(page, 'digest-unsubscribe-confirm', { fullPage: false });
    await page.getByRole('button', { name: 'Отписаться' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Вы отписались от рассылки' })).toBeVisible();
    await shot(page, 'digest-unsubscribe-done', { fullPage: false });

    const me = (await apiOf(request).call(userApi.readUser, null, { headers })).response;
    const filters = (await me.json()).user.filters as { name: string; notify: string }[];
    expect(filters.find((f) => f.name === 'Двушки у моря')?.notify).toBe('off');
  });
});
