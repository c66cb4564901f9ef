// «Следить за стройкой»: any logged-in user who may see the complex follows its construction reports.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { progressFollows } from '../../db/schema/index.ts';

export async function setFollowing(db: DbOrTx, userId: number, objectId: number, on: boolean, now: Date) {
  if (on) {
    await db.insert(progressFollows).values({ objectId, userId, createdAt: now }).onConflictDoNothing();
  } else {
    await db
      .delete(progressFollows)
      .where(and(eq(progressFollows.objectId, objectId), eq(progressFollows.userId, userId)));
  }
  return { following: on };
}

export async function isFollowing(db: DbOrTx, userId: number | null, objectId: number): Promise<boolean> {
  if (userId === null) return false;
  return (
    (await db.$count(
      progressFollows,
      and(eq(progressFollows.objectId, objectId), eq(progressFollows.userId, userId)),
    )) > 0
  );
}
