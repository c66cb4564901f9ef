// POST /api/user/code: checks the limits, stores a hashed code, then sends it by SMS (test phones get their fixed code, no SMS).
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TCodeResponse } from '#shared/schemas/user.ts';
import { authTexts } from '#shared/texts/auth.ts';
import { fill } from '#shared/texts/ru.ts';
import type { Db } from '../../db/client.ts';
import { smsCodes } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { throttle } from '../../errors.ts';
import type { Clock } from '../../providers/clock.ts';
import type { SmsProvider } from '../../providers/sms.ts';
import { hashCode, newCode } from './code-hash.ts';
import { CODE_LIMITS } from './limits.ts';
import { LockSpace, lockKey } from '../../core/locks.ts';
import { ProviderFailed } from './provider-failed.ts';

export interface RequestCodeDeps {
  db: Db;
  sms: SmsProvider;
  clock: Clock;
  env: Pick<Env, 'APP_SECRET' | 'AUTH_TEST_PHONES'>;
  log: FastifyBaseLogger;
}

const SECOND = 1000;
const PRUNE_AFTER_MS = 24 * 60 * 60 * SECOND;

/** Codes that reached the phone count against its limits; a failed send is stored born expired (docs/decisions/002-user-lifecycle.md). */
const delivered = gt(smsCodes.expiresAt, smsCodes.createdAt);

/** `phone` is E.164. The answer is the same whether or not the phone belongs to a user. */
export async function requestCode(
  deps: RequestCodeDeps,
  input: { phone: string; ip: string },
): Promise<TCodeResponse> {
  const { db, clock, env } = deps;
  const now = clock.now();
  const windowStart = new Date(now.getTime() - CODE_LIMITS.windowSeconds * SECOND);
  const fixed = env.AUTH_TEST_PHONES.get(input.phone);
  const code = fixed ?? newCode();

  const id = await db.transaction(async (tx) => {
    await lockKey(tx, LockSpace.phone, input.phone);
    await lockKey(tx, LockSpace.ip, input.ip);

    const waits: number[] = [];
    const byPhone = await tx
      .select({ createdAt: smsCodes.createdAt })
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, input.phone), gt(smsCodes.createdAt, windowStart), delivered))
      .orderBy(desc(smsCodes.createdAt))
      .limit(CODE_LIMITS.perPhone);
    const last = byPhone[0];
    if (last) {
      const sinceLast = (now.getTime() - last.createdAt.getTime()) / SECOND;
      if (sinceLast < CODE_LIMITS.resendSeconds) waits.push(CODE_LIMITS.resendSeconds - sinceLast);
    }
    if (byPhone.length >= CODE_LIMITS.perPhone) waits.push(untilLeavesWindow(byPhone.at(-1)!.createdAt, now));

    const byIp = await tx
      .select({ createdAt: smsCodes.createdAt })
      .from(smsCodes)
      .where(and(eq(smsCodes.ip, input.ip), gt(smsCodes.createdAt, windowStart)))
      .orderBy(desc(smsCodes.createdAt))
      .limit(CODE_LIMITS.perIp);
    if (byIp.length >= CODE_LIMITS.perIp) waits.push(untilLeavesWindow(byIp.at(-1)!.createdAt, now));

    if (waits.length > 0) throw throttle(Math.max(...waits));

    // Rows older than every limit window serve nothing: the phone's own are pruned as it asks again.
    await tx
      .delete(smsCodes)
      .where(
        and(
          eq(smsCodes.phone, input.phone),
          lt(smsCodes.createdAt, new Date(now.getTime() - PRUNE_AFTER_MS)),
        ),
      );

    const [row] = await tx
      .insert(smsCodes)
      .values({
        phone: input.phone,
        codeHash: hashCode(env.APP_SECRET, input.phone, code),
        ip: input.ip,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_LIMITS.ttlSeconds * SECOND),
      })
      .returning({ id: smsCodes.id });
    return row!.id;
  });

  // Sent after the commit: a slow provider must not hold a transaction (PGlite has one connection).
  if (fixed === undefined) {
    try {
      await deps.sms.send(input.phone, fill(authTexts.smsCode, code));
    } catch (err) {
      deps.log.warn({ err, smsCodeId: id, provider: deps.sms.name }, 'SMS provider failed');
      // Void the code so it neither logs anyone in nor blocks a retry; it still counts against the IP.
      await db.update(smsCodes).set({ expiresAt: now }).where(eq(smsCodes.id, id));
      throw new ProviderFailed(authTexts.smsFailed);
    }
  }

  return { resendIn: CODE_LIMITS.resendSeconds, expiresIn: CODE_LIMITS.ttlSeconds };
}

function untilLeavesWindow(createdAt: Date, now: Date): number {
  return (createdAt.getTime() + CODE_LIMITS.windowSeconds * SECOND - now.getTime()) / SECOND;
}
