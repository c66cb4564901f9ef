// The unit a queue is for, locked: every change of a unit's queue and every booking of it takes the unit's row first
// (create-booking does too), so one unit has one holder and one first in line whatever runs at once.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { OPEN_BOOKING_STATES } from '#shared/bookings.ts';
import { UnitKind, unitKindOf, type TUnitKind } from '#shared/unit-kind.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  bookings,
  cells,
  objects,
  pavilions,
  rows,
  sections,
  type BookingRow,
  type CellRow,
} from '../../db/schema/index.ts';

export async function lockUnit(tx: DbOrTx, cellId: number) {
  const [found] = await tx
    .select({
      cell: cells,
      object: objects,
      published: sql<boolean>`${sections.published} and ${pavilions.published}`,
    })
    .from(cells)
    .innerJoin(objects, eq(objects.id, cells.objectId))
    .innerJoin(sections, eq(sections.id, cells.sectionId))
    .innerJoin(pavilions, eq(pavilions.id, cells.pavilionId))
    .where(eq(cells.id, cellId))
    .for('update', { of: cells });
  return found ?? null;
}
export type LockedUnit = NonNullable<Awaited<ReturnType<typeof lockUnit>>>;

/** The open booking that holds the unit (deals keep theirs `confirmed`). */
export async function holdOf(tx: DbOrTx, cellId: number): Promise<BookingRow | null> {
  const [open] = await tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.cellId, cellId),
        eq(bookings.kind, 'booking'),
        inArray(bookings.state, [...OPEN_BOOKING_STATES]),
      ),
    )
    .limit(1);
  return open ?? null;
}

/** A flat by its layout; otherwise the floor's type names it (as create-booking's refusals do). */
export async function unitKindOfUnit(
  tx: DbOrTx,
  cell: Pick<CellRow, 'cntApart' | 'sectionId' | 'bbox'>,
): Promise<TUnitKind> {
  if (cell.cntApart != null) return UnitKind.flat;
  const line = cell.bbox[2]! - 1;
  const [floor] = await tx
    .select({ type: rows.type })
    .from(rows)
    .where(
      and(
        eq(rows.sectionId, cell.sectionId),
        sql`${rows.bbox}[1] <= ${line}`,
        sql`${rows.bbox}[3] > ${line}`,
      ),
    )
    .limit(1);
  return unitKindOf(null, floor?.type);
}
