// Back-office join requests (PRODUCT §4, §6): a user asks for the cabinet; whoever has accept-cabinet-requests approves
// (the user gets the cabinet ability) or rejects; the user hears the outcome as a BuilderCabinetModeration
// notification (payload true or false) and a UserUpdated push, so the running app changes without a reload.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { Ability, JoinState, type TJoinState } from '#shared/enums.ts';
import { PrivateEvent } from '#shared/realtime.ts';
import type { TJoinRequest } from '#shared/schemas/backoffice.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import type { DbOrTx } from '../../db/client.ts';
import { joinRequests, users, type UserRow } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../errors.ts';
import { hasAbility } from '../../policies.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { notify } from '../notifications/notify.ts';
import { ensureBuilderCompany } from '../companies/builder-company.ts';

const t = backofficeTexts.join;

const columns = {
  request: joinRequests,
  userId: users.id,
  name: users.name,
  phone: users.phone,
  email: users.email,
};

type Joined = { request: typeof joinRequests.$inferSelect } & {
  userId: number;
  name: string | null;
  phone: string;
  email: string | null;
};

function present(row: Joined): TJoinRequest {
  const r = row.request;
  return {
    id: r.id,
    state: r.state,
    company: r.company,
    comment: r.comment,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    user: { id: row.userId, name: row.name, phone: row.phone, email: row.email },
  };
}

/** Pending first, then the newest. `userId` limits the list to one user's own requests. */
export async function listJoinRequests(db: DbOrTx, userId?: number): Promise<TJoinRequest[]> {
  const rows = await db
    .select(columns)
    .from(joinRequests)
    .innerJoin(users, eq(users.id, joinRequests.userId))
    .where(userId === undefined ? undefined : eq(joinRequests.userId, userId))
    .orderBy(
      asc(sql`case when ${joinRequests.state} = ${JoinState.pending} then 0 else 1 end`),
      desc(joinRequests.createdAt),
      desc(joinRequests.id),
    )
    .limit(500);
  return rows.map(present);
}

async function loadOne(db: DbOrTx, id: number): Promise<TJoinRequest> {
  const [row] = await db
    .select(columns)
    .from(joinRequests)
    .innerJoin(users, eq(users.id, joinRequests.userId))
    .where(eq(joinRequests.id, id));
  if (!row) throw notFound();
  return present(row);
}

export async function fileJoinRequest(
  db: DbOrTx,
  user: UserRow,
  input: { company: string; comment: string },
  now: Date,
): Promise<TJoinRequest> {
  if (hasAbility(user, Ability.cabinet)) throw invalid('company', t.alreadyMember);
  const pending = await db.$count(
    joinRequests,
    and(eq(joinRequests.userId, user.id), eq(joinRequests.state, JoinState.pending)),
  );
  if (pending > 0) throw invalid('company', t.alreadyPending);
  const [row] = await db
    .insert(joinRequests)
    .values({ userId: user.id, company: input.company, comment: input.comment || null, createdAt: now })
    .returning();
  return loadOne(db, row!.id);
}

/**
 * Decides a pending request in the transaction it is given; returns the request and a push to call after the
 * commit (a rolled-back decision must never reach the user).
 */
export async function decideJoinRequest(
  db: DbOrTx,
  realtime: Realtime,
  moder: UserRow,
  id: number,
  state: Exclude<TJoinState, 'pending'>,
  now: Date,
): Promise<{ request: TJoinRequest; push: () => void }> {
  const [request] = await db.select().from(joinRequests).where(eq(joinRequests.id, id)).for('update');
  if (!request) throw notFound();
  if (request.state !== JoinState.pending) throw invalid('state', t.alreadyDecided);
  await db
    .update(joinRequests)
    .set({ state, decidedById: moder.id, decidedAt: now })
    .where(eq(joinRequests.id, id));
  const approved = state === JoinState.approved;
  if (approved) {
    await db
      .update(users)
      .set({
        abilities: sql`case when ${Ability.cabinet} = any(${users.abilities}) then ${users.abilities}
          else array_append(${users.abilities}, ${Ability.cabinet}) end`,
        updatedAt: now,
      })
      .where(eq(users.id, request.userId));
    await ensureBuilderCompany(db, request.userId, now);
  }
  const pushNotification = await notify(
    db,
    realtime,
    request.userId,
    'BuilderCabinetModeration',
    approved,
    now,
  );
  return {
    request: await loadOne(db, id),
    push: () => {
      pushNotification();
      if (approved) realtime.toUser(request.userId, PrivateEvent.UserUpdated, {});
    },
  };
}
