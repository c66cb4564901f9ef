// Every viewer takes the cached path: an owner's hidden complexes and a buyer's resale offers laid over the shared
// answer give exactly what the uncached search gives that viewer — the same cards in the same order, the same
// total — on several presets and pages, and the shared answer is computed once for all of them.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Layout, Market } from '#shared/enums.ts';
import type { TSearchFilterInput } from '#shared/schemas/filter.ts';
import { ZSearchFilter } from '#shared/schemas/filter.ts';
import type { TSearchResponse } from '#shared/schemas/search.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { buildOwnWorld, type OwnWorld } from '../../test/worlds/own-complexes.ts';
import { countResults, search } from './search.ts';
import * as backofficeApi from '#shared/api/backoffice.ts';
import * as searchApi from '#shared/api/search.ts';

import type * as SearchModule from './search.ts';

vi.mock('./search.ts', async (original) => {
  const real = await original<typeof SearchModule>();
  return { ...real, search: vi.fn(real.search), countResults: vi.fn(real.countResults) };
});
const searches = vi.mocked(search);
const counts = vi.mocked(countResults);

const t = useTestApp();
let w: OwnWorld;

beforeAll(async () => {
  w = await buildOwnWorld(t);
});

const PRESETS: Record<string, TSearchFilterInput> = {
  all: {},
  actions: { market: Market.primary, isAction: 1 },
  priceUp: { sort: 'priceUp', cntApart: [Layout.one] },
  priceDownBudget: { sort: 'priceDown', priceTo: 20_000_000 },
  squarePriceDown: { sort: 'squarePriceDown' },
  deadline: { sort: 'deadline' },
  text: { title: 'оверлей' },
  resale: { market: Market.secondary },
};

async function viaApi(viewer: UserRow, filter: TSearchFilterInput, page = 1) {
  const res = await t.call(searchApi.searchCards, { query: { page: String(page) }, body: filter }, viewer);
  expect(res.statusCode, res.body).toBe(200);
  const count = await t.call(searchApi.countSearch, { body: filter }, viewer);
  expect(count.statusCode, count.body).toBe(200);
  return { page: res.json() as TSearchResponse, count: count.json().count as number };
}

/** What the search gives this viewer computed for them alone, through the JSON the route would send. */
async function uncached(viewer: UserRow, filter: TSearchFilterInput, page = 1) {
  const f = ZSearchFilter.parse(filter);
  const answer = await search({ db: t.db, storage: t.storage }, f, viewer, t.app.clock.now(), page);
  return {
    ids: answer.data.map((c) => `${c.isOffer ? 'offer' : 'complex'}:${c.id}`),
    total: answer.meta.total,
    count: await countResults(t.db, f, viewer, t.app.clock.now()),
  };
}

const keys = (r: TSearchResponse) => r.data.map((c) => `${c.isOffer ? 'offer' : 'complex'}:${c.id}`);

describe('[cache] own content laid over the shared answer', () => {
  it.each(Object.keys(PRESETS))(
    'gives an owner of hidden complexes what the uncached search gives them, page by page: %s',
    async (name) => {
      const filter = PRESETS[name]!;
      for (const page of [1, 2]) {
        const expected = await uncached(w.builder, filter, page);
        if (page === 1) expect(expected.total).toBeGreaterThan(0);
        const got = await viaApi(w.builder, filter, page);
        expect(keys(got.page), `page ${page}`).toEqual(expected.ids);
        expect(got.page.meta.total).toBe(expected.total);
        expect(got.count).toBe(expected.count);
      }
    },
  );

  it('puts the owner’s hidden complexes in their place: the newest first, one past page 1 on page 2', async () => {
    const first = (await viaApi(w.builder, {})).page;
    const ids = first.data.map((c) => c.id);
    expect(ids[0]).toBe(w.hidden.newest);
    expect(ids).toContain(w.hidden.middle);
    expect(ids).not.toContain(w.hidden.oldest);
    const second = (await viaApi(w.builder, {}, 2)).page;
    expect(second.data.map((c) => c.id)).toContain(w.hidden.oldest);
    const publicTotal = (await viaApi(w.agent, {})).page.meta.total;
    expect(first.meta.total).toBe(publicTotal + 3);
    // Nobody else meets them, whatever the owner's requests put in the cache.
    for (const viewer of [w.buyer, w.agent, w.publicBuilder]) {
      const seen = (await viaApi(viewer, {})).page.data.map((c) => c.id);
      expect(seen).not.toContain(w.hidden.newest);
      expect(seen).not.toContain(w.hidden.middle);
    }
  });

  it('computes the shared page and count once for the owner, the buyer with offers and everyone else', async () => {
    const filter = { market: Market.primary, isAction: 1, sort: 'newest' } as const;
    searches.mockClear();
    counts.mockClear();
    for (const viewer of [w.publicBuilder, w.builder, w.buyer]) await viaApi(viewer, filter);
    // Twice again: all from the cache.
    for (const viewer of [w.builder, w.buyer, w.publicBuilder]) await viaApi(viewer, filter);
    expect(searches).toHaveBeenCalledTimes(1);
    expect(counts).toHaveBeenCalledTimes(1);
  });

  it.each(['all', 'actions', 'resale', 'text'])(
    'gives a buyer with resale offers in every status what the uncached search gives them: %s',
    async (name) => {
      const filter = PRESETS[name]!;
      const expected = await uncached(w.buyer, filter);
      const got = await viaApi(w.buyer, filter);
      expect(keys(got.page)).toEqual(expected.ids);
      expect(got.page.meta.total).toBe(expected.total);
      expect(got.count).toBe(expected.count);
    },
  );

  it('moves a complex its owner unpublishes out of everyone’s answer and into the owner’s overlay', async () => {
    const filter = { market: Market.primary, isAction: 1 } as const;
    expect((await viaApi(w.buyer, filter)).page.data.map((c) => c.id)).toContain(w.ownPublic);
    const res = await t.call(
      backofficeApi.publishBackofficeObject,
      { params: { id: w.ownPublic }, body: { published: false } },
      w.builder,
    );
    expect(res.statusCode, res.body).toBe(200);
    const expected = await uncached(w.builder, filter);
    const got = await viaApi(w.builder, filter);
    expect(keys(got.page)).toEqual(expected.ids);
    expect(got.page.data.map((c) => c.id)).toContain(w.ownPublic);
    expect(got.page.meta.total).toBe(expected.total);
    expect((await viaApi(w.buyer, filter)).page.data.map((c) => c.id)).not.toContain(w.ownPublic);
  });
});
