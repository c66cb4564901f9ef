// POST /api/backoffice/objects: a new complex, unpublished, made by the caller and owned by their builder company.
import type { TStructure } from '#shared/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import { objects, type ObjectRow } from '../../db/schema/index.ts';
import { ensureBuilderCompany } from '../companies/builder-company.ts';

export async function createObject(
  db: DbOrTx,
  ownerId: number,
  input: { title: string; type: TStructure },
  now: Date,
): Promise<ObjectRow> {
  const companyId = await ensureBuilderCompany(db, ownerId, now);
  const [row] = await db
    .insert(objects)
    .values({
      ownerId,
      companyId,
      title: input.title,
      type: input.type,
      published: false,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}
