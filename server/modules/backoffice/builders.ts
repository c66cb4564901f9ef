// Builders (застройщики): a shared directory searched by name, and the complex's own ordered list of them.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TBuilder } from '#shared/schemas/object.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import type { DbOrTx } from '../../db/client.ts';
import { builders, objectBuilders } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../errors.ts';

export const BUILDER_SEARCH_LIMIT = 20;

/** Names containing the text, closest first; the first names alphabetically without one. */
export async function searchBuilders(db: DbOrTx, search: string): Promise<TBuilder[]> {
  const text = search.trim();
  const query = db.select({ id: builders.id, name: builders.name }).from(builders);
  if (!text) return query.orderBy(asc(builders.name)).limit(BUILDER_SEARCH_LIMIT);
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return query
    .where(sql`${builders.name} ilike ${pattern}`)
    .orderBy(sql`similarity(${builders.name}, ${text}) desc`, asc(builders.name))
    .limit(BUILDER_SEARCH_LIMIT);
}

/** A new builder; the same name in another letter case is the existing one. */
export async function createBuilder(db: DbOrTx, name: string, userId: number): Promise<TBuilder> {
  const [existing] = await db
    .select({ id: builders.id, name: builders.name })
    .from(builders)
    .where(sql`lower(${builders.name}) = lower(${name})`)
    .limit(1);
  if (existing) return existing;
  const [row] = await db
    .insert(builders)
    .values({ name, createdById: userId })
    .returning({ id: builders.id, name: builders.name });
  return row!;
}

/** Appends the builders not yet on the complex, in the order given; an unknown id refuses them all. */
export async function attachBuilders(db: DbOrTx, objectId: number, ids: number[]): Promise<void> {
  const found = await db.select({ id: builders.id }).from(builders).where(inArray(builders.id, ids));
  if (found.length !== ids.length) throw invalid('ids', backofficeTexts.errors.builderNotFound);
  const attached = await db
    .select({ id: objectBuilders.builderId, sort: objectBuilders.sort })
    .from(objectBuilders)
    .where(eq(objectBuilders.objectId, objectId));
  const present = new Set(attached.map((a) => a.id));
  let sort = attached.reduce((max, a) => Math.max(max, a.sort), -1);
  const fresh = ids.filter((id) => !present.has(id));
  if (fresh.length === 0) return;
  await db.insert(objectBuilders).values(fresh.map((builderId) => ({ objectId, builderId, sort: ++sort })));
}

export async function detachBuilder(db: DbOrTx, objectId: number, builderId: number): Promise<void> {
  const [row] = await db
    .delete(objectBuilders)
    .where(and(eq(objectBuilders.objectId, objectId), eq(objectBuilders.builderId, builderId)))
    .returning();
  if (!row) throw notFound();
}
