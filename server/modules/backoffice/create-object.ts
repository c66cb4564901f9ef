// POST /api/backoffice/objects: a new complex, unpublished, owned by the caller.
import type { TStructure } from '#shared/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import { objects, type ObjectRow } from '../../db/schema/index.ts';

export async function createObject(
  db: DbOrTx,
  ownerId: number,
  input: { title: string; type: TStructure },
  now: Date,
): Promise<ObjectRow> {
  const [row] = await db
    .insert(objects)
    .values({
      ownerId,
      title: input.title,
      type: input.type,
      published: false,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}
