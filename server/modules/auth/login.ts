// POST /api/user/login: checks the latest code of the phone, then finds or creates the user, issues a token and accepts invites.
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { Role } from '#shared/enums.ts';
import { authTexts } from '#shared/texts/auth.ts';
import type { Db } from '../../db/client.ts';
import { consents, smsCodes, users, type UserRow } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../providers/clock.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { acceptInvites } from '../user/accept-invites.ts';
import { acceptCompanyInvites } from '../companies/accept-company-invites.ts';
import { hashCode, sameHash } from './code-hash.ts';
import { CODE_LIMITS } from './limits.ts';
import { LockSpace, lockKey } from '../../core/locks.ts';
import { issueToken } from './tokens.ts';

export interface LoginDeps {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  env: Pick<Env, 'APP_SECRET'>;
}

export interface LoginInput {
  /** E.164. */
  phone: string;
  /** Six digits. */
  code: string;
  /** The edition of the personal-data consent the login screen showed (PRIVACY_VERSIONS). */
  consentVersion: string;
  ip?: string;
  userAgent?: string;
}

type Outcome =
  | { kind: 'noCode' }
  | { kind: 'wrong'; attemptsLeft: number }
  | { kind: 'banned' }
  | { kind: 'ok'; token: string; user: UserRow; pushes: (() => void)[] };

export async function login(deps: LoginDeps, input: LoginInput): Promise<{ token: string; user: UserRow }> {
  const now = deps.clock.now();
  // Wrong tries must be counted even though the answer is an error, so the transaction returns the outcome
  // and the error is thrown after the commit.
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    await lockKey(tx, LockSpace.phone, input.phone);
    // Only the newest delivered code counts: asking for a new one voids the older ones.
    const [code] = await tx
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, input.phone), gt(smsCodes.expiresAt, smsCodes.createdAt)))
      .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
      .limit(1);
    if (!code || code.usedAt || code.expiresAt <= now || code.attempts >= CODE_LIMITS.maxAttempts) {
      return { kind: 'noCode' };
    }
    if (!sameHash(code.codeHash, hashCode(deps.env.APP_SECRET, input.phone, input.code))) {
      const [tried] = await tx
        .update(smsCodes)
        .set({ attempts: sql`${smsCodes.attempts} + 1` })
        .where(eq(smsCodes.id, code.id))
        .returning({ attempts: smsCodes.attempts });
      return { kind: 'wrong', attemptsLeft: Math.max(0, CODE_LIMITS.maxAttempts - tried!.attempts) };
    }
    await tx.update(smsCodes).set({ usedAt: now }).where(eq(smsCodes.id, code.id));

    let [user] = await tx.select().from(users).where(eq(users.phone, input.phone)).limit(1);
    // The code is spent even for a banned user, so it cannot be used to probe the ban again.
    if (user?.group === Role.disabled) return { kind: 'banned' };
    if (!user) {
      await tx
        .insert(users)
        .values({ phone: input.phone, createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: users.phone });
      [user] = await tx.select().from(users).where(eq(users.phone, input.phone)).limit(1);
    }
    const [loggedIn] = await tx
      .update(users)
      .set({ lastLoginAt: now })
      .where(eq(users.id, user!.id))
      .returning();
    // 152-FZ: which edition of the consent this login accepted, on the server's clock.
    await tx
      .insert(consents)
      .values({ userId: loggedIn!.id, kind: 'login', version: input.consentVersion, acceptedAt: now });
    const token = await issueToken(tx, loggedIn!.id, {
      userAgent: input.userAgent,
      ip: input.ip,
      now,
    });
    // Invites are accepted by the phone's first login only (decision 005): an account that existed before the
    // invite never accepts it, so the inviter learns nothing about phones that were registered already.
    const firstLogin = user!.lastLoginAt === null;
    const pushes = firstLogin ? await acceptInvites(tx, deps.realtime, loggedIn!, now) : [];
    // Company invites are another matter: the owner invites a known colleague, so any login accepts them.
    const joined = await acceptCompanyInvites(tx, deps.realtime, loggedIn!, now);
    pushes.push(...joined.pushes);
    const [current] = joined.userChanged
      ? await tx.select().from(users).where(eq(users.id, loggedIn!.id))
      : [];
    return { kind: 'ok', token, user: current ?? loggedIn!, pushes };
  });

  switch (outcome.kind) {
    case 'noCode':
      throw new AppError('InvalidSmsCode', authTexts.codeBurned, { attemptsLeft: 0 });
    case 'wrong':
      throw new AppError('InvalidSmsCode', outcome.attemptsLeft === 0 ? authTexts.codeBurned : undefined, {
        attemptsLeft: outcome.attemptsLeft,
      });
    case 'banned':
      throw new AppError('UserIsBanned');
    case 'ok':
      for (const push of outcome.pushes) push();
      return { token: outcome.token, user: outcome.user };
  }
}
