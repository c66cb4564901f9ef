// The sites allowed to frame a complex's widget: read for the page's CSP and the back-office, replaced as a whole.
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { embedOrigins } from '../../db/schema/index.ts';

export async function loadOrigins(db: DbOrTx, objectId: number): Promise<string[]> {
  const rows = await db
    .select({ origin: embedOrigins.origin })
    .from(embedOrigins)
    .where(eq(embedOrigins.objectId, objectId))
    .orderBy(asc(embedOrigins.createdAt), asc(embedOrigins.origin));
  return rows.map((row) => row.origin);
}

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
