// POST /api/fixations: an agent fixes a client on a complex. The complex's rule decides: active at once for its days,
// or pending until a manager of the builder's company accepts. A phone held on the complex (pending or active) or
// known to the builder from its own bookings and requests of the last days is refused with a reason that names no
// one. The partial unique index fixations_holding_per_phone makes the database refuse the second, whatever the race.
import { and, eq, gt, inArray, isNull, ne, or } from 'drizzle-orm';
import { CompanyKind, HOLDING_FIXATION_STATES, type TFixationState } from '#shared/companies.ts';
import { Role } from '#shared/enums.ts';
import type { TFixation, TFixationCreate } from '#shared/schemas/fixations.ts';
import { fixationTexts } from '#shared/texts/fixations.ts';
import { fill } from '#shared/texts/ru.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  bookings,
  companyMembers,
  fixations,
  objects,
  type FixationRow,
  type UserRow,
} from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { formatDay, formatDayMonth } from './dates.ts';
import { expireFixations, overdueFixation } from './expire-fixations.ts';
import { notifyFixation, type NotifyDeps } from './notify-fixation.ts';
import { presentFixation } from './present-fixation.ts';
import { bookingAnswerers } from '../../policies/companies.ts';

const DAY = 86_400_000;
const e = fixationTexts.errors;

export interface FixationDeps extends NotifyDeps {
  db: DbOrTx;
}

export const canFix = (user: UserRow) =>
  user.group === Role.agent || user.group === Role.moder || user.group === Role.admin;

const isUniqueViolation = (error: unknown) => {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause)
    if ((cause as { code?: string }).code === '23505') return true;
  return false;
};

/** The refusal for a phone already held: the caller's own says what it is; another agent's only until when. */
function heldRefusal(holder: Pick<FixationRow, 'agentId' | 'state' | 'validUntil'>, callerId: number) {
  if (holder.agentId === callerId)
    return conflict(
      holder.state === 'active' && holder.validUntil
        ? fill(e.ownActive, formatDay(holder.validUntil))
        : e.ownPending,
    );
  return conflict(
    holder.state === 'active' && holder.validUntil
      ? fill(e.heldByOtherUntil, formatDayMonth(holder.validUntil))
      : e.heldByOther,
  );
}

const holding = (objectId: number, phone: string) =>
  and(
    eq(fixations.objectId, objectId),
    eq(fixations.clientPhone, phone),
    inArray(fixations.state, [...HOLDING_FIXATION_STATES] as TFixationState[]),
  );

export async function createFixation(
  deps: FixationDeps,
  caller: UserRow,
  input: TFixationCreate,
): Promise<TFixation> {
  if (!canFix(caller)) throw new AppError('Forbidden', e.onlyAgents);
  const { now } = deps;
  try {
    const { fixation, pushes } = await deps.db.transaction(async (tx) => {
      const [object] = await tx
        .select()
        .from(objects)
        .where(and(eq(objects.id, input.objectId), eq(objects.published, true)));
      if (!object) throw notFound();
      if (object.companyId == null) throw conflict(e.noCompany);
      const phone = input.clientPhone;

      // A term that ran out no longer holds the phone, even before the job has come round.
      const overdue = await tx
        .select()
        .from(fixations)
        .where(and(eq(fixations.objectId, object.id), eq(fixations.clientPhone, phone), overdueFixation(now)))
        .for('update');
      const pushes = await expireFixations(tx, deps, overdue);

      const [holder] = await tx.select().from(fixations).where(holding(object.id, phone)).limit(1);
      if (holder) throw heldRefusal(holder, caller.id);
      // The builder's own client: a booking or request of this complex in the rule's days, not the caller's own.
      const [known] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.objectId, object.id),
            eq(bookings.clientPhone, phone),
            gt(bookings.createdAt, new Date(now.getTime() - object.fixationDays * DAY)),
            or(isNull(bookings.agentId), ne(bookings.agentId, caller.id)),
          ),
        )
        .limit(1);
      if (known) throw conflict(e.builderClient);

      const [agency] = await tx
        .select({ id: companyMembers.companyId })
        .from(companyMembers)
        .where(and(eq(companyMembers.userId, caller.id), eq(companyMembers.kind, CompanyKind.agency)));
      const auto = object.fixationMode === 'auto';
      const [row] = await tx
        .insert(fixations)
        .values({
          objectId: object.id,
          companyId: object.companyId,
          agentId: caller.id,
          agencyId: agency?.id ?? null,
          clientName: input.clientName,
          clientPhone: phone,
          comment: input.comment || null,
          state: auto ? 'active' : 'pending',
          days: object.fixationDays,
          validUntil: auto ? new Date(now.getTime() + object.fixationDays * DAY) : null,
          decidedAt: auto ? now : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const fixation = await presentFixation(tx, row!, now);
      if (!auto)
        pushes.push(
          ...(await notifyFixation(
            tx,
            deps,
            fixation,
            'FixationRequested',
            await bookingAnswerers(tx, object.companyId),
          )),
        );
      return { fixation, pushes };
    });
    for (const push of pushes) push();
    return fixation;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another agent's fixation won the race: it is committed now, so it can be named the same way.
    const [holder] = await deps.db
      .select()
      .from(fixations)
      .where(holding(input.objectId, input.clientPhone))
      .limit(1);
    throw holder ? heldRefusal(holder, caller.id) : conflict(e.heldByOther);
  }
}
