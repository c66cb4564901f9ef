// The cache on the serving path: hits, invalidation by a write through its route, the personal overlay and the
// token lookup dropped on a ban.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { decode } from '@msgpack/msgpack';
import { Kind, Market, Role } from '#shared/enums.ts';
import type { TSearchResponse } from '#shared/schemas/search.ts';
import { favorites, objects, type UserRow } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { buildUser, tokenFor } from '../../test/factories.ts';
import { buildWorld, type World } from '../../test/worlds/search.ts';
import { runOfferLifecycle } from '../../jobs/offer-lifecycle.ts';
import { search } from './search.ts';

import type * as SearchModule from './search.ts';
import * as authApi from '#shared/api/auth.ts';
import * as backofficeApi from '#shared/api/backoffice.ts';
import * as backofficeNewsApi from '#shared/api/backoffice-news.ts';
import * as favoritesApi from '#shared/api/favorites.ts';
import * as moderationApi from '#shared/api/moderation.ts';
import * as realtyApi from '#shared/api/realty.ts';
import * as searchApi from '#shared/api/search.ts';

vi.mock('./search.ts', async (original) => {
  const real = await original<typeof SearchModule>();
  return { ...real, search: vi.fn(real.search) };
});
const searches = vi.mocked(search);

const t = useTestApp();
let w: World;

async function cards(viewer: UserRow, filter: object = {}) {
  const res = await t.call(searchApi.searchCards, { body: filter }, viewer);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TSearchResponse).data;
}

/** A change the routes do not know of: only a cached answer still shows the old value. */
const retitleBehindTheBack = (id: number, title: string) =>
  t.db.update(objects).set({ title }).where(eq(objects.id, id));

beforeAll(async () => {
  w = await buildWorld(t);
});

describe('[cache] search, count and object page', () => {
  it('answers page 1 and the count again from the cache, and afresh once a write went through a route', async () => {
    const count = async () =>
      (await t.call(searchApi.countSearch, { body: {} }, w.user)).json().count as number;
    const before = await cards(w.user);
    const counted = await count();
    await retitleBehindTheBack(w.c.breeze, 'Бриз (тихо)');
    const titleOf = (list: typeof before) => list.find((c) => c.id === w.c.breeze)?.title;
    expect(titleOf(await cards(w.user))).toBe(titleOf(before));
    expect(await count()).toBe(counted);

    const res = await t.call(
      backofficeApi.publishBackofficeObject,
      { params: { id: w.c.mountain }, body: { published: false } },
      w.owner,
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = await cards(w.user);
    expect(after.map((c) => c.id)).not.toContain(w.c.mountain);
    expect(titleOf(after)).toBe('Бриз (тихо)');
    expect(await count()).toBe(counted - 1);
  });

  it('lays favourites and commission over the shared answer, never one viewer’s onto another', async () => {
    const other = await buildUser(t.db);
    const hearted = await t.call(
      favoritesApi.setFavorite,
      { body: { id: w.c.breeze, favorite: true } },
      w.user,
    );
    expect(hearted.statusCode, hearted.body).toBe(200);
    const mine = (await cards(w.user)).find((c) => c.id === w.c.breeze)!;
    const theirs = (await cards(other)).find((c) => c.id === w.c.breeze)!;
    const agents = (await cards(w.agent)).find((c) => c.id === w.c.breeze)!;
    expect(mine.isFavorite).toBe(true);
    expect(theirs.isFavorite).toBe(false);
    expect(agents.isFavorite).toBe(false);
    expect(mine.commission).toBeNull();
    expect(theirs.commission).toBeNull();
    expect(agents.commission).not.toBeNull();
    // And again, now from the cache, in the other order.
    expect((await cards(other)).find((c) => c.id === w.c.breeze)!.isFavorite).toBe(false);
    expect((await cards(w.user)).find((c) => c.id === w.c.breeze)!.isFavorite).toBe(true);
    // The viewer's favourites are cached too: a heart taken off shows on the next read.
    const unhearted = await t.call(
      favoritesApi.setFavorite,
      { body: { id: w.c.breeze, favorite: false } },
      w.user,
    );
    expect(unhearted.statusCode, unhearted.body).toBe(200);
    expect((await cards(w.user)).find((c) => c.id === w.c.breeze)!.isFavorite).toBe(false);
  });

  it('reads the viewer’s favourites once per change of theirs, not on every cached page', async () => {
    const viewer = await buildUser(t.db);
    await cards(viewer);
    // Behind the routes' back: the cached set does not see it until the user's own write moves the counter.
    await t.db.insert(favorites).values({ userId: viewer.id, kind: Kind.realty, itemId: w.c.breeze });
    expect((await cards(viewer)).find((c) => c.id === w.c.breeze)!.isFavorite).toBe(false);
    const res = await t.call(favoritesApi.setFavorite, { body: { id: w.c.pines, favorite: true } }, viewer);
    expect(res.statusCode, res.body).toBe(200);
    const list = await cards(viewer);
    expect(list.find((c) => c.id === w.c.breeze)!.isFavorite).toBe(true);
    expect(list.find((c) => c.id === w.c.pines)!.isFavorite).toBe(true);
  });

  it('gives the owner their unpublished complexes, whatever others have cached', async () => {
    await cards(w.user);
    const ids = (await cards(w.owner)).map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([w.c.draft, w.c.hidden]));
    expect((await cards(w.user)).map((c) => c.id)).not.toContain(w.c.draft);
  });

  it('serves the object page from the cache, with the viewer’s own favourite flag, until its complex changes', async () => {
    const page = async (viewer: UserRow) =>
      (await t.call(realtyApi.getObject, { params: { id: w.c.pines }, body: {} }, viewer)).json() as {
        title: string;
        isFavorite: boolean;
      };
    const first = await page(w.user);
    await retitleBehindTheBack(w.c.pines, 'Сосны (тихо)');
    expect((await page(w.user)).title).toBe(first.title);
    await t.db.insert(favorites).values({ userId: w.agent.id, kind: Kind.realty, itemId: w.c.pines });
    expect((await page(w.agent)).isFavorite).toBe(true);
    expect((await page(w.user)).isFavorite).toBe(false);

    const res = await t.call(
      backofficeApi.updateBackofficeObject,
      { params: { id: w.c.pines }, body: { title: 'Сосны 2' } },
      w.owner,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await page(w.user)).title).toBe('Сосны 2');
  });
});

describe('[cache] the fast path of hits', () => {
  let token: string;
  /** «Акции», page 1, by someone with no favourites. */
  const promotions = (accept?: string) =>
    t.call(searchApi.searchCards, { body: { isAction: true } }, token, { headers: accept ? { accept } : {} });

  it('sends a hit without favourites as the stored text, not searching again; MessagePack takes the object path', async () => {
    token = await tokenFor(t.db, await buildUser(t.db));
    const first = await promotions();
    expect(first.statusCode, first.body).toBe(200);
    searches.mockClear();
    const second = await promotions();
    expect(searches).not.toHaveBeenCalled();
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(second.body).toBe(first.body);
    const packed = await promotions('application/x-msgpack');
    expect(packed.headers['content-type']).toBe('application/x-msgpack');
    expect(decode(packed.rawPayload)).toEqual(first.json());
  });
});

describe('[cache] writes that change the catalog', () => {
  /** The resale offers the viewer finds. */
  const ids = async (viewer: UserRow) => (await cards(viewer, { market: Market.secondary })).map((c) => c.id);

  it('a moderator taking an offer off the feed', async () => {
    const moder = await buildUser(t.db, { group: Role.moder });
    expect(await ids(w.user)).toContain(w.f.house);
    expect(
      (await t.callRaw(moderationApi.disableOffer, { params: { id: w.f.house }, body: {} }, moder))
        .statusCode,
    ).toBe(200);
    expect(await ids(w.user)).not.toContain(w.f.house);
  });

  it('the offer lifecycle job making old offers inactive', async () => {
    expect(await ids(w.user)).toContain(w.f.inMountain);
    const later = new Date(t.clock.now().getTime() + 400 * 86_400_000);
    const run = await runOfferLifecycle({
      db: t.db,
      realtime: t.realtime,
      clock: { now: () => later },
      env: t.app.env,
      cache: t.app.cache,
    });
    expect(run.outdated).toContain(w.f.inMountain);
    expect(await ids(w.user)).not.toContain(w.f.inMountain);
  });

  it('news added to a complex shows on its cached page', async () => {
    const count = async () =>
      (
        (await t.call(realtyApi.getObject, { params: { id: w.c.breeze }, body: {} }, w.user)).json() as {
          newsCount: number;
        }
      ).newsCount;
    const before = await count();
    const res = await t.call(
      backofficeNewsApi.createBackofficeNews,
      { params: { id: w.c.breeze }, body: { text: 'Сдали корпус' } },
      w.owner,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await count()).toBe(before + 1);
  });
});

describe('[cache] token lookup', () => {
  it('refuses a banned user on the very next request', async () => {
    const victim = await buildUser(t.db);
    const moder = await buildUser(t.db, { group: Role.moder });
    expect((await t.call(searchApi.countSearch, { body: {} }, victim)).statusCode).toBe(200);
    const ban = await t.call(
      moderationApi.changeUserRole,
      { params: { id: victim.id }, body: { group: Role.disabled } },
      moder,
    );
    expect(ban.statusCode, ban.body).toBe(200);
    const next = await t.call(searchApi.countSearch, { body: {} }, victim);
    expect(next.json()).toMatchObject({ type: 'UserIsBanned' });
  });

  it('sees a role change on the next request (commission appears)', async () => {
    const someone = await buildUser(t.db);
    const admin = await buildUser(t.db, { group: Role.admin });
    expect((await cards(someone)).find((c) => c.id === w.c.breeze)!.commission).toBeNull();
    const res = await t.call(
      moderationApi.changeUserRole,
      { params: { id: someone.id }, body: { group: Role.agent } },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await cards(someone)).find((c) => c.id === w.c.breeze)!.commission).not.toBeNull();
  });

  it('refuses a token after logout', async () => {
    const someone = await buildUser(t.db);
    expect((await t.call(searchApi.countSearch, { body: {} }, someone)).statusCode).toBe(200);
    const out = await t.call(authApi.logout, null, await t.tokenOf(someone));
    expect(out.statusCode, out.body).toBeLessThan(300);
    expect((await t.call(searchApi.countSearch, { body: {} }, someone)).statusCode).toBe(401);
  });
});
