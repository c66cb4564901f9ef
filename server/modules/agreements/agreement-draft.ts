// The booking's agreement as the buyer will sign it: the template filled with the booking's values, rendered as PDF,
// stored with the PDF's SHA-256, one row per booking (booking_agreements). The stored draft is kept while its inputs
// (the template and every value) are the same: their fingerprint is in the DOCX's key. A changed booking (price,
// buyer) or template makes a new draft while unsigned, and a code sent for the old one no longer signs.
import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { AgreementState } from '#shared/deals.ts';
import { agreementTexts } from '#shared/texts/agreements.ts';
import type { DbOrTx } from '../../db/client.ts';
import { bookingAgreements, objects, type AgreementRow, type BookingRow } from '../../db/schema/index.ts';
import { conflict } from '../../errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { renderAgreementPdf } from './agreement-pdf.ts';
import { agreementValues } from './agreement-values.ts';
import { docxBlocks } from './docx-blocks.ts';
import { fillTemplate } from './docx-template.ts';

export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

export async function readAgreement(db: DbOrTx, bookingId: number): Promise<AgreementRow | null> {
  const [row] = await db.select().from(bookingAgreements).where(eq(bookingAgreements.bookingId, bookingId));
  return row ?? null;
}

export async function templateOf(db: DbOrTx, objectId: number): Promise<string | null> {
  const [object] = await db
    .select({ key: objects.agreementTemplate })
    .from(objects)
    .where(eq(objects.id, objectId));
  return object?.key ?? null;
}

export const agreementTitle = (bookingId: number) => `${agreementTexts.title} № ${bookingId}`;

export interface DraftDeps {
  db: DbOrTx;
  storage: Storage;
  now: Date;
}

/**
 * The current draft (made or renewed as needed), or the signed agreement as it is. 409 when the complex has no
 * template, or the booking is not a booking.
 */
export async function ensureDraft(deps: DraftDeps, booking: BookingRow): Promise<AgreementRow> {
  const { db, storage, now } = deps;
  const existing = await readAgreement(db, booking.id);
  if (existing?.state === AgreementState.signed) return existing;
  if (booking.kind !== 'booking') throw conflict(agreementTexts.errors.notBooking);
  const templateKey = await templateOf(db, booking.objectId);
  if (!templateKey) throw conflict(agreementTexts.errors.noTemplate);
  const values = await agreementValues(db, booking, now);
  const fingerprint = sha256(JSON.stringify([templateKey, values])).slice(0, 32);
  if (existing?.docxKey.endsWith(`-${fingerprint}.docx`) && existing.phone === booking.clientPhone)
    return existing;

  const template = await storage.get(templateKey);
  if (!template) throw conflict(agreementTexts.errors.noTemplate);
  const docx = fillTemplate(template, values);
  const pdf = await renderAgreementPdf({
    title: agreementTitle(booking.id),
    blocks: docxBlocks(docx),
    createdAt: now,
  });
  const folder = `agreements/booking-${booking.id}/${randomBytes(8).toString('hex')}`;
  const docxKey = `${folder}-${fingerprint}.docx`;
  const pdfKey = `${folder}.pdf`;
  await storage.put(docxKey, docx);
  await storage.put(pdfKey, pdf);
  const fresh = {
    state: AgreementState.draft,
    docxKey,
    pdfKey,
    hash: sha256(pdf),
    templateKey,
    phone: booking.clientPhone,
    // A code sent for the old text never signs the new one.
    codeHash: null,
    codeSentAt: null,
    codeExpiresAt: null,
    attempts: 0,
    codeUsed: false,
    updatedAt: now,
  };
  const [row] = await db
    .insert(bookingAgreements)
    .values({ bookingId: booking.id, ...fresh, createdAt: now })
    // A signature that landed meanwhile is never overwritten.
    .onConflictDoUpdate({
      target: bookingAgreements.bookingId,
      set: fresh,
      setWhere: sql`${bookingAgreements.state} <> ${AgreementState.signed}`,
    })
    .returning();
  if (!row) {
    await storage.remove(docxKey);
    await storage.remove(pdfKey);
    return (await readAgreement(db, booking.id))!;
  }
  if (existing) {
    await storage.remove(existing.docxKey);
    await storage.remove(existing.pdfKey);
  }
  return row;
}
