// A booking or request nobody took: once it has waited the company's limit in working time (Mon–Fri, the company's
// workday, Moscow), the company's owners are told, once (bookings.escalated_at). Run every minute by the job; one run
// at a time across nodes by its advisory lock, like the expiry.
import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { workingMinutesBetween } from '#shared/working-time.ts';
import type { DbOrTx } from '../../db/client.ts';
import { bookings, companies, objects } from '../../db/schema/index.ts';
import { REQUEST_ESCALATION_LOCK } from '../../core/workflow-locks.ts';
import type { BookingDeps } from './create-booking.ts';
import { companyOwners, notifyBooking } from './notify-booking.ts';
import { presentBooking } from './present-booking.ts';

const BATCH = 200;
const MINUTE = 60_000;

async function tryLock(tx: DbOrTx): Promise<boolean> {
  const result = await tx.execute(
    sql`select pg_try_advisory_xact_lock(${REQUEST_ESCALATION_LOCK}) as locked`,
  );
  return (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
}

export interface EscalationResult {
  ran: boolean;
  escalated: number[];
}

export async function runRequestEscalation(deps: Omit<BookingDeps, 'cache'>): Promise<EscalationResult> {
  const { db, now } = deps;
  const { result, pushes } = await db.transaction(async (tx) => {
    const pushes: (() => void)[] = [];
    if (!(await tryLock(tx))) return { result: { ran: false, escalated: [] }, pushes };
    // Working time never runs faster than the clock: only those older than the limit in plain time can be due.
    const candidates = await tx
      .select({ booking: bookings, company: companies })
      .from(bookings)
      .innerJoin(objects, eq(objects.id, bookings.objectId))
      .innerJoin(companies, eq(companies.id, objects.companyId))
      .where(
        and(
          eq(bookings.state, 'requested'),
          isNull(bookings.assigneeId),
          isNull(bookings.escalatedAt),
          isNotNull(objects.companyId),
          lte(
            bookings.createdAt,
            sql`${now.toISOString()}::timestamptz - make_interval(mins => ${companies.requestLimitMinutes})`,
          ),
        ),
      )
      .orderBy(asc(bookings.createdAt))
      .limit(BATCH)
      .for('update', { of: bookings, skipLocked: true });
    const escalated: number[] = [];
    for (const { booking, company } of candidates) {
      const waited = workingMinutesBetween(booking.createdAt, now, company.workdayStart, company.workdayEnd);
      if (waited < company.requestLimitMinutes) continue;
      const [row] = await tx
        .update(bookings)
        .set({ escalatedAt: now })
        .where(eq(bookings.id, booking.id))
        .returning();
      const presented = await presentBooking(tx, row!, now);
      const owners = await companyOwners(tx, company.id);
      pushes.push(
        ...(await notifyBooking(
          tx,
          deps.realtime,
          presented,
          owners.map((userId) => ({ userId, type: 'BookingEscalated' as const })),
          now,
        )),
      );
      escalated.push(booking.id);
    }
    return { result: { ran: true, escalated }, pushes };
  });
  for (const push of pushes) push();
  return result;
}

export const ESCALATION_EVERY_MS = MINUTE;
