// The complex a part of it belongs to: one indexed lookup, so a write addressed by a unit, row, section, building,
// booking or offer moves on its own complex's counter instead of every complex's.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../sql.ts';
import type { Part, PartRef } from './write-rules.ts';

const viaSection = (table: string, id: number): SQL =>
  sql`select s.object_id from sections s join ${sql.raw(table)} t on t.section_id = s.id where t.id = ${id}`;

const LOOKUPS: Record<Part, (id: number) => SQL> = {
  pavilion: (id) => sql`select object_id from pavilions where id = ${id}`,
  section: (id) => sql`select object_id from sections where id = ${id}`,
  row: (id) => viaSection('rows', id),
  col: (id) => viaSection('cols', id),
  cell: (id) => viaSection('cells', id),
  booking: (id) => sql`select object_id from bookings where id = ${id}`,
  offer: (id) => sql`select object_id from offers where id = ${id}`,
};

/** The complex's id, or null when the part is gone or (a resale offer) belongs to none. */
export async function complexOf(db: DbOrTx, ref: PartRef): Promise<number | null> {
  const [row] = await queryRows<{ object_id: number | null }>(db, LOOKUPS[ref.part](ref.id));
  return row?.object_id ?? null;
}
