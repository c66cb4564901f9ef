// The caller's comparison: read, add (at most COMPARE_LIMIT, a fifth is refused), take out. Rows are the caller's
// own; nobody else's list is ever read or changed.
import { and, asc, eq, sql } from 'drizzle-orm';
import { COMPARE_LIMIT } from '#shared/compare.ts';
import type { TCompareList } from '#shared/schemas/compare.ts';
import { compareTexts } from '#shared/texts/compare.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { userCompare, type UserRow } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { loadCompareItems, type CompareRef } from './compare-items.ts';

async function ownRefs(db: DbOrTx, userId: number): Promise<CompareRef[]> {
  return db
    .select({ kind: userCompare.kind, itemId: userCompare.itemId })
    .from(userCompare)
    .where(eq(userCompare.userId, userId))
    .orderBy(asc(userCompare.id));
}

export async function listCompare(db: DbOrTx, storage: Storage, user: UserRow): Promise<TCompareList> {
  const data = await loadCompareItems(db, storage, await ownRefs(db, user.id), user);
  return { data, limit: COMPARE_LIMIT };
}

const sameRef = (a: CompareRef, b: CompareRef) => a.kind === b.kind && a.itemId === b.itemId;

/** Adding twice is a no-op. Items that can no longer be opened leave the list first, so they never block a slot. */
export async function addCompare(
  db: Db,
  storage: Storage,
  user: UserRow,
  ref: CompareRef,
  now: Date,
): Promise<TCompareList> {
  const [item] = await loadCompareItems(db, storage, [ref], user);
  if (!item) throw notFound(compareTexts.notFound);
  await db.transaction(async (tx) => {
    // Two adds at once take turns on the user's row, so the limit holds.
    await tx.execute(sql`select 1 from users where id = ${user.id} for update`);
    const refs = await ownRefs(tx, user.id);
    if (refs.some((r) => sameRef(r, ref))) return;
    const open = await loadCompareItems(tx, storage, refs, user);
    for (const gone of refs.filter((r) => !open.some((o) => sameRef(o, r)))) {
      await removeRow(tx, user.id, gone);
    }
    if (open.length >= COMPARE_LIMIT) throw conflict(compareTexts.full);
    await tx.insert(userCompare).values({ userId: user.id, ...ref, createdAt: now });
  });
  return listCompare(db, storage, user);
}

function removeRow(db: DbOrTx, userId: number, ref: CompareRef) {
  return db
    .delete(userCompare)
    .where(
      and(eq(userCompare.userId, userId), eq(userCompare.kind, ref.kind), eq(userCompare.itemId, ref.itemId)),
    );
}

/** Taking out what is not there is not an error: the list is what the caller sees. */
export async function removeCompare(
  db: DbOrTx,
  storage: Storage,
  user: UserRow,
  ref: CompareRef,
): Promise<TCompareList> {
  await removeRow(db, user.id, ref);
  return listCompare(db, storage, user);
}
