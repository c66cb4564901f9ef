// A cached page 1 with the viewer's hearts is sent as the shared page's stored text with their flags set, not
// serialized again: the same answer as the object path, and never one viewer's hearts on another's page.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { decode } from '@msgpack/msgpack';
import { Market } from '#shared/enums.ts';
import type { TSearchResponse } from '#shared/schemas/search.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { buildUser } from '../../test/factories.ts';
import { buildWorld, type World } from '../../test/worlds/search.ts';
import { search } from './search.ts';
import { heartsOnText } from './viewer-favorites.ts';

import type * as SearchModule from './search.ts';
import type * as FavoritesModule from './viewer-favorites.ts';
import * as favoritesApi from '#shared/api/favorites.ts';
import * as searchApi from '#shared/api/search.ts';

vi.mock('./search.ts', async (original) => {
  const real = await original<typeof SearchModule>();
  return { ...real, search: vi.fn(real.search) };
});
vi.mock('./viewer-favorites.ts', async (original) => {
  const real = await original<typeof FavoritesModule>();
  return { ...real, heartsOnText: vi.fn(real.heartsOnText) };
});
const searches = vi.mocked(search);
const patches = vi.mocked(heartsOnText);

const t = useTestApp();
let w: World;

beforeAll(async () => {
  w = await buildWorld(t);
});

const page = (viewer: UserRow, filter: object, accept?: string) =>
  t.call(searchApi.searchCards, { body: filter }, viewer, { headers: accept ? { accept } : {} });

async function heart(viewer: UserRow, id: number, isOffer = false) {
  const res = await t.call(favoritesApi.setFavorite, { body: { id, favorite: true, isOffer } }, viewer);
  expect(res.statusCode, res.body).toBe(200);
}

const flags = (body: string) =>
  Object.fromEntries((JSON.parse(body) as TSearchResponse).data.map((c) => [c.id, c.isFavorite]));

describe('[cache] hearts laid over the stored text of page 1', () => {
  it.each([
    ['complexes', {}, false],
    ['resale offers', { market: Market.secondary }, true],
  ] as const)(
    '%s: the text path answers as the object path, without searching',
    async (_, filter, isOffer) => {
      const stranger = await buildUser(t.db);
      const viewer = await buildUser(t.db);
      // The stranger's miss stores the shared text.
      const shared = await page(stranger, filter);
      expect(shared.statusCode, shared.body).toBe(200);
      const first = (JSON.parse(shared.body) as TSearchResponse).data[0]!;
      expect(first.isOffer).toBe(isOffer);
      await heart(viewer, first.id, isOffer);

      searches.mockClear();
      patches.mockClear();
      const text = await page(viewer, filter);
      expect(searches).not.toHaveBeenCalled();
      // The stored text, patched: not the answer serialized again.
      expect(patches).toHaveBeenCalledOnce();
      expect(patches.mock.results[0]!.value).toBe(text.body);
      expect(text.statusCode, text.body).toBe(200);
      expect(text.headers['content-type']).toMatch(/^application\/json/);
      expect(flags(text.body)[first.id]).toBe(true);
      // MessagePack takes the object path (withFavorites): the same answer.
      const packed = await page(viewer, filter, 'application/x-msgpack');
      expect(decode(packed.rawPayload)).toEqual(JSON.parse(text.body));
      // Only the flag differs from the shared text.
      expect(text.body.replace('"isFavorite":true', '"isFavorite":false')).toBe(shared.body);
    },
  );

  it('writes the shared text once when the first to ask has hearts, and gives the next viewer none of them', async () => {
    const filter = { sort: 'newest' };
    const viewer = await buildUser(t.db);
    await heart(viewer, w.c.breeze);
    patches.mockClear();
    const mine = await page(viewer, filter);
    expect(patches).toHaveBeenCalledOnce();
    expect(patches.mock.results[0]!.value).toBe(mine.body);
    expect(flags(mine.body)[w.c.breeze]).toBe(true);
    searches.mockClear();
    const theirs = await page(await buildUser(t.db), filter);
    expect(searches).not.toHaveBeenCalled();
    expect(flags(theirs.body)[w.c.breeze]).toBe(false);
    expect(theirs.body).toBe(mine.body.replace('"isFavorite":true', '"isFavorite":false'));
  });

  it('never shows one viewer’s hearts to another, in either order, and drops a heart taken off', async () => {
    const [a, b] = [await buildUser(t.db), await buildUser(t.db)];
    await page(b, {});
    await heart(a, w.c.breeze);
    await heart(b, w.c.pines);
    for (let round = 0; round < 2; round++) {
      const [ofA, ofB] = [flags((await page(a, {})).body), flags((await page(b, {})).body)];
      expect([ofA[w.c.breeze], ofA[w.c.pines]]).toEqual([true, false]);
      expect([ofB[w.c.breeze], ofB[w.c.pines]]).toEqual([false, true]);
    }
    const res = await t.call(favoritesApi.setFavorite, { body: { id: w.c.breeze, favorite: false } }, a);
    expect(res.statusCode, res.body).toBe(200);
    expect(flags((await page(a, {})).body)[w.c.breeze]).toBe(false);
    // A stranger still gets the shared text untouched.
    expect(Object.values(flags((await page(await buildUser(t.db), {})).body))).not.toContain(true);
  });
});

describe('[cache] heartsOnText', () => {
  const none = { realty: new Set<number>(), offers: new Set<number>() };
  const text = JSON.stringify({
    data: [
      { id: 7, isOffer: false, isFavorite: false, title: '{"id":8,"isOffer":false,"isFavorite":false' },
      { id: 7, isOffer: true, isFavorite: false, object: { id: 8, title: 'x' } },
    ],
    meta: { page: 1 },
  });

  it('sets the flag of the viewer’s complexes and offers by kind, leaving text inside strings alone', () => {
    const own = { realty: new Set([7, 8]), offers: new Set<number>() };
    const patched = heartsOnText(text, 2, own)!;
    expect(JSON.parse(patched).data.map((c: { isFavorite: boolean }) => c.isFavorite)).toEqual([true, false]);
    expect(JSON.parse(patched).data[0].title).toBe('{"id":8,"isOffer":false,"isFavorite":false');
    const offers = { realty: new Set<number>(), offers: new Set([7]) };
    expect(JSON.parse(heartsOnText(text, 2, offers)!).data[1].isFavorite).toBe(true);
    expect(heartsOnText(text, 2, none)).toBe(text);
  });

  it('refuses a text that does not hold the page’s cards as expected', () => {
    expect(heartsOnText(text, 3, none)).toBeNull();
    expect(heartsOnText('{"data":[{"isOffer":false,"id":7,"isFavorite":false}]}', 1, none)).toBeNull();
  });
});
