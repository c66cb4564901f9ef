// POST /api/email/verify/send: optionally takes a new address, then mails a one-time link (stored as sha256, 24 h).
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { authTexts } from '#shared/texts/auth.ts';
import type { Db } from '../../db/client.ts';
import { emailVerifications, users, type UserRow } from '../../db/schema/index.ts';
import { invalid, throttle } from '../../errors.ts';
import type { Clock } from '../../providers/clock.ts';
import type { MailProvider } from '../../providers/mail.ts';
import { LockSpace, lockKey } from '../../core/locks.ts';
import { ProviderFailed } from '../auth/provider-failed.ts';
import { sha256 } from '../../core/hash.ts';
import { profilePatch } from '../user/update-user.ts';
import { normalizeEmail } from '../user/user-status.ts';
import { VERIFY_LIMITS } from './limits.ts';
import { verificationMail } from './verification-mail.ts';

export interface SendVerificationDeps {
  db: Db;
  mail: MailProvider;
  clock: Clock;
  /** Where the link points (server/core/public-url.ts). */
  publicUrl: string;
  log: FastifyBaseLogger;
}

export async function sendVerification(
  deps: SendVerificationDeps,
  caller: UserRow,
  input: { email?: string },
): Promise<{ resendIn: number }> {
  const now = deps.clock.now();
  const token = randomBytes(32).toString('base64url');

  const { id, email } = await deps.db.transaction(async (tx) => {
    await lockKey(tx, LockSpace.emailVerification, String(caller.id));
    let [user] = await tx.select().from(users).where(eq(users.id, caller.id)).limit(1);
    const wanted = input.email === undefined ? user!.email : normalizeEmail(input.email);
    if (!wanted) throw invalid('email', authTexts.emailRequired);
    if (wanted !== user!.email) {
      [user] = await tx
        .update(users)
        .set({ ...profilePatch(user!, { email: wanted }, now), updatedAt: now })
        .where(eq(users.id, caller.id))
        .returning();
    } else if (user!.emailVerifiedAt) {
      throw invalid('email', authTexts.emailAlreadyVerified);
    }

    const [recent] = await tx
      .select({ createdAt: emailVerifications.createdAt })
      .from(emailVerifications)
      .where(
        and(
          eq(emailVerifications.userId, caller.id),
          gt(emailVerifications.createdAt, new Date(now.getTime() - VERIFY_LIMITS.resendSeconds * 1000)),
        ),
      )
      .limit(1);
    if (recent) {
      throw throttle(VERIFY_LIMITS.resendSeconds - (now.getTime() - recent.createdAt.getTime()) / 1000);
    }

    // Expired links verify nothing any more; the user's own are pruned as they ask again.
    await tx
      .delete(emailVerifications)
      .where(and(eq(emailVerifications.userId, caller.id), lte(emailVerifications.expiresAt, now)));

    const [row] = await tx
      .insert(emailVerifications)
      .values({
        userId: caller.id,
        email: wanted,
        tokenHash: sha256(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + VERIFY_LIMITS.ttlHours * 3600 * 1000),
      })
      .returning({ id: emailVerifications.id });
    return { id: row!.id, email: wanted };
  });

  // Mailed after the commit (no transaction waits on SMTP). On failure the link is dropped, so it blocks no resend;
  // a new address the user typed stays saved.
  try {
    await deps.mail.send(verificationMail(email, `${deps.publicUrl}/api/email/verify/${token}`));
  } catch (err) {
    deps.log.warn({ err, emailVerificationId: id, provider: deps.mail.name }, 'mail provider failed');
    await deps.db.delete(emailVerifications).where(eq(emailVerifications.id, id));
    throw new ProviderFailed(authTexts.mailFailed);
  }
  return { resendIn: VERIFY_LIMITS.resendSeconds };
}
