// A believable year of market data for the demo, so a newcomer sees price charts at once: every unit's price rises
// in a few steps as its building goes up (the same weeks for the whole complex), some units had a discount for a few
// weeks or got one lately, reserved and sold units left the market on some week; every resale offer was drafted,
// published, cut in price now and then and moved through its lifecycle at its own dates. Some complexes and some
// sections went on sale during the year on a known week (launches.ts): until then their units stood in the builder's
// fund, so the market's «Вышло в продажу» and «Новые ЖК» have something to show. Changes fall on weekly
// points and each record carries the previous price and status, as the recorder would have written them. The last
// record of each unit or offer is its state today. Set-based: the records go in as column arrays, a few statements.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { CellStatus, OfferStatus } from '#shared/enums.ts';
import type { DbOrTx } from '../client.ts';
import { cells, objects, offers } from '../schema/index.ts';
import { queryRows } from '../../core/sql.ts';
import { Random } from './random.ts';
import { launchWeeks } from './demo-launches.ts';

const DAY = 86_400_000;
const WEEK = 7 * DAY;
// A year and a week back: the charts start a little over a year ago («за 12 месяцев»).
const WEEKS = 53;
const BATCH = 20_000;

interface TRecord {
  cellId: number | null;
  offerId: number | null;
  objectId: number | null;
  at: number;
  price: number | null;
  squarePrice: number | null;
  status: number;
}

/** A list of (time, price, status) changes, kept only where something changed, with the previous state beside. */
class Timeline {
  readonly rows: (TRecord & { prevPrice: number | null; prevStatus: number | null })[] = [];
  private last: { price: number | null; status: number } | null = null;

  constructor(private readonly item: Pick<TRecord, 'cellId' | 'offerId' | 'objectId'>) {}

  add(at: number, price: number | null, squarePrice: number | null, status: number): void {
    if (this.last && this.last.price === price && this.last.status === status) return;
    this.rows.push({
      ...this.item,
      at,
      price,
      squarePrice,
      status,
      prevPrice: this.last?.price ?? null,
      prevStatus: this.last?.status ?? null,
    });
    this.last = { price, status };
  }
}

const round10k = (n: number) => Math.round(n / 10_000) * 10_000;
const perMeter = (price: number | null, area: number | null) =>
  price != null && area ? Math.round(price / area) : null;

/** The weeks (ago) a complex's prices went up, and by how much: a few stages of construction. */
function stagesOf(rng: Random): { week: number; rise: number }[] {
  const weeks = rng.shuffle(Array.from({ length: 40 }, (_, i) => i + 6)).slice(0, rng.int(2, 3));
  return weeks.map((week) => ({ week, rise: rng.float(0.015, 0.045) })).sort((a, b) => b.week - a.week);
}

type TUnit = {
  id: number;
  objectId: number;
  sectionId: number | null;
  price: number | null;
  squarePrice: number | null;
  area: number | null;
  status: number;
};

function unitTimeline(
  rng: Random,
  unit: TUnit,
  stages: { week: number; rise: number }[],
  now: number,
  /** The week (ago) the unit's section went on sale; null: on sale before the year began. */
  launch: number | null,
) {
  const line = new Timeline({ cellId: unit.id, offerId: null, objectId: unit.objectId });
  // 10:00 in Sochi (07:00 UTC) on the day `weeksAgo` weeks back, never later than now.
  const today = now - ((now + 3 * 3_600_000) % DAY) + 7 * 3_600_000;
  const at = (weeksAgo: number) => Math.min(today - weeksAgo * WEEK, now - 60_000);
  const { price, area, status } = unit;
  const onSale = status === CellStatus.sale || status === CellStatus.assignment;
  // Reserved units left the market a week or three ago, sold ones on any week of the year after their launch.
  const leftAt =
    status === CellStatus.reserve
      ? rng.int(1, 3)
      : status === CellStatus.sold
        ? rng.int(2, Math.min(48, (launch ?? WEEKS) - 1))
        : null;
  // A unit that is not in the fund today stood in it until its launch.
  const launched = launch != null && status !== CellStatus.fund ? launch : null;
  const statusAt = (week: number) =>
    launched != null && week > launched
      ? CellStatus.fund
      : leftAt != null && week > leftAt
        ? CellStatus.sale
        : status;
  const lateCut = onSale && rng.chance(0.06) ? { week: rng.int(1, 6), by: rng.float(0.03, 0.07) } : null;
  const discount =
    !lateCut && rng.chance(0.08)
      ? { from: rng.int(10, 40), weeks: rng.int(3, 8), by: rng.float(0.03, 0.06) }
      : null;
  /** The price `week` weeks ago: the rises still to come divided out (none after the unit left the market). */
  const priceAt = (week: number): number | null => {
    if (price == null || (lateCut && week <= lateCut.week)) return price;
    let value = lateCut ? price / (1 - lateCut.by) : price;
    let moved = lateCut != null;
    for (const stage of stages) {
      if (stage.week < week && (leftAt == null || stage.week > leftAt)) {
        value /= 1 + stage.rise;
        moved = true;
      }
    }
    if (discount && week <= discount.from && week > discount.from - discount.weeks) {
      value *= 1 - discount.by;
      moved = true;
    }
    return moved ? round10k(value) : price;
  };
  const points = new Set([WEEKS, ...stages.map((s) => s.week), 0]);
  if (discount) points.add(discount.from).add(discount.from - discount.weeks);
  if (lateCut) points.add(lateCut.week);
  if (leftAt != null) points.add(leftAt);
  if (launched != null) points.add(launched);
  for (const week of [...points].sort((a, b) => b - a)) {
    const value = priceAt(week);
    line.add(at(week), value, value === price ? unit.squarePrice : perMeter(value, area), statusAt(week));
  }
  return line.rows;
}

type TOffer = {
  id: number;
  objectId: number | null;
  price: number | null;
  area: number | null;
  status: number;
  createdAt: Date;
  inactiveAt: Date | null;
  archivedAt: Date | null;
  disabledAt: Date | null;
};

function offerTimeline(rng: Random, offer: TOffer, now: number) {
  const line = new Timeline({ cellId: null, offerId: offer.id, objectId: offer.objectId });
  const { price, area, status } = offer;
  const add = (at: number, value: number | null, state: number) =>
    line.add(at, value, perMeter(value, area), state);
  const created = offer.createdAt.getTime();
  if (status === OfferStatus.draft) {
    add(created, price, status);
    return line.rows;
  }
  const published = created + 2 * 3_600_000;
  // Archived offers went inactive first; an offer's price was cut only while it was out.
  const archived = offer.archivedAt?.getTime() ?? null;
  const left =
    offer.disabledAt?.getTime() ?? offer.inactiveAt?.getTime() ?? (archived != null ? archived - DAY : null);
  const end = Math.max(published, left ?? now);
  const weeksOut = Math.floor((end - published) / WEEK);
  const count =
    price == null || weeksOut < 2
      ? 0
      : rng.weighted([
          [0, 5],
          [1, 4],
          [2, 2],
        ] as const);
  const cuts = rng
    .shuffle(Array.from({ length: weeksOut }, (_, i) => i + 1))
    .slice(0, count)
    .sort((a, b) => a - b)
    .map((week) => ({ at: published + week * WEEK - DAY, by: rng.float(0.02, 0.05) }));
  const first = price == null ? null : cuts.reduce((p, cut) => round10k(p / (1 - cut.by)), price);
  add(created, first, OfferStatus.draft);
  add(published, first, OfferStatus.active);
  let value = first;
  cuts.forEach((cut, i) => {
    value = i === cuts.length - 1 ? price : round10k(value! * (1 - cut.by));
    add(cut.at, value, OfferStatus.active);
  });
  if (status === OfferStatus.disabled || status === OfferStatus.inactive) add(end, price, status);
  if (status === OfferStatus.archive) {
    add(end, price, OfferStatus.inactive);
    add(Math.max(end, archived!), price, status);
  }
  return line.rows;
}

const arrayOf = (values: readonly (number | string | null)[]) =>
  `{${values.map((v) => (v == null ? 'NULL' : typeof v === 'string' ? `"${v}"` : String(v))).join(',')}}`;

/**
 * Every id comes from the rows just read, so the foreign keys hold by construction: where the seed may (a superuser,
 * as on the embedded database), their per-row checks are skipped for these inserts, which halves the seed's time.
 */
async function withoutKeyChecks(tx: DbOrTx, write: () => Promise<void>): Promise<void> {
  const [row] = await queryRows<{ on: string }>(tx, sql`select current_setting('is_superuser') as on`);
  const skip = row?.on === 'on';
  if (skip) await tx.execute(sql`set local session_replication_role = replica`);
  await write();
  if (skip) await tx.execute(sql`set local session_replication_role = origin`);
}

async function insertAll(tx: DbOrTx, rows: ReturnType<typeof unitTimeline>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const column = <K extends keyof (typeof batch)[number]>(key: K) =>
      arrayOf(batch.map((r) => r[key] as number | null));
    await tx.execute(sql`
      insert into price_history
        (cell_id, offer_id, object_id, at, price, square_price, status, prev_price, prev_status, cause)
      select *, 'seed' from unnest(
        ${column('cellId')}::int[], ${column('offerId')}::int[], ${column('objectId')}::int[],
        ${arrayOf(batch.map((r) => new Date(r.at).toISOString()))}::timestamptz[],
        ${column('price')}::bigint[], ${column('squarePrice')}::int[], ${column('status')}::smallint[],
        ${column('prevPrice')}::bigint[], ${column('prevStatus')}::smallint[]
      )
    `);
  }
}

/** Writes the demo's price history; returns how many records. */
export async function seedDemoPriceHistory(
  tx: DbOrTx,
  now: Date,
  /** A company whose complexes launched before the year (the demo builder's). */
  keepOnSale?: number,
): Promise<number> {
  const rng = new Random('price-history');
  const units = await tx
    .select({
      id: cells.id,
      objectId: cells.objectId,
      sectionId: cells.sectionId,
      companyId: objects.companyId,
      price: cells.price,
      squarePrice: cells.squarePrice,
      area: cells.area,
      status: cells.status,
    })
    .from(cells)
    .innerJoin(objects, eq(objects.id, cells.objectId))
    .where(and(eq(cells.disabled, false), isNotNull(cells.number)))
    .orderBy(cells.id);
  const stages = new Map<number, ReturnType<typeof stagesOf>>();
  // The demo builder's complexes keep a whole year on sale: their bookings and deals are seeded at past dates.
  const launches = launchWeeks(
    units.filter((u) => keepOnSale == null || u.companyId !== keepOnSale),
    WEEKS,
  );
  const rows: ReturnType<typeof unitTimeline> = [];
  for (const unit of units) {
    let complexStages = stages.get(unit.objectId);
    if (!complexStages) stages.set(unit.objectId, (complexStages = stagesOf(rng.fork(unit.objectId))));
    const launch = unit.sectionId == null ? null : (launches.get(unit.sectionId) ?? null);
    rows.push(...unitTimeline(rng, unit, complexStages, now.getTime(), launch));
  }
  const offerRows = await tx
    .select({
      id: offers.id,
      objectId: offers.objectId,
      price: offers.price,
      area: offers.area,
      status: offers.status,
      createdAt: offers.createdAt,
      inactiveAt: offers.inactiveAt,
      archivedAt: offers.archivedAt,
      disabledAt: offers.disabledAt,
    })
    .from(offers)
    .orderBy(offers.id);
  for (const offer of offerRows) rows.push(...offerTimeline(rng, offer, now.getTime()));
  await withoutKeyChecks(tx, () => insertAll(tx, rows));
  return rows.length;
}
