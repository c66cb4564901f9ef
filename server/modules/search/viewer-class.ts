// Who may share a cached public answer. Search visibility depends on the viewer only through ownership (an owner
// also sees their unpublished complexes, filter-sql.ts visibleComplex), cards only through commission and
// favourites: so owners are not cached, the rest fall into two classes, and favourites are laid over per request.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Role } from '#shared/enums.ts';
import { CATALOG, VERSION_COPY_MS } from '../../core/cache/names.ts';
import { queryRows } from '../../core/sql.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { canWatchCommission } from '../../policies.ts';

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

async function ownsComplexes(app: FastifyInstance, userId: number, version: number): Promise<boolean> {
  const key = `owner:${version}:${userId}`;
  const known = await app.cache.get<boolean>(key);
  if (known !== undefined) return known;
  const [row] = await queryRows<{ owns: boolean }>(
    app.readDb,
    sql`select exists (select 1 from objects where owner_id = ${userId}) as owns`,
  );
  const owns = Boolean(row?.owns);
  await app.cache.set(key, owns, PUBLIC_TTL_MS);
  return owns;
}

/** The class whose cached search answers this viewer may get; null: compute for them alone. */
export async function searchClass(
  app: FastifyInstance,
  viewer: UserRow | null,
  version: number,
): Promise<ViewerClass | null> {
  if (!viewer) return 'public';
  if (await ownsComplexes(app, viewer.id, version)) return null;
  return classOf(viewer);
}
