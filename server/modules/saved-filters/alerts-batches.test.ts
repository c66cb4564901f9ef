// The alert job at the national scale's shape: a queue longer than one batch is worked off in one run, batch by
// batch, and stale predicates are rewritten a thousand filters at a time (bench/filter-alerts-national.ts measures it).
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CellStatus, Layout } from '#shared/enums.ts';
import { filterAlertQueue, filterPredicates, filters, priceHistory } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { actor, complex, type TestComplex } from '../../test/worlds/cabinet.ts';
import { drainFilterAlerts } from './run-alerts.ts';
import { PREDICATE_REV, refreshStalePredicates, STALE_BATCH } from './predicate.ts';

describe('[alerts] batches of the alert job', () => {
  const t = useTestApp();
  let home: TestComplex;

  beforeAll(async () => {
    home = await complex(t, { title: 'ЖК Волна' });
  });
  beforeEach(async () => {
    await t.db.delete(filterAlertQueue);
    await t.db.delete(filters);
  });

  it('one run works off a queue of several batches and notifies once per filter', async () => {
    const buyer = await actor(t);
    const [filter] = await t.db
      .insert(filters)
      .values({ userId: buyer.user.id, name: 'Двушки', filter: { cntApart: [Layout.two] } })
      .returning();
    const onSale = home.cells.filter((c) => c.status === CellStatus.sale);
    expect(onSale.length).toBeGreaterThanOrEqual(4);
    // Seven cuts of 2 % over the units on sale: 7 queue rows, batches of 3.
    for (let i = 0; i < 7; i++) {
      const unit = onSale[i % onSale.length]!;
      const price = 10_000_000 - i * 300_000;
      await t.db.insert(priceHistory).values({
        cellId: unit.id,
        objectId: home.object.id,
        price: Math.round(price * 0.98),
        prevPrice: price,
        status: CellStatus.sale,
        prevStatus: CellStatus.sale,
        cause: 'cell',
      });
    }
    for (const [i, unit] of onSale.entries())
      await t.db.execute(sql`update cells set price = ${Math.round((10_000_000 - i * 300_000) * 0.98)}
        where id = ${unit.id}`);

    const run = await drainFilterAlerts({ db: t.db, realtime: t.realtime, now: t.clock.now(), batch: 3 });
    expect(run).toMatchObject({ ran: true, batches: 3, queued: 7 });
    expect(run.matches).toBeGreaterThan(0);
    expect(await t.db.select().from(filterAlertQueue)).toEqual([]);
    const notes = await t.db.execute(
      sql`select count(*)::int n from notifications where user_id = ${buyer.user.id}
        and payload->>'filterId' = ${String(filter!.id)}`,
    );
    // The batches fold into the filter's one open notification.
    expect((notes as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('writes missing predicates a thousand filters at a time, all of them, skipping «Не уведомлять»', async () => {
    const buyer = await actor(t);
    const count = STALE_BATCH * 2 + 5;
    await t.db.insert(filters).values(
      Array.from({ length: count }, (_, i) => ({
        userId: buyer.user.id,
        name: `Фильтр ${i + 1}`,
        filter: { cntApart: [Layout.one], priceTo: 5_000_000 + i },
        notify: i === 0 ? ('off' as const) : ('instant' as const),
      })),
    );
    expect(await refreshStalePredicates(t.db)).toBe(count - 1);
    const rows = await t.db.select().from(filterPredicates).where(eq(filterPredicates.rev, PREDICATE_REV));
    expect(rows).toHaveLength(count - 1);
    expect(rows.find((r) => r.priceTo === 5_000_000 + count - 1)).toMatchObject({ cntApart: [Layout.one] });
    expect(await refreshStalePredicates(t.db)).toBe(0);
  });
});
