// Saved-filter alerts in the demo: the demo buyer and agent have saved filters with each subscription, and a few
// price cuts and units back on sale of the demo history's last weeks ran through the alert job itself, so the bell shows
// FilterMatch notifications that open the feed with the cards marked, and a digest waits for 09:00.
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { CELL_STATUSES_ON_SALE, Layout, Market } from '#shared/enums.ts';
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

  // The demo's own price history (demo-price-history.ts) holds the last weeks' cuts and units back on sale of units
  // buyers see: those records go through the alert job itself, as the product's own changes would.
  const recent = await tx
    .select({ id: priceHistory.id, objectId: priceHistory.objectId })
    .from(priceHistory)
    .innerJoin(cells, eq(cells.id, priceHistory.cellId))
    .innerJoin(objects, eq(objects.id, cells.objectId))
    .where(
      and(
        eq(objects.published, true),
        eq(cells.disabled, false),
        gte(priceHistory.at, new Date(now.getTime() - 21 * 24 * HOUR)),
        sql`${cells.sectionId} in (select s.id from sections s join pavilions p on p.id = s.pavilion_id
          where s.published and p.published)`,
        sql`(${priceHistory.price} <= ${priceHistory.prevPrice} * 0.99
          or (${priceHistory.status} in (${sql.join([...CELL_STATUSES_ON_SALE], sql`, `)})
            and ${priceHistory.prevStatus} not in (${sql.join([...CELL_STATUSES_ON_SALE], sql`, `)})))`,
      ),
    )
    .orderBy(asc(priceHistory.id))
    .limit(40);
  if (recent.length === 0) return 0;
  // Demo history does not queue itself (the trigger leaves 'seed' rows out): queue these for the job.
  await tx
    .insert(filterAlertQueue)
    .values(recent.map((r) => ({ source: 'history' as const, historyId: r.id, objectId: r.objectId })));
  const written = (await runFilterAlerts({ db: tx, realtime: silent, now })).notified;
  return written;
}
