// The agreement as the booking's screens read it: whether it can be had, the state, the code's timers, the record.
import { AGREEMENT_CODE, AgreementState } from '#shared/deals.ts';
import type { TAgreement } from '#shared/schemas/agreements.ts';
import type { AgreementRow, BookingRow } from '../../db/schema/index.ts';

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

export function presentAgreement(
  booking: Pick<BookingRow, 'id' | 'kind' | 'clientPhone'>,
  row: AgreementRow | null,
  hasTemplate: boolean,
  now: Date,
): TAgreement {
  const signed = row?.state === AgreementState.signed;
  const live = row?.codeHash != null && !row.codeUsed && row.codeExpiresAt != null && row.codeExpiresAt > now;
  return {
    bookingId: booking.id,
    available: signed || (booking.kind === 'booking' && hasTemplate),
    state: row?.state ?? null,
    phone: row?.phone ?? booking.clientPhone,
    resendIn:
      row?.codeSentAt && !signed
        ? seconds(row.codeSentAt.getTime() + AGREEMENT_CODE.resendMs - now.getTime())
        : 0,
    expiresIn: live ? seconds(row.codeExpiresAt!.getTime() - now.getTime()) : 0,
    attemptsLeft: live ? Math.max(0, AGREEMENT_CODE.attempts - row.attempts) : 0,
    signedAt: row?.signedAt?.toISOString() ?? null,
    signedIp: signed ? row.signedIp : null,
    hash: signed ? row.hash : null,
  };
}
