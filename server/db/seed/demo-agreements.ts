// The booking agreement in the demo: the demo builder's complexes carry the «Договор бронирования» template (every
// placeholder in a real text), and the agent's confirmed booking (Игорь Белов) was signed by the buyer's SMS code
// twenty hours ago: the audit record and the signed PDF are stored as the signing makes them.
import { and, eq, inArray } from 'drizzle-orm';
import { AgreementState } from '#shared/deals.ts';
import type { DbOrTx } from '../client.ts';
import { bookingAgreements, bookings, objects, type UserRow } from '../schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { ensureDraft } from '../../modules/agreements/agreement-draft.ts';
import { moveDealOnSigning } from '../../modules/agreements/deal-on-signing.ts';
import { renderSigned, signatureStamp } from '../../modules/agreements/sign-agreement.ts';
import type { DemoAccount } from './accounts.ts';
import { demoAgreementTemplate } from './agreement-docx.ts';

const HOUR = 3_600_000;
const TEMPLATE_NAME = 'Договор бронирования (Черноморстрой).docx';
const SIGNED_CLIENT = 'Игорь Белов';

export async function seedDemoAgreements(
  tx: DbOrTx,
  storage: Storage,
  accounts: Record<DemoAccount, UserRow>,
  now: Date,
): Promise<number> {
  const mine = await tx
    .select({ id: objects.id })
    .from(objects)
    .where(eq(objects.ownerId, accounts.builder.id));
  if (mine.length === 0) return 0;
  const ids = mine.map((o) => o.id);
  const key = 'agreement-templates/demo-chernomorstroy.docx';
  await storage.put(key, demoAgreementTemplate());
  await tx
    .update(objects)
    .set({ agreementTemplate: key, agreementTemplateName: TEMPLATE_NAME })
    .where(inArray(objects.id, ids));

  const [booking] = await tx
    .select()
    .from(bookings)
    .where(
      and(
        inArray(bookings.objectId, ids),
        eq(bookings.clientName, SIGNED_CLIENT),
        eq(bookings.agentId, accounts.agent.id),
      ),
    )
    .limit(1);
  if (!booking) return ids.length;
  const sentAt = new Date(now.getTime() - 20 * HOUR - 2 * 60_000);
  const signedAt = new Date(now.getTime() - 20 * HOUR);
  const draft = await ensureDraft({ db: tx, storage, now: sentAt }, booking);
  const ip = '185.71.76.14';
  const stamp = await signatureStamp(
    tx,
    booking,
    { phone: draft.phone, hash: draft.hash, ip, userId: accounts.agent.id, codeSentAt: sentAt, attempt: 1 },
    signedAt,
  );
  const signedPdfKey = draft.pdfKey.replace(/\.pdf$/, '-signed.pdf');
  await storage.put(signedPdfKey, await renderSigned(storage, booking, draft, stamp, signedAt));
  await tx
    .update(bookingAgreements)
    .set({
      state: AgreementState.signed,
      // Only the code's hash is ever kept; the demo's was used, so none is needed.
      codeHash: 'used',
      codeSentAt: sentAt,
      codeExpiresAt: new Date(sentAt.getTime() + 10 * 60_000),
      attempts: 0,
      codeUsed: true,
      signedAt,
      signedIp: ip,
      signedPdfKey,
      signedById: accounts.agent.id,
      updatedAt: signedAt,
    })
    .where(eq(bookingAgreements.id, draft.id));
  await moveDealOnSigning(tx, booking.id, accounts.agent.id, signedAt);
  return ids.length;
}
