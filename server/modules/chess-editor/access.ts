// Who may touch a building, a section or a grid item: a user with the cabinet ability who owns the complex, or an
// admin (PRODUCT §6: owners see only their own objects). Anything else is NotFound, so ids of others reveal nothing.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  cells,
  cols,
  objects,
  pavilions,
  rows,
  sections,
  type CellRow,
  type ColRow,
  type ObjectRow,
  type PavilionRow,
  type RowRow,
  type SectionRow,
  type UserRow,
} from '../../db/schema/index.ts';
import { managedBy, ownedFirst } from '../../policies/cabinet.ts';

export { requireCabinet } from '../../policies/cabinet.ts';

type TObjectRef = Pick<ObjectRow, 'id' | 'title' | 'published'>;
const objectRef = { id: objects.id, title: objects.title, published: objects.published };

/** Reads with `FOR UPDATE` when the caller is about to change the row (inside a transaction). */
export interface TLoadOptions {
  lock?: boolean;
}

export async function ownedObject(db: DbOrTx, user: UserRow, objectId: number): Promise<TObjectRef> {
  return ownedFirst(
    db
      .select(objectRef)
      .from(objects)
      .where(and(eq(objects.id, objectId), managedBy(user))),
  );
}

export async function ownedPavilion(
  db: DbOrTx,
  user: UserRow,
  pavilionId: number,
  options: TLoadOptions & { objectId?: number } = {},
): Promise<{ pavilion: PavilionRow; object: TObjectRef }> {
  const query = db
    .select({ pavilion: pavilions, object: objectRef })
    .from(pavilions)
    .innerJoin(objects, eq(objects.id, pavilions.objectId))
    .where(
      and(
        eq(pavilions.id, pavilionId),
        options.objectId === undefined ? undefined : eq(pavilions.objectId, options.objectId),
        managedBy(user),
      ),
    );
  return ownedFirst(query, options.lock ? pavilions : null);
}

export async function ownedSection(
  db: DbOrTx,
  user: UserRow,
  sectionId: number,
  options: TLoadOptions & { pavilionId?: number } = {},
): Promise<{ section: SectionRow; object: TObjectRef }> {
  const query = db
    .select({ section: sections, object: objectRef })
    .from(sections)
    .innerJoin(objects, eq(objects.id, sections.objectId))
    .where(
      and(
        eq(sections.id, sectionId),
        options.pavilionId === undefined ? undefined : eq(sections.pavilionId, options.pavilionId),
        managedBy(user),
      ),
    );
  return ownedFirst(query, options.lock ? sections : null);
}

/** A grid item with its section (locked when asked: every change of a section's grid goes through its row). */
async function ownedItem<T extends CellRow | RowRow | ColRow>(
  db: DbOrTx,
  user: UserRow,
  table: typeof cells | typeof rows | typeof cols,
  id: number,
  options: TLoadOptions,
): Promise<{ item: T; section: SectionRow; object: TObjectRef }> {
  const query = db
    .select({ item: table, section: sections, object: objectRef })
    .from(table)
    .innerJoin(sections, eq(sections.id, table.sectionId))
    .innerJoin(objects, eq(objects.id, sections.objectId))
    .where(and(eq(table.id, id), managedBy(user)));
  const row = await ownedFirst(query, options.lock ? sections : null);
  return row as unknown as { item: T; section: SectionRow; object: TObjectRef };
}

export const ownedCell = (db: DbOrTx, user: UserRow, id: number, options: TLoadOptions = {}) =>
  ownedItem<CellRow>(db, user, cells, id, options);
export const ownedRow = (db: DbOrTx, user: UserRow, id: number, options: TLoadOptions = {}) =>
  ownedItem<RowRow>(db, user, rows, id, options);
export const ownedCol = (db: DbOrTx, user: UserRow, id: number, options: TLoadOptions = {}) =>
  ownedItem<ColRow>(db, user, cols, id, options);
