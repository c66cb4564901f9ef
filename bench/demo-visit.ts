// The demo data as the web benchmarks visit it: a copy of the seeded template, a buyer's token and the first
// published complex.
import path from 'node:path';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { openDatabase, type Db } from '#server/db/client.ts';
import { objects, snapshots, users } from '#server/db/schema/index.ts';
import { issueToken } from '#server/modules/auth/tokens.ts';
import { copySeededTemplate } from '../e2e/seeded-template.ts';
import { DEMO_PHONES } from '../e2e/demo.ts';

/** The id of the first published complex of the demo data. */
export async function firstPublishedComplex(db: Db): Promise<number> {
  const [object] = await db
    .select({ id: objects.id })
    .from(objects)
    .where(eq(objects.published, true))
    .orderBy(asc(objects.id))
    .limit(1);
  return object!.id;
}

/** The demo agent's oldest live link with the most items: what a client of theirs opens from a messenger. */
export async function demoSnapshot(db: Db): Promise<string> {
  const [agent] = await db.select().from(users).where(eq(users.phone, DEMO_PHONES.agent));
  const [link] = await db
    .select({ id: snapshots.id })
    .from(snapshots)
    // A link's id is 16–64 characters (shared/snapshot-id.ts); the analytics seed's made-up ones are not links.
    .where(
      and(
        eq(snapshots.userId, agent!.id),
        isNull(snapshots.revokedAt),
        sql`length(${snapshots.id}) between 16 and 64`,
      ),
    )
    .orderBy(sql`jsonb_array_length(${snapshots.items}) desc`, asc(snapshots.createdAt))
    .limit(1);
  return link!.id;
}

export async function prepareDemoVisit(
  dir: string,
): Promise<{ token: string; objectId: number; snapshotId: string }> {
  await copySeededTemplate(dir);
  const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  try {
    const [user] = await database.db.select().from(users).where(eq(users.phone, DEMO_PHONES.user));
    const objectId = await firstPublishedComplex(database.db);
    return {
      token: await issueToken(database.db, user!.id, { userAgent: 'bench' }),
      objectId,
      snapshotId: await demoSnapshot(database.db),
    };
  } finally {
    await database.close();
  }
}
