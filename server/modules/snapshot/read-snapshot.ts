// GET /api/snapshot/{id}, public: what was sent, as the client sees it. The complexes and offers still on offer as
// preview cards (no commission, no favourites, whoever asks); every item, in order, with what changed since it was
// sent, this visitor's mark and comments, and units as unit cards; the agent who sent it, to call or write, and the
// agency they sent it for. An item
// no longer public keeps only its state at sending (its title, price and status then): no card, no figure of today.
import { eq } from 'drizzle-orm';
import { Kind } from '#shared/enums.ts';
import type { TSnapshotAgent } from '#shared/schemas/collections-live.ts';
import type { TSnapshotRead } from '#shared/schemas/collections.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { idsOfKind, itemKey, loadListCards } from '../cards/list-cards.ts';
import { loadUnitCards } from '../cards/unit-cards.ts';
import { visibleItems } from '../collections/visible-items.ts';
import { itemChanges } from './item-changes.ts';
import { itemStates } from './item-states.ts';
import type { SnapshotRow } from './live-snapshot.ts';
import { foldReactions, reactionRows } from '../collections/visitor-reactions.ts';
import { loadPublicCompany } from '../companies/public-company.ts';

export const presentAgent = (author: UserRow | undefined): TSnapshotAgent => ({
  name: author?.name ?? null,
  phone: author?.phone ?? null,
  whatsapp: author?.whatsapp || null,
  telegram: author?.telegram || null,
});

export async function readSnapshot(
  db: DbOrTx,
  storage: Storage,
  snapshot: SnapshotRow,
  caller: UserRow | null,
  visitorId: string,
  now: Date,
): Promise<TSnapshotRead> {
  const [[author], open, states, mine, units, agency] = await Promise.all([
    db.select().from(users).where(eq(users.id, snapshot.userId)),
    visibleItems(db, snapshot.items, null),
    itemStates(db, snapshot.items),
    reactionRows(db, [snapshot.id], visitorId).then(foldReactions),
    loadUnitCards(db, storage, idsOfKind(snapshot.items, Kind.unit)),
    loadPublicCompany(db, storage, snapshot.agencyId),
  ]);
  // No viewer: the cards carry neither commission nor favourites, whoever opens the link.
  const cards = await loadListCards(db, storage, open, null, now);
  const sent = new Map(snapshot.states.map((state) => [itemKey(state), state]));
  const isOpen = new Set(open.map(itemKey));
  const unitById = new Map(units.filter((u) => u.published).map((u) => [u.id, u]));
  return {
    id: snapshot.id,
    name: snapshot.name,
    createdAt: snapshot.createdAt.toISOString(),
    updatedAt: snapshot.updatedAt.toISOString(),
    author: presentAgent(author),
    agency: agency && { name: agency.name, logoUrl: agency.logoUrl },
    isOwner: caller?.id === snapshot.userId,
    objects: cards.map((card) => ({ ...card, isFavorite: false as const, commission: null })),
    items: snapshot.items.map((item) => {
      const key = itemKey(item);
      const was = sent.get(key);
      const listed = isOpen.has(key);
      const now = listed ? states.get(key) : undefined;
      const reactions = mine.get(key);
      return {
        kind: item.kind,
        id: item.id,
        // A link sent before baselines were kept has only today's title.
        title: now?.title ?? was?.title ?? states.get(key)?.title ?? '',
        unit: item.kind === Kind.unit && listed ? (unitById.get(item.id) ?? null) : null,
        changes: itemChanges(was, now, listed),
        mark: reactions?.mark ?? null,
        comments: reactions?.comments ?? [],
      };
    }),
  };
}
