// POST /api/user/login: checks the latest code of the phone, then finds or creates the user, records the consent,
// issues a token and accepts invites. A login that sends no consent edition is let in only for an account with a
// consent on record (it stands until withdrawn); a new account without one is refused on `consent`, its code unspent.
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { Role } from '#shared/enums.ts';
import { authTexts } from '#shared/texts/auth.ts';
import type { Db, Tx } from '../../db/client.ts';
import { consents, smsCodes, users, type UserRow } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { privacyTexts } from '#shared/texts/privacy.ts';
import { AppError, invalid } from '../../errors.ts';
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
  /** The edition of the personal-data consent the person ticked (PRIVACY_VERSIONS); absent when none was. */
  consentVersion?: string | undefined;
  ip?: string;
  userAgent?: string;
}

type Outcome =
  | { kind: 'noCode' }
  | { kind: 'wrong'; attemptsLeft: number }
  | { kind: 'banned' }
  | { kind: 'noConsent' }
  | { kind: 'ok'; token: string; user: UserRow; pushes: (() => void)[] };

/** Whether the user accepted the consent before (a login, a lead form or a reaction with a name). */
async function hasConsented(tx: Tx, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: consents.id })
    .from(consents)
    .where(and(eq(consents.userId, userId), ne(consents.kind, 'withdrawal')))
    .limit(1);
  return row !== undefined;
}

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
    let [user] = await tx.select().from(users).where(eq(users.phone, input.phone)).limit(1);
    // Asked only after the right code, so it tells nobody whether the phone has an account; the code stays good
    // for the login that ticks the box.
    if (!input.consentVersion && !(user && (await hasConsented(tx, user.id)))) return { kind: 'noConsent' };
    await tx.update(smsCodes).set({ usedAt: now }).where(eq(smsCodes.id, code.id));
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
    if (input.consentVersion) {
      await tx
        .insert(consents)
        .values({ userId: loggedIn!.id, kind: 'login', version: input.consentVersion, acceptedAt: now });
    }
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
    case 'noConsent':
      throw invalid('consent', privacyTexts.loginConsentRequired);
    case 'ok':
      for (const push of outcome.pushes) push();
      return { token: outcome.token, user: outcome.user };
  }
}
