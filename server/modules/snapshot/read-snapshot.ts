// GET /api/snapshot/{id}, public: the frozen complexes and offers that are still public, as preview cards (no
// commission, no favourites, whoever asks), and the agent who sent it with their contacts.
import { eq } from 'drizzle-orm';
import type { TSnapshot } from '#shared/schemas/collections.ts';
import { workflowTexts } from '#shared/texts/workflows.ts';
import type { DbOrTx } from '../../db/client.ts';
import { snapshots, users, type UserRow } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { loadListCards } from '../cards/list-cards.ts';
import { visibleItems } from '../collections/visible-items.ts';
import { looksLikeSnapshotId } from './snapshot-id.ts';

export async function readSnapshot(
  db: DbOrTx,
  storage: Storage,
  id: string,
  caller: UserRow | null,
  now: Date,
): Promise<TSnapshot> {
  if (!looksLikeSnapshotId(id)) throw notFound(workflowTexts.snapshots.notFound);
  const [row] = await db
    .select({
      snapshot: snapshots,
      author: { name: users.name, phone: users.phone, whatsapp: users.whatsapp, telegram: users.telegram },
    })
    .from(snapshots)
    .innerJoin(users, eq(users.id, snapshots.userId))
    .where(eq(snapshots.id, id));
  if (!row) throw notFound(workflowTexts.snapshots.notFound);
  const { snapshot } = row;
  const open = await visibleItems(db, snapshot.items, null);
  // No viewer: the cards carry neither commission nor favourites, whoever opens the link.
  const cards = await loadListCards(db, storage, open, null, now);
  return {
    id: snapshot.id,
    name: snapshot.name,
    createdAt: snapshot.createdAt.toISOString(),
    updatedAt: snapshot.updatedAt.toISOString(),
    author: row.author,
    isOwner: caller?.id === snapshot.userId,
    objects: cards.map((card) => ({ ...card, isFavorite: false as const, commission: null })),
  };
}
