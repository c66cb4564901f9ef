import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Market } from '#shared/enums.ts';
import { filters } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { actor, useActor } from '../../test/worlds/cabinet.ts';
import { FILTERS_PER_USER } from './save-filter.ts';
import * as savedFiltersApi from '#shared/api/saved-filters.ts';
import * as userApi from '#shared/api/user.ts';

describe('[filters] saved search filters', () => {
  const t = useTestApp();
  const user = useActor(t);
  const other = useActor(t);

  it('saves the filter as read (numbers and booleans) and lists it with the user', async () => {
    const res = await t.call(
      savedFiltersApi.saveFilter,
      {
        body: {
          name: '  Студии у моря  ',
          filter: { market: '1', cntApart: ['1', '2'], priceTo: '9000000', isAction: 1, distanceSeaTo: '' },
        },
      },
      user,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      name: 'Студии у моря',
      preset: false,
      filter: { market: Market.primary, cntApart: [1, 2], priceTo: 9_000_000, isAction: true },
      notify: 'instant',
      createdAt: t.clock.now().toISOString(),
    });
    const me = await t.call(userApi.readUser, null, user);
    expect(me.json().user.filters).toEqual([res.json()]);
  });

  it('refuses a bad filter or name with 422 in Russian and stores nothing', async () => {
    const cases: [object, string][] = [
      [{ name: '', filter: {} }, 'name'],
      [{ name: 'Без фильтра' }, 'filter'],
      [{ name: 'Цена', filter: { priceFrom: 10, priceTo: 5 } }, 'filter.priceTo'],
      [{ name: 'Рынок', filter: { market: 7 } }, 'filter.market'],
      [{ name: 'я'.repeat(101), filter: {} }, 'name'],
    ];
    for (const [payload, field] of cases) {
      const res = await t.callRaw(savedFiltersApi.saveFilter, { body: payload }, other);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.failure().errors), JSON.stringify(payload)).toContain(field);
      expect(Object.values(res.failure().errors).flat().join(' ')).toMatch(/[а-я]/i);
    }
    expect(await t.db.$count(filters, eq(filters.userId, other.user.id))).toBe(0);
  });

  it('deletes own filters only: someone else’s is NotFound and stays', async () => {
    const mine = (
      await t.call(savedFiltersApi.saveFilter, { body: { name: 'Мой', filter: {} } }, user)
    ).json();
    const theirs = (
      await t.call(savedFiltersApi.saveFilter, { body: { name: 'Чужой', filter: {} } }, other)
    ).json();

    const refused = await t.call(savedFiltersApi.deleteFilter, { params: { id: theirs.id } }, user);
    expect(refused.statusCode).toBe(404);
    expect(await t.db.$count(filters, eq(filters.id, theirs.id))).toBe(1);

    const deleted = await t.call(savedFiltersApi.deleteFilter, { params: { id: mine.id } }, user);
    expect(deleted.json()).toEqual({ ok: true });
    expect((await t.call(savedFiltersApi.deleteFilter, { params: { id: mine.id } }, user)).statusCode).toBe(
      404,
    );
    expect((await t.call(savedFiltersApi.deleteFilter, { params: { id: 'abc' } }, user)).statusCode).toBe(
      422,
    );
  });

  it('keeps at most the limit of filters per user', async () => {
    const heavy = await actor(t);
    await t.db.insert(filters).values(
      Array.from({ length: FILTERS_PER_USER }, (_, i) => ({
        userId: heavy.user.id,
        name: `Ф${i}`,
        filter: {},
      })),
    );
    const res = await t.call(savedFiltersApi.saveFilter, { body: { name: 'Лишний', filter: {} } }, heavy);
    expect(res.statusCode).toBe(422);
    expect(res.failure().errors.name[0]).toContain(String(FILTERS_PER_USER));
  });
});
