// A complex's chessboard as an import compares with it: its buildings, sections (with their floors' rows), and every
// grid cell with its unit's facts, external id and whether an open booking or deal holds it. The fingerprint changes
// with any change of a unit or a section (their versions), so an apply after someone's edit is refused.
import { sql } from 'drizzle-orm';
import { OPEN_BOOKING_STATES } from '#shared/bookings.ts';
import { OPEN_DEAL_STAGES } from '#shared/deals.ts';
import type { TCellStatus, TLayout } from '#shared/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../core/sql.ts';

export interface TGridCell {
  id: number;
  sectionId: number;
  bbox: number[];
  disabled: boolean;
  number: string | null;
  floor: number | null;
  price: number | null;
  squarePrice: number | null;
  status: TCellStatus;
  area: number | null;
  cntApart: TLayout | null;
  externalId: string | null;
  /** The plan image source last set on the unit by an import. */
  planAppliedKey: string | null;
  held: boolean;
}

export interface TStateSection {
  id: number;
  pavilionId: number;
  name: string;
  buildingName: string;
}

export interface TComplexState {
  buildings: { id: number; name: string }[];
  sections: TStateSection[];
  cells: TGridCell[];
  fingerprint: string;
}

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export async function loadComplexState(db: DbOrTx, objectId: number): Promise<TComplexState> {
  const buildings = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from pavilions where object_id = ${objectId} order by sort, id`,
  );
  const sections = await queryRows<TStateSection & { version: number }>(
    db,
    sql`select s.id, s.pavilion_id as "pavilionId", s.name, p.name as "buildingName", s.version
        from sections s join pavilions p on p.id = s.pavilion_id
        where s.object_id = ${objectId} order by p.sort, p.id, s.sort, s.id`,
  );
  const cells = await queryRows<TGridCell & { version: number }>(
    db,
    sql`select c.id, c.section_id as "sectionId", c.bbox, c.disabled, c.number, c.floor, c.price::float8 as price,
          c.square_price as "squarePrice", c.status, c.area::float8 as area, c.cnt_apart as "cntApart", c.version,
          k.external_id as "externalId", k.plan_applied_key as "planAppliedKey",
          (exists (select 1 from bookings b where b.cell_id = c.id and b.kind = 'booking'
                     and b.state in (${list(OPEN_BOOKING_STATES)}))
           or exists (select 1 from deals d where d.cell_id = c.id and d.stage in (${list(OPEN_DEAL_STAGES)})))
          as held
        from cells c left join unit_import_keys k on k.cell_id = c.id
        where c.object_id = ${objectId} order by c.id`,
  );
  const versions = cells.reduce((sum, c) => sum + c.version, 0) + sections.reduce((s, x) => s + x.version, 0);
  return {
    buildings,
    sections: sections.map(({ version: _v, ...s }) => s),
    cells: cells.map(({ version: _v, ...c }) => c),
    fingerprint: `${sections.length}:${cells.length}:${versions}:${cells.at(-1)?.id ?? 0}`,
  };
}
