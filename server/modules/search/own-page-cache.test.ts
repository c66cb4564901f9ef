// An owner's overlay of the shared page 1 and count is kept per owner: read once, again after a catalog write or a
// change of the owner's own (favourites, role), and never given to anyone else.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { decode } from '@msgpack/msgpack';
import { Market } from '#shared/enums.ts';
import type { TSearchResponse } from '#shared/schemas/search.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { buildUser } from '../../test/factories.ts';
import { buildOwnWorld, type OwnWorld } from '../../test/worlds/own-complexes.ts';
import { countWithOwnComplexes, withOwnComplexes } from './own-complexes.ts';
import { heartsOnText } from './viewer-favorites.ts';
import * as backofficeApi from '#shared/api/backoffice.ts';
import * as favoritesApi from '#shared/api/favorites.ts';
import * as searchApi from '#shared/api/search.ts';

import type * as OwnModule from './own-complexes.ts';
import type * as FavoritesModule from './viewer-favorites.ts';

vi.mock('./own-complexes.ts', async (original) => {
  const real = await original<typeof OwnModule>();
  return {
    ...real,
    withOwnComplexes: vi.fn(real.withOwnComplexes),
    countWithOwnComplexes: vi.fn(real.countWithOwnComplexes),
  };
});
vi.mock('./viewer-favorites.ts', async (original) => {
  const real = await original<typeof FavoritesModule>();
  return { ...real, heartsOnText: vi.fn(real.heartsOnText) };
});
const pages = vi.mocked(withOwnComplexes);
const patches = vi.mocked(heartsOnText);
const counts = vi.mocked(countWithOwnComplexes);

const t = useTestApp();
let w: OwnWorld;

beforeAll(async () => {
  w = await buildOwnWorld(t);
});

const FILTER = { market: Market.primary };

async function textOf(viewer: UserRow, accept?: string) {
  const res = await t.call(searchApi.searchCards, { body: FILTER }, viewer, {
    headers: accept ? { accept } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

async function pageOf(viewer: UserRow) {
  return (await textOf(viewer)).json() as TSearchResponse;
}

async function countOf(viewer: UserRow) {
  const res = await t.call(searchApi.countSearch, { body: FILTER }, viewer);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().count as number;
}

describe('[cache] an owner’s overlay, kept per owner', () => {
  it('is computed once, then again after the owner’s favourites change, and shows their hearts', async () => {
    const first = await pageOf(w.builder);
    const total = await countOf(w.builder);
    expect(first.data.map((c) => c.id)).toContain(w.hidden.newest);
    pages.mockClear();
    counts.mockClear();
    expect(await pageOf(w.builder)).toEqual(first);
    expect(await countOf(w.builder)).toBe(total);
    expect(pages).not.toHaveBeenCalled();
    expect(counts).not.toHaveBeenCalled();

    // A heart on a complex only the owner sees: the card comes from the overlay, so it is read afresh.
    const res = await t.call(
      favoritesApi.setFavorite,
      { body: { id: w.hidden.newest, favorite: true } },
      w.builder,
    );
    expect(res.statusCode, res.body).toBe(200);
    const hearted = await pageOf(w.builder);
    expect(hearted.data.find((c) => c.id === w.hidden.newest)!.isFavorite).toBe(true);
    const off = await t.call(
      favoritesApi.setFavorite,
      { body: { id: w.hidden.newest, favorite: false } },
      w.builder,
    );
    expect(off.statusCode, off.body).toBe(200);
    expect((await pageOf(w.builder)).data.find((c) => c.id === w.hidden.newest)!.isFavorite).toBe(false);
  });

  it('follows the owner’s own write to their complexes at once', async () => {
    const before = await pageOf(w.builder);
    const publicBefore = (await pageOf(w.buyer)).meta.total;
    const res = await t.call(
      backofficeApi.publishBackofficeObject,
      { params: { id: w.ownPublic }, body: { published: false } },
      w.builder,
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = await pageOf(w.builder);
    // Still theirs (now hidden, laid over), gone for the public.
    expect(after.meta.total).toBe(before.meta.total);
    expect((await pageOf(w.buyer)).meta.total).toBe(publicBefore - 1);
    expect((await pageOf(w.buyer)).data.map((c) => c.id)).not.toContain(w.ownPublic);
  });

  it('never gives one owner’s overlay to another viewer, whoever filled the cache first', async () => {
    const stranger = await buildUser(t.db, { abilities: ['cabinet'] });
    await pageOf(w.builder);
    await countOf(w.builder);
    const hidden = Object.values(w.hidden);
    for (const viewer of [stranger, w.buyer, w.agent, w.publicBuilder]) {
      const seen = (await pageOf(viewer)).data.map((c) => c.id);
      for (const id of hidden) expect(seen).not.toContain(id);
      expect(await countOf(viewer)).toBeLessThan(await countOf(w.builder));
    }
  });

  it('is sent as its stored text with the owner’s hearts set, the same answer as the object path', async () => {
    const first = await textOf(w.builder);
    const ids = (JSON.parse(first.body) as TSearchResponse).data.map((c) => c.id);
    expect(ids).toContain(w.hidden.newest);
    // A heart on a public complex of the owner's page: the owner's stored text gets the flag set, not re-serialized.
    const publicId = ids.find((id) => !Object.values(w.hidden).includes(id))!;
    const res = await t.call(favoritesApi.setFavorite, { body: { id: publicId, favorite: true } }, w.builder);
    expect(res.statusCode, res.body).toBe(200);
    patches.mockClear();
    const hearted = await textOf(w.builder);
    expect(patches).toHaveBeenCalledTimes(1);
    const flags = (JSON.parse(hearted.body) as TSearchResponse).data;
    expect(flags.find((c) => c.id === publicId)!.isFavorite).toBe(true);
    expect(flags.map((c) => c.id)).toContain(w.hidden.newest);
    const packed = await textOf(w.builder, 'application/x-msgpack');
    expect(decode(packed.rawPayload)).toEqual(JSON.parse(hearted.body));
    // Nobody else gets the owner's text or hearts.
    const other = JSON.parse((await textOf(w.buyer)).body) as TSearchResponse;
    expect(other.data.map((c) => c.id)).not.toContain(w.hidden.newest);
    expect(other.data.find((c) => c.id === publicId)?.isFavorite ?? false).toBe(false);
    await t.call(favoritesApi.setFavorite, { body: { id: publicId, favorite: false } }, w.builder);
  });
});
