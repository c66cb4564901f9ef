// A district as the API presents it (PRODUCT: subregion with parent).
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ZSubregionRef } from '#shared/schemas/object.ts';
import type { DbOrTx } from '../../db/client.ts';
import { subregions } from '../../db/schema/index.ts';

export type TSubregionRef = z.infer<typeof ZSubregionRef>;

const parent = alias(subregions, 'parent_subregion');

export async function loadSubregionRef(db: DbOrTx, id: number | null): Promise<TSubregionRef | null> {
  if (id == null) return null;
  const [row] = await db
    .select({ id: subregions.id, name: subregions.name, parentId: parent.id, parentName: parent.name })
    .from(subregions)
    .leftJoin(parent, eq(parent.id, subregions.parentId))
    .where(eq(subregions.id, id));
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    parent: row.parentId != null ? { id: row.parentId, name: row.parentName ?? '' } : null,
  };
}
