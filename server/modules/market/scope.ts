// The part of the market a read is about, as SQL over the unit `c`, its section `s`, building `p` and complex `o`:
// only what the catalogue shows everyone (a published complex, building and section; the unit not disabled), in
// the region, district (with its microdistricts) or the map's bounds, of the classes asked for.
import { sql, type SQL } from 'drizzle-orm';
import { marketTexts } from '#shared/texts/market.ts';
import type { TMarketSummaryQuery } from '#shared/schemas/market.ts';
import type { DbOrTx } from '../../db/client.ts';
import { ValidationFailed } from '../../errors.ts';
import { allOf, queryRows, smallints } from '../../core/sql.ts';

/** SQL: the section and its complex are open to everyone. */
export const visibleSection = (): SQL => sql`(o.published and p.published and s.published)`;

type Area = Pick<TMarketSummaryQuery, 'regionId' | 'districtId' | 'bounds' | 'class'>;

/** The area's condition; an unknown region or district is a 422. */
export async function areaScope(db: DbOrTx, q: Area): Promise<SQL> {
  return sql`(${visibleSection()} and ${await complexScope(db, q)})`;
}

/** The area's condition on the complex `o` alone (published, place, class); sections are for the caller. */
export async function complexScope(db: DbOrTx, q: Area): Promise<SQL> {
  const parts: SQL[] = [sql`o.published`];
  if (q.regionId !== undefined) {
    const [found] = await queryRows(db, sql`select 1 from regions where id = ${q.regionId}`);
    if (!found) throw new ValidationFailed({ regionId: [marketTexts.validation.unknownRegion] });
    parts.push(sql`o.subregion_id in (select id from subregions where region_id = ${q.regionId})`);
  }
  if (q.districtId !== undefined) {
    const [found] = await queryRows(db, sql`select 1 from subregions where id = ${q.districtId}`);
    if (!found) throw new ValidationFailed({ districtId: [marketTexts.validation.unknownDistrict] });
    parts.push(
      sql`o.subregion_id in (select id from subregions where id = ${q.districtId} or parent_id = ${q.districtId})`,
    );
  }
  if (q.bounds) parts.push(boundsScope(q.bounds));
  if (q.class?.length) parts.push(sql`o.house_class = any(${smallints(q.class)})`);
  return sql`(${allOf(parts)})`;
}

/** The published complexes of the area by id, and the hidden sections among them (unpublished, or in an unpublished
 * building): reads then go by complex (their indexes lead with it) and drop the few hidden sections by id, instead
 * of joining every section and building of the country. */
export async function areaComplexes(
  db: DbOrTx,
  q: Area,
): Promise<{ ids: number[]; hiddenSections: number[] }> {
  const [row] = await queryRows<{ ids: number[] | null; hidden: number[] | null }>(
    db,
    sql`with a as materialized (select o.id from objects o where ${await complexScope(db, q)})
      select (select array_agg(id order by id) from a) as ids,
        (select array_agg(s.id order by s.id) from sections s join pavilions p on p.id = s.pavilion_id
          where s.object_id in (select id from a) and not (s.published and p.published)) as hidden`,
  );
  return { ids: (row?.ids ?? []).map(Number), hiddenSections: (row?.hidden ?? []).map(Number) };
}

export const boundsScope = ([[south, west], [north, east]]: [[number, number], [number, number]]): SQL =>
  sql`(o.latitude between ${south}::float8 and ${north}::float8 and o.longitude between ${west}::float8 and ${east}::float8)`;

/** The rooms condition on a layout column. */
export const roomsScope = (layout: SQL, rooms: readonly number[] | undefined): SQL =>
  rooms?.length ? sql`${layout} = any(${smallints(rooms)})` : sql`true`;
