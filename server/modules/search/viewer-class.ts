// Who shares which cached public answer. Search visibility depends on the viewer only through ownership (an owner
// also sees their unpublished complexes, filter-sql.ts visibleComplex), cards only through commission and
// favourites: every viewer falls into one of two classes, and their favourites and the complexes only they see are
// laid over per request (own-complexes.ts). Resale offers are searched as active ones for everyone, their authors
// included (filter-sql.ts offerConditions), so an author's offers need no overlay.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Role } from '#shared/enums.ts';
import { CATALOG, VERSION_COPY_MS } from '../../core/cache/names.ts';
import { queryRows } from '../../core/sql.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { canWatchCommission } from '../../policies.ts';
import { visibleComplex } from './filter-sql.ts';

/** 'public': no commission; 'pro': agents, moderators and admins see commission. */
export type ViewerClass = 'public' | 'pro';

/** How long a public answer lives at most, whatever the counters say (time-driven parts: «Новинка», holds). */
export const PUBLIC_TTL_MS = 60_000;

/**
 * The viewer the shared answer is computed for: a logged-in nobody: no favourites, own offers, bookings or complexes (id 0 is no user), and commission
 * for the pro class. Only the fields the loaders read matter.
 */
const STAND_IN: Record<ViewerClass, UserRow> = {
  public: { id: 0, group: Role.user, abilities: [] } as unknown as UserRow,
  pro: { id: 0, group: Role.agent, abilities: [] } as unknown as UserRow,
};

export const standIn = (cls: ViewerClass): UserRow => STAND_IN[cls];

export const classOf = (viewer: UserRow | null): ViewerClass =>
  canWatchCommission(viewer) ? 'pro' : 'public';

/** The catalog counter, through a node's short copy. */
export async function catalogVersion(app: FastifyInstance): Promise<number> {
  const [version] = await app.cache.versions([CATALOG], VERSION_COPY_MS);
  return version!;
}

/**
 * The stretch of the app's clock a cached answer belongs to: parts of an answer follow the clock («Новинка», the
 * mortgage of the day), and a clock moved by tests or the end-to-end header must not meet an answer of another time.
 */
export const timeSlot = (app: FastifyInstance): number =>
  Math.floor(app.clock.now().getTime() / PUBLIC_TTL_MS);

/**
 * The viewer's complexes the public does not see (unpublished, or with no published building and section): the
 * only search results a viewer has of their own. Few, and cached per catalog version, which every publishing write
 * moves.
 */
async function ownHiddenComplexes(app: FastifyInstance, userId: number, version: number): Promise<number[]> {
  const key = `own-hidden:${version}:${userId}`;
  const known = await app.cache.get<number[]>(key);
  if (known !== undefined) return known;
  const rows = await queryRows<{ id: number }>(
    app.db,
    sql`select o.id from objects o where o.owner_id = ${userId} and not ${visibleComplex(null)} order by o.id`,
  );
  const ids = rows.map((r) => Number(r.id));
  await app.cache.set(key, ids, PUBLIC_TTL_MS);
  return ids;
}

export interface SearchViewer {
  /** Whose shared answers this viewer gets. */
  cls: ViewerClass;
  /** Their complexes only they see, to lay over the shared answer (own-complexes.ts); empty for most. */
  ownHidden: number[];
}

/** The class whose cached search answers this viewer gets, and what of their own is laid over them. */
export async function searchViewer(
  app: FastifyInstance,
  viewer: UserRow | null,
  version: number,
): Promise<SearchViewer> {
  if (!viewer) return { cls: 'public', ownHidden: [] };
  return { cls: classOf(viewer), ownHidden: await ownHiddenComplexes(app, viewer.id, version) };
}
