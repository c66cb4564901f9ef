// The sites allowed to frame a complex's widget, replaced as a whole (read with the widget's visibility:
// server/policies/embeddable.ts).
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { embedOrigins } from '../../db/schema/index.ts';

/** Replaces the list (in the caller's transaction); sites kept keep their place. */
export async function replaceOrigins(
  tx: DbOrTx,
  objectId: number,
  origins: readonly string[],
  now: Date,
): Promise<void> {
  await tx.delete(embedOrigins).where(eq(embedOrigins.objectId, objectId));
  if (origins.length === 0) return;
  await tx.insert(embedOrigins).values(
    // One millisecond apart, so the list reads back in the order it was given.
    origins.map((origin, index) => ({ objectId, origin, createdAt: new Date(now.getTime() + index) })),
  );
}
