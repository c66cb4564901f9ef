// Saved-filter alerts in the demo: the demo buyer and agent have saved filters with each subscription, and a few
// price cuts and units back on sale of the last hours ran through the alert job itself, so the bell shows
// FilterMatch notifications that open the feed with the cards marked, and a digest waits for 09:00.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CELL_STATUSES_ON_SALE, CellStatus, Layout, Market } from '#shared/enums.ts';
import type { TFilterNotify } from '#shared/filter-alerts.ts';
import type { DbOrTx } from '../client.ts';
import { cells, filterAlertQueue, filters, objects, priceHistory, type UserRow } from '../schema/index.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { writePredicates } from '../../modules/saved-filters/predicate.ts';
import { runFilterAlerts } from '../../modules/saved-filters/run-alerts.ts';
import type { DemoAccount } from './accounts.ts';

const HOUR = 3_600_000;
const silent: Realtime = { toUser: () => {}, broadcast: () => {} };

const FILTERS: { who: DemoAccount; name: string; notify: TFilterNotify; filter: Record<string, unknown> }[] =
  [
    {
      who: 'user',
      name: 'Двушки до 20 млн',
      notify: 'instant',
      filter: { market: Market.primary, cntApart: [Layout.two], priceTo: 20_000_000 },
    },
    {
      who: 'user',
      name: 'Студии и однушки',
      notify: 'daily',
      filter: { market: Market.primary, cntApart: [Layout.studio, Layout.one] },
    },
    {
      who: 'user',
      name: 'Вторичка до 12 млн',
      notify: 'off',
      filter: { market: Market.secondary, priceTo: 12_000_000 },
    },
    {
      who: 'agent',
      name: 'Всё по акции',
      notify: 'instant',
      filter: { market: Market.primary, isAction: true },
    },
  ];

/** Returns how many FilterMatch notifications were written; a second run adds nothing. */
export async function seedDemoFilterAlerts(
  tx: DbOrTx,
  accounts: Record<DemoAccount, UserRow>,
  now: Date,
): Promise<number> {
  if ((await tx.$count(filters, eq(filters.userId, accounts.user.id))) > 0) return 0;
  const saved = await tx
    .insert(filters)
    .values(
      FILTERS.map((f, i) => ({
        userId: accounts[f.who].id,
        name: f.name,
        notify: f.notify,
        filter: f.filter,
        createdAt: new Date(now.getTime() - (30 - i) * 24 * HOUR),
      })),
    )
    .returning();
  await writePredicates(tx, saved);

  // Units buyers see: on sale with a layout in published sections of published complexes.
  const visible = await tx
    .select({ id: cells.id, objectId: cells.objectId, price: cells.price, status: cells.status })
    .from(cells)
    .innerJoin(objects, eq(objects.id, cells.objectId))
    .where(
      and(
        eq(objects.published, true),
        inArray(cells.status, [...CELL_STATUSES_ON_SALE]),
        eq(cells.disabled, false),
        sql`${cells.cntApart} is not null and ${cells.price} > 0`,
        sql`${cells.sectionId} in (select s.id from sections s join pavilions p on p.id = s.pavilion_id
          where s.published and p.published)`,
      ),
    )
    .orderBy(asc(cells.id));
  const pickEvery = (step: number, offset: number) =>
    visible.filter((_, i) => i % step === offset).slice(0, 8);

  // Two moments of the last hours: price cuts three hours ago, units back on sale an hour ago.
  let written = 0;
  const moments = [
    { at: new Date(now.getTime() - 3 * HOUR), units: pickEvery(37, 5), cut: true },
    { at: new Date(now.getTime() - HOUR), units: pickEvery(41, 11), cut: false },
  ];
  for (const moment of moments) {
    if (moment.units.length === 0) continue;
    // The history as it was: the price before the cut was higher, or the unit was booked until now.
    const rows = await tx
      .insert(priceHistory)
      .values(
        moment.units.map((u) => ({
          cellId: u.id,
          objectId: u.objectId,
          at: moment.at,
          price: u.price,
          status: u.status,
          prevPrice: moment.cut ? Math.round((u.price! * 1.04) / 10_000) * 10_000 : u.price,
          prevStatus: moment.cut ? u.status : CellStatus.reserve,
          cause: 'seed' as const,
        })),
      )
      .returning({ id: priceHistory.id, objectId: priceHistory.objectId });
    // Demo history does not queue itself (the trigger leaves 'seed' rows out): queue these for the job.
    await tx
      .insert(filterAlertQueue)
      .values(rows.map((r) => ({ source: 'history' as const, historyId: r.id, objectId: r.objectId })));
    written += (await runFilterAlerts({ db: tx, realtime: silent, now: moment.at })).notified;
  }
  return written;
}
