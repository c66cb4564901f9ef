// «Остатки»: units by status per complex, building, section, layout and floor band, with their count, м² and ₽,
// today (from cells) or at the end of a past Moscow day (from price_history). One statement over grouping sets.
import { sql } from 'drizzle-orm';
import { floorBandTitle, layoutTitle } from '#shared/analytics-labels.ts';
import type { TAnalyticsStock, TAnalyticsStockRow } from '#shared/schemas/analytics.ts';
import { analyticsTexts as t } from '#shared/texts/analytics.ts';
import type { DbOrTx } from '../../db/client.ts';
import { intList, queryRows } from '../../core/sql.ts';
import { addDays, dayStart } from './period.ts';
import { floorBandSql, unitsAtSql } from './unit-states.ts';

interface Row {
  g: number;
  object_id: number | null;
  pavilion_id: number | null;
  section_id: number | null;
  cnt: number | null;
  fband: number | null;
  status: number;
  count: number;
  area: string | number;
  amount: string | number;
}

type Group = keyof TAnalyticsStock['groups'];
/** grouping(object_id, pavilion_id, section_id, cnt, fband): a 1 bit for each column not grouped by. */
const GROUP_OF: Record<number, Group | 'total'> = {
  15: 'complex',
  23: 'building',
  27: 'section',
  29: 'rooms',
  30: 'floors',
  31: 'total',
};

export async function loadStock(
  db: DbOrTx,
  objectIds: readonly number[],
  at: string | null,
): Promise<TAnalyticsStock> {
  const units = at
    ? sql`select c.*, u.status as at_status, u.price as at_price from (${unitsAtSql(objectIds, dayStart(addDays(at, 1)))}) u
        join cells c on c.id = u.cell_id`
    : sql`select c.*, c.status as at_status, c.price as at_price from cells c where c.object_id in ${intList(objectIds)}`;
  const rows = await queryRows<Row>(
    db,
    sql`with s as (
      select u.object_id, u.pavilion_id, u.section_id, coalesce(u.cnt_apart, 0)::int as cnt,
        ${floorBandSql(sql`u.floor`)}::int as fband, u.at_status::int as status, u.area, u.at_price as price
      from (${units}) u where not u.disabled
    )
    select grouping(object_id, pavilion_id, section_id, cnt, fband)::int as g, object_id, pavilion_id, section_id,
      cnt, fband, status, count(*)::int as count, coalesce(sum(area), 0) as area, coalesce(sum(price), 0) as amount
    from s
    group by grouping sets ((object_id, status), (pavilion_id, status), (section_id, status), (cnt, status),
      (fband, status), (status))`,
  );
  const names = await queryRows<{ kind: string; id: number; title: string }>(
    db,
    sql`select 'o' as kind, o.id, o.title from objects o where o.id in ${intList(objectIds)}
      union all select 'p', p.id, p.name from pavilions p where p.object_id in ${intList(objectIds)}
      union all select 's', s.id, p.name || ', ' || s.name from sections s join pavilions p on p.id = s.pavilion_id
        where s.object_id in ${intList(objectIds)}`,
  );
  const name = new Map(names.map((n) => [`${n.kind}${n.id}`, n.title]));
  const groups: Record<Group | 'total', Map<string, TAnalyticsStockRow>> = {
    complex: new Map(),
    building: new Map(),
    section: new Map(),
    rooms: new Map(),
    floors: new Map(),
    total: new Map(),
  };
  for (const r of rows) {
    const group = GROUP_OF[r.g];
    if (!group) continue;
    const [key, title] = keyOf(group, r, name);
    const map = groups[group];
    let row = map.get(key);
    if (!row) {
      row = { key, title, total: { count: 0, area: 0, amount: 0 }, statuses: [] };
      map.set(key, row);
    }
    const figures = { count: r.count, area: round2(Number(r.area)), amount: Number(r.amount) };
    row.statuses.push({ status: r.status, ...figures });
    row.total.count += figures.count;
    row.total.area = round2(row.total.area + figures.area);
    row.total.amount += figures.amount;
  }
  const list = (g: Group) =>
    [...groups[g].values()].sort((a, b) => a.key.localeCompare(b.key, 'ru', { numeric: true }));
  return {
    at,
    total: groups.total.get('total') ?? {
      key: 'total',
      title: t.screen.total,
      total: { count: 0, area: 0, amount: 0 },
      statuses: [],
    },
    groups: {
      complex: list('complex'),
      building: list('building'),
      section: list('section'),
      rooms: list('rooms'),
      floors: list('floors'),
    },
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function keyOf(group: Group | 'total', r: Row, name: Map<string, string>): [string, string] {
  switch (group) {
    case 'complex':
      return [String(r.object_id), name.get(`o${r.object_id}`) ?? ''];
    case 'building':
      return [String(r.pavilion_id), name.get(`p${r.pavilion_id}`) ?? ''];
    case 'section':
      return [String(r.section_id), name.get(`s${r.section_id}`) ?? ''];
    case 'rooms':
      return [String(r.cnt), layoutTitle(r.cnt ?? 0)];
    case 'floors':
      return [String(r.fband), floorBandTitle(r.fband ?? -1)];
    default:
      return ['total', t.screen.total];
  }
}
