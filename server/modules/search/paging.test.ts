import { beforeAll, describe, expect, it } from 'vitest';
import { Layout, Structure } from '#shared/enums.ts';
import type { TSearchResponse } from '#shared/schemas/search.ts';
import { useTestApp } from '../../test/use-app.ts';
import { buildUser, tokenFor } from '../../test/factories.ts';
import { oneSectionComplex } from '../../test/worlds/complex.ts';
import { plainGrid } from '../../db/seed/grid.ts';
import { SEARCH_PER_PAGE } from './search.ts';
import * as searchApi from '#shared/api/search.ts';

const t = useTestApp();
let token: string;
const TOTAL = SEARCH_PER_PAGE + 5;

async function page(n: number, filter: Record<string, unknown> = {}) {
  const res = await t.call(searchApi.searchCards, { query: { page: n }, body: filter }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TSearchResponse;
}

beforeAll(async () => {
  const user = await buildUser(t.db);
  token = await tokenFor(t.db, user);
  for (let i = 0; i < TOTAL; i++) {
    await oneSectionComplex(
      t,
      {
        title: `ЖК Номер ${i + 1}`,
        type: Structure.apart,
        published: true,
        publishedAt: new Date(Date.UTC(2026, 0, 1 + i)),
      },
      plainGrid({
        floors: 1,
        risers: 1,
        cell: () => ({ cntApart: Layout.one, price: 1_000_000 * (i + 1) }),
      }),
    );
  }
});

describe('[search] paging', () => {
  it('cuts results into pages with Laravel-style meta and no overlap', async () => {
    const first = await page(1);
    expect(first.data).toHaveLength(SEARCH_PER_PAGE);
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, total: TOTAL, per_page: SEARCH_PER_PAGE });
    const second = await page(2);
    expect(second.data).toHaveLength(5);
    expect(second.meta).toMatchObject({ current_page: 2, last_page: 2, total: TOTAL });
    const ids = [...first.data, ...second.data].map((c) => c.id);
    expect(new Set(ids).size).toBe(TOTAL);
    // Newest first: the last one created was published last.
    expect(first.data[0]!.title).toBe(`ЖК Номер ${TOTAL}`);
  });

  it('keeps the total past the last page', async () => {
    const third = await page(3);
    expect(third.data).toEqual([]);
    expect(third.meta).toMatchObject({ current_page: 3, last_page: 2, total: TOTAL });
  });

  it('pages a price order over matching units the same way', async () => {
    const filter = { cntApart: [Layout.one], sort: 'priceDown' };
    const first = await page(1, filter);
    const second = await page(2, filter);
    const prices = [...first.data, ...second.data].map((c) => c.price);
    expect(prices).toHaveLength(TOTAL);
    expect(prices).toEqual([...prices].sort((a, b) => b! - a!));
    expect(second.meta.total).toBe(TOTAL);
  });
});
