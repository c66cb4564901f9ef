// Who answers a booking or request of a builder company's complex: the complex's own manager (assign mode
// «by_object») or the next in turn among the members who take requests (round-robin, the turn kept in
// companies.last_assignee_id). Only an owner or a member with the `bookings` permission may hold one.
import { and, asc, eq, sql } from 'drizzle-orm';
import { AssignMode } from '#shared/companies.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companies, companyMembers, users } from '../../db/schema/index.ts';
import { answersBookingsSql } from '../../policies/companies.ts';

/** The company's members who may hold bookings, by user id; `inTurn`: only those who take requests. */
export async function bookingMembers(
  db: DbOrTx,
  companyId: number,
  options: { inTurn?: boolean } = {},
): Promise<{ userId: number; name: string; role: string; takesRequests: boolean }[]> {
  return db
    .select({
      userId: companyMembers.userId,
      name: sql<string>`coalesce(${users.name}, ${users.phone})`,
      role: companyMembers.role,
      takesRequests: companyMembers.takesRequests,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        answersBookingsSql,
        options.inTurn ? eq(companyMembers.takesRequests, true) : undefined,
      ),
    )
    .orderBy(asc(companyMembers.userId));
}

/** The member may hold the company's bookings (the target of a pass-on, the complex's own manager). */
export async function mayHoldBookings(db: DbOrTx, companyId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(
      and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId), answersBookingsSql),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Picks the assignee of a new booking or request, inside the creating transaction: the company row is locked, so
 * two requests at once never take the same turn. null: the complex has no company or nobody takes requests (the
 * request waits unassigned and the owner hears of it after the company's limit).
 */
export async function pickAssignee(
  tx: DbOrTx,
  object: { companyId: number | null; requestManagerId: number | null },
): Promise<number | null> {
  if (object.companyId == null) return null;
  const [company] = await tx
    .select({ mode: companies.assignMode, last: companies.lastAssigneeId })
    .from(companies)
    .where(eq(companies.id, object.companyId))
    // NO KEY: the row's key never changes, and a plain FOR UPDATE would block other transactions' foreign-key checks
    // on the company (an insert or a twice-updated complex), which closed a deadlock with a news item on PostgreSQL.
    .for('no key update');
  if (!company) return null;
  if (
    company.mode === AssignMode.byObject &&
    object.requestManagerId != null &&
    (await mayHoldBookings(tx, object.companyId, object.requestManagerId))
  )
    return object.requestManagerId;
  const turn = await bookingMembers(tx, object.companyId, { inTurn: true });
  if (turn.length === 0) return null;
  const next = turn.find((m) => company.last != null && m.userId > company.last) ?? turn[0]!;
  await tx.update(companies).set({ lastAssigneeId: next.userId }).where(eq(companies.id, object.companyId));
  return next.userId;
}

/** Everyone in a company, by name (the agency head's filter). */
export async function companyPeople(
  db: DbOrTx,
  companyId: number,
  kind: string,
): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: companyMembers.userId, name: sql<string>`coalesce(${users.name}, ${users.phone})` })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.kind, kind as 'agency')))
    .orderBy(asc(users.name), asc(companyMembers.userId));
}
