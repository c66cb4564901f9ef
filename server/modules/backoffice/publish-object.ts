// POST /api/backoffice/objects/{id} {published}: publishing checks the prerequisites and answers 422 with all that
// is missing under errors.published; unpublishing always works.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { objects, type ObjectRow } from '../../db/schema/index.ts';
import { ValidationFailed } from '../../errors.ts';
import { objectPublishProblems } from './publishing.ts';
import { queuePublished } from '../saved-filters/queue-published.ts';

export async function publishObject(
  db: DbOrTx,
  object: ObjectRow,
  published: boolean,
  now: Date,
): Promise<ObjectRow> {
  if (published) {
    const problems = await objectPublishProblems(db, object);
    if (problems.length > 0) throw new ValidationFailed({ published: problems });
  }
  if (object.published === published) return object;
  const [row] = await db
    .update(objects)
    .set({
      published,
      updatedAt: now,
      // The first publication is when the complex became new to buyers.
      ...(published && !object.publishedAt ? { publishedAt: now } : {}),
    })
    .where(eq(objects.id, object.id))
    .returning();
  if (published) await queuePublished(db, { source: 'complex', objectId: object.id });
  return row!;
}
