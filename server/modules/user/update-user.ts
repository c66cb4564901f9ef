// POST /api/user/update: name, email (a new one must be verified again), messengers and acceptance of the terms.
import { eq } from 'drizzle-orm';
import { UserStatus } from '#shared/enums.ts';
import type { TUserUpdate } from '#shared/schemas/user.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users, type NewUserRow, type UserRow } from '../../db/schema/index.ts';
import { normalizeEmail, statusAfter } from './user-status.ts';

/** The profile change as a row patch; the status moves only when the terms or the email change. */
export function profilePatch(user: UserRow, input: TUserUpdate, now: Date): Partial<NewUserRow> {
  const patch: Partial<NewUserRow> = {};
  if (input.name !== undefined && input.name !== user.name) patch.name = input.name;
  if (input.whatsapp !== undefined && input.whatsapp !== user.whatsapp) patch.whatsapp = input.whatsapp;
  if (input.telegram !== undefined && input.telegram !== user.telegram) patch.telegram = input.telegram;
  const email = input.email === undefined ? undefined : normalizeEmail(input.email);
  const emailChanged = email !== undefined && email !== user.email;
  if (emailChanged) {
    patch.email = email;
    patch.emailVerifiedAt = null;
  }
  const accepting = input.acceptTerms === true && user.termsAcceptedAt === null;
  if (accepting) patch.termsAcceptedAt = now;
  if (emailChanged || (accepting && user.status === UserStatus.notAccepted)) {
    patch.status = statusAfter({
      status: user.status,
      termsAcceptedAt: accepting ? now : user.termsAcceptedAt,
      emailVerifiedAt: emailChanged ? null : user.emailVerifiedAt,
    });
  }
  return patch;
}

export async function updateUser(db: DbOrTx, user: UserRow, input: TUserUpdate, now: Date): Promise<UserRow> {
  const patch = profilePatch(user, input, now);
  if (Object.keys(patch).length === 0) return user;
  const [updated] = await db
    .update(users)
    .set({ ...patch, updatedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  return updated!;
}
