// POST /api/bookings/{id}/agreement/sign: the buyer's simple electronic signature (63-FZ, decision 041). The code is
// checked in constant time against its HMAC; a wrong one costs a try (five, then a new code), an expired or used one
// never signs. On success, in one transaction: the audit record (the signed document's SHA-256, the phone, the time,
// the caller's IP as TRUST_PROXY resolves it, the code's check), the signed PDF (the agreement plus the record's
// page), the deal's move to `agreement`, and AgreementSigned to the agent and the builder's side.
import { and, eq, sql } from 'drizzle-orm';
import { AGREEMENT_CODE, AgreementState } from '#shared/deals.ts';
import { formatPhone } from '#shared/format.ts';
import type { TAgreement } from '#shared/schemas/agreements.ts';
import { agreementTexts } from '#shared/texts/agreements.ts';
import { fill } from '#shared/texts/ru.ts';
import { unitLabel } from '#shared/texts/units.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  bookingAgreements,
  objects,
  users,
  type AgreementRow,
  type BookingRow,
  type UserRow,
} from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { conflict, invalid } from '../../errors.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { Storage } from '../../storage/storage.ts';
import { sameHash } from '../auth/code-hash.ts';
import { presentBooking } from '../bookings/present-booking.ts';
import { builderSide } from '../bookings/notify-booking.ts';
import { notify } from '../notifications/notify.ts';
import { lockBooking } from './agreement-access.ts';
import { agreementTitle, ensureDraft, readAgreement } from './agreement-draft.ts';
import { renderAgreementPdf, type SignatureStamp } from './agreement-pdf.ts';
import { PrivateEvent } from '#shared/realtime.ts';
import { moveDealOnSigning } from './deal-on-signing.ts';
import { dealParties } from '../deals/notify-deal.ts';
import { docxBlocks } from './docx-blocks.ts';
import { moscowDateTime } from './moscow-time.ts';
import { presentAgreement } from './present-agreement.ts';
import { agreementCodeHash, requireSignable } from './send-code.ts';

const e = agreementTexts.errors;
const s = agreementTexts.stamp;

export interface SignDeps {
  db: Db;
  storage: Storage;
  realtime: Realtime;
  env: Pick<Env, 'APP_SECRET'>;
  now: Date;
}

export interface SignInput {
  code: string;
  ip: string;
  user: UserRow;
}

/** Why the stored code cannot sign now; null when it may be tried. */
function codeRefusal(row: AgreementRow, now: Date): string | null {
  if (!row.codeHash || row.codeUsed) return e.noCode;
  if (!row.codeExpiresAt || row.codeExpiresAt <= now) return e.expired;
  if (row.attempts >= AGREEMENT_CODE.attempts) return e.attemptsOut;
  return null;
}

/** The audit record as the signed PDF's last page prints it. */
export async function signatureStamp(
  db: DbOrTx,
  booking: BookingRow,
  record: { phone: string; hash: string; ip: string; userId: number; codeSentAt: Date; attempt: number },
  at: Date,
): Promise<SignatureStamp> {
  const presented = await presentBooking(db, booking, at);
  const [object] = await db
    .select({ title: objects.title })
    .from(objects)
    .where(eq(objects.id, booking.objectId));
  const [operator] = await db
    .select({ name: users.name, phone: users.phone })
    .from(users)
    .where(eq(users.id, record.userId));
  return {
    lines: [
      {
        label: s.booking,
        value: `№ ${booking.id}, ${unitLabel(presented.unit.kind, booking.unitNumber)}, ${object?.title ?? ''}`,
      },
      { label: s.signer, value: booking.clientName },
      { label: s.phone, value: formatPhone(record.phone) },
      { label: s.time, value: moscowDateTime(at) },
      { label: s.ip, value: record.ip },
      {
        label: s.check,
        value: `${s.checked}. ${fill(s.codeSent, moscowDateTime(record.codeSentAt), record.attempt)}`,
      },
      { label: s.operator, value: `${operator?.name ?? ''} ${formatPhone(operator?.phone ?? '')}`.trim() },
      { label: s.hash, value: record.hash, wide: true },
    ],
  };
}

/** The signed PDF: the agreement's pages from its stored DOCX, then the record's page. */
export async function renderSigned(
  storage: Storage,
  booking: BookingRow,
  row: AgreementRow,
  stamp: SignatureStamp,
  at: Date,
): Promise<Buffer> {
  const docx = await storage.get(row.docxKey);
  if (!docx) throw conflict(e.changed);
  return renderAgreementPdf({
    title: agreementTitle(booking.id),
    blocks: docxBlocks(docx),
    createdAt: at,
    stamp,
  });
}

export async function signAgreement(
  deps: SignDeps,
  booking: BookingRow,
  input: SignInput,
): Promise<TAgreement> {
  const { db, storage, now } = deps;
  const before = await readAgreement(db, booking.id);
  if (before?.state === AgreementState.signed) throw conflict(e.signed);
  requireSignable(booking, now);
  if (!before) throw invalid('code', e.noCode);
  const refusal = codeRefusal(before, now);
  if (refusal) throw invalid('code', refusal);
  // The text the code was sent for must still be the agreement's text.
  const current = await ensureDraft(deps, booking);
  if (current.pdfKey !== before.pdfKey) throw invalid('code', e.changed);

  const given = agreementCodeHash(deps.env.APP_SECRET, booking.id, before.phone, input.code);
  if (!sameHash(given, before.codeHash!)) {
    const [counted] = await db
      .update(bookingAgreements)
      .set({ attempts: sql`${bookingAgreements.attempts} + 1` })
      .where(
        and(
          eq(bookingAgreements.id, before.id),
          eq(bookingAgreements.codeHash, before.codeHash!),
          eq(bookingAgreements.codeUsed, false),
        ),
      )
      .returning({ attempts: bookingAgreements.attempts });
    const left = AGREEMENT_CODE.attempts - (counted?.attempts ?? AGREEMENT_CODE.attempts);
    throw invalid('code', left > 0 ? fill(e.wrongCode, left) : e.attemptsOut);
  }

  const stamp = await signatureStamp(
    db,
    booking,
    {
      phone: before.phone,
      hash: before.hash,
      ip: input.ip,
      userId: input.user.id,
      codeSentAt: before.codeSentAt!,
      attempt: before.attempts + 1,
    },
    now,
  );
  const signedPdf = await renderSigned(storage, booking, before, stamp, now);
  const signedKey = before.pdfKey.replace(/\.pdf$/, '-signed.pdf');
  await storage.put(signedKey, signedPdf);

  let pushes: (() => void)[];
  try {
    pushes = await db.transaction(async (tx) => {
      await lockBooking(tx, booking.id);
      const [row] = await tx
        .select()
        .from(bookingAgreements)
        .where(eq(bookingAgreements.id, before.id))
        .for('update');
      // Another request signed, or used a try, in between: this code is spent.
      if (!row || row.state === AgreementState.signed) throw conflict(e.signed);
      if (row.codeHash !== before.codeHash || row.pdfKey !== before.pdfKey) throw invalid('code', e.changed);
      const late = codeRefusal(row, now);
      if (late) throw invalid('code', late);
      await tx
        .update(bookingAgreements)
        .set({
          state: AgreementState.signed,
          codeUsed: true,
          signedAt: now,
          signedIp: input.ip,
          signedPdfKey: signedKey,
          signedById: input.user.id,
          updatedAt: now,
        })
        .where(eq(bookingAgreements.id, row.id));
      const deal = await moveDealOnSigning(tx, booking.id, input.user.id, now);
      const told = await tellSides(tx, deps.realtime, booking, deal?.id ?? null, input.user.id, now);
      if (!deal) return told;
      // An open deal page, board or «Мои сделки» follows the stage without a reload, as after a manager's move.
      const parties = await dealParties(tx, deal);
      return [
        ...told,
        () => {
          for (const userId of parties)
            deps.realtime.toUser(userId, PrivateEvent.DealsChanged, { id: deal.id });
        },
      ];
    });
  } catch (error) {
    await storage.remove(signedKey);
    throw error;
  }
  for (const push of pushes) push();
  const signed = await readAgreement(db, booking.id);
  return presentAgreement(booking, signed, true, now);
}

async function tellSides(
  tx: DbOrTx,
  realtime: Realtime,
  booking: BookingRow,
  dealId: number | null,
  signerId: number,
  now: Date,
): Promise<(() => void)[]> {
  const [object] = await tx
    .select({ title: objects.title })
    .from(objects)
    .where(eq(objects.id, booking.objectId));
  const notice = {
    bookingId: booking.id,
    dealId,
    objectTitle: object?.title ?? '',
    unitNumber: booking.unitNumber,
    buyerName: booking.clientName,
    signedAt: now.toISOString(),
  };
  const builders = await builderSide(tx, booking);
  const pushes: (() => void)[] = [];
  const told = new Set<number>([signerId]);
  const tell = async (userId: number, side: 'agent' | 'builder') => {
    if (told.has(userId)) return;
    told.add(userId);
    pushes.push(await notify(tx, realtime, userId, 'AgreementSigned', { ...notice, side }, now));
  };
  if (booking.agentId) await tell(booking.agentId, 'agent');
  for (const userId of builders) await tell(userId, 'builder');
  return pushes;
}
