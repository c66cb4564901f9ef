// PUT /api/moderation/users/{id} {group}. Moderators manage users and agents; only admins touch or make staff.
// `disabled` bans: every token is revoked at once, the user's active offers leave the feed, and their open apps
// hear UserIsBanned. The ban remembers the role it replaced (groupBeforeBan), which the screen gives back on unban;
// any other role on a banned user unbans too (they log in again). Who may do what is shared/moderation-rules.ts.
import { and, eq } from 'drizzle-orm';
import { Ability, OfferStatus, Role, type TAbility, type TRole } from '#shared/enums.ts';
import { canGrant, canManage, isStaffRole } from '#shared/moderation-rules.ts';
import { PaymentPurpose, PaymentStatus } from '#shared/schemas/payments.ts';
import { PrivateEvent } from '#shared/realtime.ts';
import { workflowTexts } from '#shared/texts/workflows.ts';
import type { Db } from '../../db/client.ts';
import { offers, payments, users, type UserRow } from '../../db/schema/index.ts';
import { AppError, invalid, notFound } from '../../errors.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { revokeAllTokens } from '../user/revoke-all-tokens.ts';
import { recordChanges } from '../price-history/record.ts';

const t = workflowTexts.moderation;
const POSTING: readonly TRole[] = [Role.agent, Role.moder, Role.admin];

/** Agents and staff post offers by their role; a plain user keeps the right only if they paid for it. */
export function abilitiesFor(current: TAbility[], group: TRole, paid: boolean): TAbility[] {
  if (group === Role.disabled) return current;
  const next = new Set(current);
  if (POSTING.includes(group) || paid) next.add(Ability.adCreate);
  else next.delete(Ability.adCreate);
  if (!isStaffRole(group)) next.delete(Ability.acceptCabinetRequests);
  return [...next];
}

export async function changeRole(
  deps: { db: Db; realtime: Realtime; now: Date; userChanged?: (userId: number) => Promise<void> },
  /** Null: the operator's command line (server/admin), which answers to no role. */
  actor: UserRow | null,
  targetId: number,
  group: TRole,
): Promise<UserRow> {
  if (actor && actor.id === targetId) throw invalid('group', t.ownRole);
  if (actor && !canGrant(actor, group)) throw new AppError('Forbidden', t.onlyAdminsMakeStaff);
  const outcome = await deps.db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, targetId)).for('update');
    if (!target) throw notFound(t.userNotFound);
    // A banned moder or admin is still staff here.
    if (actor && !canManage(actor, target)) throw new AppError('Forbidden', t.onlyAdminsTouchStaff);
    if (target.group === group) return { user: target, banned: false, changed: false };
    const [paid] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.userId, target.id),
          eq(payments.purpose, PaymentPurpose.adCreate),
          eq(payments.status, PaymentStatus.succeeded),
        ),
      )
      .limit(1);
    const banned = group === Role.disabled;
    const [updated] = await tx
      .update(users)
      .set({
        group,
        groupBeforeBan: banned ? target.group : null,
        abilities: abilitiesFor(target.abilities, group, !!paid),
        updatedAt: deps.now,
      })
      .where(eq(users.id, target.id))
      .returning();
    if (banned) {
      await revokeAllTokens(tx, target.id, deps.now);
      // Nothing of a banned user stays in the feed; unbanned, they may activate their offers again.
      const hidden = await tx
        .update(offers)
        .set({ status: OfferStatus.inactive, inactiveAt: deps.now, updatedAt: deps.now })
        .where(and(eq(offers.userId, target.id), eq(offers.status, OfferStatus.active)))
        .returning({ id: offers.id, price: offers.price });
      await recordChanges(
        tx,
        'offer',
        hidden.map((offer) => ({ ...offer, status: OfferStatus.active })),
        { cause: 'offer', byUserId: actor?.id ?? null, at: deps.now },
      );
    }
    return { user: updated!, banned, changed: true };
  });
  // Before the pushes: the devices they reach must be refused or see the new role on their next call.
  if (outcome.changed) await deps.userChanged?.(targetId);
  if (outcome.banned) deps.realtime.toUser(targetId, PrivateEvent.UserIsBanned, {});
  else if (outcome.changed) deps.realtime.toUser(targetId, PrivateEvent.UserUpdated, {});
  return outcome.user;
}
