// The user as the API shows it (ZUser): profile, saved filters, sent invites, and what the role allows.
import { asc, desc, eq } from 'drizzle-orm';
import type { TUser } from '#shared/schemas/user.ts';
import type { DbOrTx } from '../../db/client.ts';
import { filters, invites, type UserRow } from '../../db/schema/index.ts';
import { canWatchCommission } from '../../policies.ts';
import { presentFilter } from '../saved-filters/save-filter.ts';

export async function presentUser(db: DbOrTx, user: UserRow): Promise<TUser> {
  const filterRows = await db
    .select()
    .from(filters)
    .where(eq(filters.userId, user.id))
    .orderBy(asc(filters.id));
  const inviteRows = await db
    .select()
    .from(invites)
    .where(eq(invites.userId, user.id))
    .orderBy(desc(invites.createdAt), desc(invites.id));
  return {
    id: user.id,
    phone: user.phone,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    whatsapp: user.whatsapp,
    telegram: user.telegram,
    group: user.group,
    status: user.status,
    abilities: user.abilities,
    canWatchCommission: canWatchCommission(user),
    filters: filterRows.map(presentFilter),
    invites: inviteRows.map((i) => ({
      id: i.id,
      phone: i.phone,
      acceptedAt: i.acceptedAt?.toISOString() ?? null,
      createdAt: i.createdAt.toISOString(),
    })),
    createdAt: user.createdAt.toISOString(),
  };
}
