// Who may touch a building, a section or a grid item: a user with the cabinet ability who owns the complex, or an
// admin (PRODUCT §6: owners see only their own objects). Anything else is NotFound, so ids of others reveal nothing.
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Ability } from '#shared/enums.ts';
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
import { AppError, notFound } from '../../errors.ts';
import { currentUser, hasAbility, isAdmin } from '../../policies.ts';
import { memberOfSql } from '../../policies/companies.ts';

/** The caller, when they may use the back-office at all. */
export function requireCabinet(request: FastifyRequest): UserRow {
  const user = currentUser(request);
  if (isAdmin(user) || hasAbility(user, Ability.cabinet)) return user;
  throw new AppError('Forbidden');
}

const owns = (user: UserRow): SQL | undefined =>
  isAdmin(user) ? undefined : memberOfSql(user, objects.companyId);

type TObjectRef = Pick<ObjectRow, 'id' | 'title' | 'published'>;
const objectRef = { id: objects.id, title: objects.title, published: objects.published };

/** Reads with `FOR UPDATE` when the caller is about to change the row (inside a transaction). */
export interface TLoadOptions {
  lock?: boolean;
}

export async function ownedObject(db: DbOrTx, user: UserRow, objectId: number): Promise<TObjectRef> {
  const [row] = await db
    .select(objectRef)
    .from(objects)
    .where(and(eq(objects.id, objectId), owns(user)));
  if (!row) throw notFound();
  return row;
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
        owns(user),
      ),
    );
  const [row] = options.lock ? await query.for('no key update', { of: pavilions }) : await query;
  if (!row) throw notFound();
  return row;
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
        owns(user),
      ),
    );
  const [row] = options.lock ? await query.for('no key update', { of: sections }) : await query;
  if (!row) throw notFound();
  return row;
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
    .where(and(eq(table.id, id), owns(user)));
  const [row] = options.lock ? await query.for('no key update', { of: sections }) : await query;
  if (!row) throw notFound();
  return row as unknown as { item: T; section: SectionRow; object: TObjectRef };
}

export const ownedCell = (db: DbOrTx, user: UserRow, id: number, options: TLoadOptions = {}) =>
  ownedItem<CellRow>(db, user, cells, id, options);
export const ownedRow = (db: DbOrTx, user: UserRow, id: number, options: TLoadOptions = {}) =>
  ownedItem<RowRow>(db, user, rows, id, options);
export const ownedCol = (db: DbOrTx, user: UserRow, id: number, options: TLoadOptions = {}) =>
  ownedItem<ColRow>(db, user, cols, id, options);
