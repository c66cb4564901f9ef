// Drawn areas in two steps (decision 047): one short index query reads the id and place of every row inside the
// rings' boxes, the exact ray casting runs here in JS (ring-test.ts: microseconds for thousands of points), and
// search, count and map clusters then keep to those ids (`id = any(…)`). Each statement stays short: an
// inline test of the rings cost ~10 ms a statement to parse and plan on PGlite (bench/README.md, «Drawn areas»).
import { sql, type SQL } from 'drizzle-orm';
import { OfferStatus } from '#shared/enums.ts';
import { ringBox, type TBox, type TRing } from '#shared/polygon.ts';
import type { TSearchFilter } from '#shared/schemas/filter.ts';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../core/sql.ts';
import type { FilterContext } from './filter-sql.ts';
import { ringTest } from './ring-test.ts';

/** The ids of the complexes (market 1) or the active resale offers (market 2) inside a filter's areas. */
export interface AreaIds {
  ids: readonly number[];
}

const between = (column: string, from: number, to: number) =>
  sql`${sql.raw(column)} between ${from}::float8 and ${to}::float8`;
const inBox = (lat: string, lng: string, b: TBox) =>
  sql`(${between(lat, b.south, b.north)} and ${between(lng, b.west, b.east)})`;
const anyOf = (conditions: SQL[]) => sql`(${sql.join(conditions, sql` or `)})`;

/** Complexes placed inside any ring's box: objects_place_idx alone (migration 0038, the id included). */
function complexesInBoxes(boxes: readonly TBox[]): SQL {
  return sql`select o.id, o.latitude as lat, o.longitude as lng from objects o
    where ${anyOf(boxes.map((b) => inBox('o.latitude', 'o.longitude', b)))}`;
}

/**
 * Active offers whose place — their own, or per column their complex's when they lack it — may lie inside any ring's
 * box. Those with both coordinates of their own come from offers_active_place_idx alone (migration 0038); the few
 * lacking one take their complex's by primary key. (One statement with `coalesce` read the whole latitude band.)
 */
function offersInBoxes(boxes: readonly TBox[]): SQL {
  const active = sql.raw(`f.status = ${OfferStatus.active}`);
  const lacking = anyOf([
    sql`f.latitude is null`,
    ...boxes.map((b) => sql`(${between('f.latitude', b.south, b.north)} and f.longitude is null)`),
  ]);
  return sql`select f.id, f.latitude as lat, f.longitude as lng from offers f
      where ${active} and ${anyOf(boxes.map((b) => inBox('f.latitude', 'f.longitude', b)))}
    union all
    select f.id, coalesce(f.latitude, o.latitude), coalesce(f.longitude, o.longitude)
      from offers f join objects o on o.id = f.object_id
      where ${active} and ${lacking}`;
}

/**
 * The rows as three text values (ids, latitudes, longitudes, in one order): PGlite hands rows to JS one at a time,
 * about 20 µs each, an aggregate as one string. float8's text is its shortest exact form (PostgreSQL ≥ 12), so the
 * numbers read back unchanged.
 */
const packed = (rows: SQL) => sql`select string_agg(p.id::text, ',') as ids,
    string_agg(p.lat::text, ',') as lats, string_agg(p.lng::text, ',') as lngs
  from (${rows}) p where p.lat is not null and p.lng is not null`;

/** The ids of the market's rows inside any of the rings: the boxes in SQL, then the rings here. */
export async function idsInAreas(db: DbOrTx, rings: readonly TRing[], secondary: boolean): Promise<number[]> {
  const boxes = rings.map(ringBox);
  const [row] = await queryRows<{ ids: string | null; lats: string; lngs: string }>(
    db,
    packed(secondary ? offersInBoxes(boxes) : complexesInBoxes(boxes)),
  );
  if (!row?.ids) return [];
  const tests = rings.map(ringTest);
  const ids = row.ids.split(',');
  const lats = row.lats.split(',');
  const lngs = row.lngs.split(',');
  const inside: number[] = [];
  for (let i = 0; i < ids.length; i++) {
    const lat = Number(lats[i]);
    const lng = Number(lngs[i]);
    if (tests.some((test) => test(lat, lng))) inside.push(Number(ids[i]));
  }
  return inside;
}

/** The context with the filter's areas read as ids; unchanged when it draws none or they are read already. */
export async function withAreas(
  db: DbOrTx,
  f: TSearchFilter,
  ctx: FilterContext,
  secondary: boolean,
): Promise<FilterContext> {
  if (!f.polygons?.length || ctx.areas) return ctx;
  return { ...ctx, areas: { ids: await idsInAreas(db, f.polygons, secondary) } };
}

/** `column = any(ids)`: one int[] parameter (a primary key look-up, or a hashed filter beside another index). */
export function inAreaIds(column: SQL, areas: AreaIds): SQL {
  if (!areas.ids.length) return sql`false`;
  return sql`${column} = any(${`{${areas.ids.join(',')}}`}::int[])`;
}
