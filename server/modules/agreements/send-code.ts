// POST /api/bookings/{id}/agreement/code: a six-digit code by SMS to the buyer's phone (the booking's client), sent
// while the buyer is with the agent or the builder's manager. Only its HMAC is stored (bound to the phone and the
// booking); one a minute (429 with the wait), valid AGREEMENT_CODE.ttlMs, five tries. A test phone gets its fixed
// code and no SMS, as at login (AUTH_TEST_PHONES, refused in production).
import { and, eq } from 'drizzle-orm';
import { AGREEMENT_CODE, AgreementState } from '#shared/deals.ts';
import { isOpenBooking } from '#shared/bookings.ts';
import { agreementTexts } from '#shared/texts/agreements.ts';
import { fill } from '#shared/texts/ru.ts';
import { unitLabel } from '#shared/texts/units.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { bookingAgreements, objects, type BookingRow } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { conflict, throttle } from '../../errors.ts';
import type { SmsProvider } from '../../providers/sms.ts';
import type { Storage } from '../../storage/storage.ts';
import { hashCode, newCode } from '../auth/code-hash.ts';
import { ProviderFailed } from '../auth/provider-failed.ts';
import { effectiveState, presentBooking } from '../bookings/present-booking.ts';
import { lockBooking } from './agreement-access.ts';
import { ensureDraft, readAgreement } from './agreement-draft.ts';

export interface CodeDeps {
  db: Db;
  storage: Storage;
  sms: SmsProvider;
  env: Pick<Env, 'APP_SECRET' | 'AUTH_TEST_PHONES'>;
  log: FastifyBaseLogger;
  now: Date;
}

/** The code is bound to the booking and the phone: a code for one agreement signs no other. */
export const agreementCodeHash = (secret: string, bookingId: number, phone: string, code: string) =>
  hashCode(secret, `${phone}#agreement-${bookingId}`, code);

/** The booking may still be signed: an open booking, not yet signed. */
export function requireSignable(booking: BookingRow, now: Date): void {
  if (booking.kind !== 'booking') throw conflict(agreementTexts.errors.notBooking);
  if (!isOpenBooking(effectiveState(booking, now))) throw conflict(agreementTexts.errors.closed);
}

export async function sendAgreementCode(deps: CodeDeps, booking: BookingRow): Promise<void> {
  const { db, now, env } = deps;
  requireSignable(booking, now);
  const draft = await ensureDraft(deps, booking);
  if (draft.state === AgreementState.signed) throw conflict(agreementTexts.errors.signed);
  const phone = draft.phone;
  const fixed = env.AUTH_TEST_PHONES.get(phone);
  const code = fixed ?? newCode();

  await db.transaction(async (tx) => {
    await lockBooking(tx, booking.id);
    const row = await readAgreement(tx, booking.id);
    if (!row || row.id !== draft.id || row.pdfKey !== draft.pdfKey)
      throw conflict(agreementTexts.errors.changed);
    if (row.state === AgreementState.signed) throw conflict(agreementTexts.errors.signed);
    if (row.codeSentAt) {
      const wait = row.codeSentAt.getTime() + AGREEMENT_CODE.resendMs - now.getTime();
      if (wait > 0) throw throttle(wait / 1000);
    }
    await tx
      .update(bookingAgreements)
      .set({
        state: AgreementState.codeSent,
        codeHash: agreementCodeHash(env.APP_SECRET, booking.id, phone, code),
        codeSentAt: now,
        codeExpiresAt: new Date(now.getTime() + AGREEMENT_CODE.ttlMs),
        attempts: 0,
        codeUsed: false,
        updatedAt: now,
      })
      .where(eq(bookingAgreements.id, row.id));
  });

  if (fixed !== undefined) return;
  const presented = await presentBooking(db, booking, now);
  const [object] = await db
    .select({ title: objects.title })
    .from(objects)
    .where(eq(objects.id, booking.objectId));
  const text = fill(
    agreementTexts.sms,
    code,
    unitLabel(presented.unit.kind, booking.unitNumber, 'genitive'),
    object?.title ?? '',
  );
  try {
    await deps.sms.send(phone, text);
  } catch (err) {
    deps.log.warn({ err, bookingId: booking.id, provider: deps.sms.name }, 'SMS provider failed');
    // The code never arrived: it signs nothing and does not hold the next one back.
    await db
      .update(bookingAgreements)
      .set({ codeHash: null, codeSentAt: null, codeExpiresAt: null, state: AgreementState.draft })
      .where(and(eq(bookingAgreements.bookingId, booking.id), eq(bookingAgreements.codeSentAt, now)));
    throw new ProviderFailed(agreementTexts.errors.smsFailed);
  }
}
