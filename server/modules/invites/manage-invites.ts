// POST /api/user/invite and DELETE /api/user/invite/{id}. Acceptance happens at the invited phone's first login
// (user/accept-invites.ts), which notifies the inviter. Whether the phone has an account is never checked here: the
// answer must not tell a stranger that (decision 005).
import { and, count, eq } from 'drizzle-orm';
import type { TInvite } from '#shared/schemas/user.ts';
import { fill } from '#shared/texts/ru.ts';
import { workflowTexts } from '#shared/texts/workflows.ts';
import type { DbOrTx } from '../../db/client.ts';
import { invites, type UserRow } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../errors.ts';
import { lockKey } from '../../core/locks.ts';
import { readPhone } from '../auth/phone.ts';
import { WORKFLOW_LOCKS } from '../../core/workflow-locks.ts';

export const INVITES_PER_USER = 200;

export function presentInvite(row: typeof invites.$inferSelect): TInvite {
  return {
    id: row.id,
    phone: row.phone,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createInvite(db: DbOrTx, user: UserRow, rawPhone: string, now: Date): Promise<TInvite> {
  const phone = readPhone(rawPhone);
  if (phone === user.phone) throw invalid('phone', workflowTexts.invites.self);
  return db.transaction(async (tx) => {
    await lockKey(tx, WORKFLOW_LOCKS.invites, String(user.id));
    const [sent] = await tx.select({ n: count() }).from(invites).where(eq(invites.userId, user.id));
    if ((sent?.n ?? 0) >= INVITES_PER_USER) {
      throw invalid('phone', fill(workflowTexts.invites.tooMany, INVITES_PER_USER));
    }
    const [row] = await tx
      .insert(invites)
      .values({ userId: user.id, phone, createdAt: now })
      .onConflictDoNothing({ target: [invites.userId, invites.phone] })
      .returning();
    if (!row) throw invalid('phone', workflowTexts.invites.twice);
    return presentInvite(row);
  });
}

export async function deleteInvite(db: DbOrTx, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(invites)
    .where(and(eq(invites.id, id), eq(invites.userId, userId)))
    .returning({ id: invites.id });
  if (deleted.length === 0) throw notFound(workflowTexts.invites.notFound);
}
