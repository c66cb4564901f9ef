// The chessboard widget in the demo: the demo builder's published complexes may be framed by a local site on port
// 8080 (`npm run embed:demo` serves one), so the widget can be tried without configuring anything.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { embedOrigins, objects, type UserRow } from '../schema/index.ts';

export const DEMO_EMBED_ORIGINS = ['http://localhost:8080', 'http://127.0.0.1:8080'];

/** Answers the complexes' ids (for `npm run embed:demo -- <id>`). */
export async function seedDemoEmbed(tx: DbOrTx, builder: UserRow, now: Date): Promise<number[]> {
  const mine = await tx
    .select({ id: objects.id })
    .from(objects)
    .where(and(eq(objects.ownerId, builder.id), eq(objects.published, true)));
  if (mine.length === 0) return [];
  const rows = mine.flatMap(({ id }) =>
    DEMO_EMBED_ORIGINS.map((origin, i) => ({ objectId: id, origin, createdAt: new Date(now.getTime() + i) })),
  );
  // A second run adds nothing.
  await tx.insert(embedOrigins).values(rows).onConflictDoNothing();
  return mine.map(({ id }) => id);
}
