// GET /api/email/verify/:token: marks the address verified (and a 'not verified' user active), then tells the user's devices.
import { eq } from 'drizzle-orm';
import { UserStatus } from '#shared/enums.ts';
import { PrivateEvent } from '#shared/realtime.ts';
import type { Db } from '../../db/client.ts';
import { emailVerifications, users } from '../../db/schema/index.ts';
import type { Clock } from '../../providers/clock.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { sha256 } from '../../core/hash.ts';
import { presentUser } from '../user/present-user.ts';
import { statusAfter } from '../user/user-status.ts';

export interface VerifyEmailDeps {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  /** Drops what caches hold of the user (the status changed), before the push tells them. */
  userChanged?: (userId: number) => Promise<void>;
}

/** 'verified' also for a link opened twice while the address it verified is still the user's. */
export async function verifyEmail(deps: VerifyEmailDeps, token: string): Promise<'verified' | 'invalid'> {
  if (!/^[\w-]{20,100}$/.test(token)) return 'invalid';
  const now = deps.clock.now();
  const verified = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.tokenHash, sha256(token)))
      .limit(1)
      .for('update');
    if (!row) return null;
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).limit(1).for('update');
    // The user changed the address since the link was sent: the link verifies nothing any more.
    if (!user || user.email !== row.email) return null;
    if (row.usedAt) return user.emailVerifiedAt ? 'again' : null;
    if (row.expiresAt <= now) return null;

    await tx.update(emailVerifications).set({ usedAt: now }).where(eq(emailVerifications.id, row.id));
    const status =
      user.status === UserStatus.notVerified ? statusAfter({ ...user, emailVerifiedAt: now }) : user.status;
    const [updated] = await tx
      .update(users)
      .set({ emailVerifiedAt: user.emailVerifiedAt ?? now, status, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    return updated!;
  });
  if (verified === null) return 'invalid';
  if (verified !== 'again') {
    await deps.userChanged?.(verified.id);
    deps.realtime.toUser(verified.id, PrivateEvent.VerifyEmailSuccess, {
      user: await presentUser(deps.db, verified),
    });
  }
  return 'verified';
}
