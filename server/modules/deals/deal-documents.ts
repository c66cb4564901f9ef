// A deal's documents: the builder's side attaches a file to a stage (PDF, JPEG, PNG or WebP by its first bytes, up to
// 25 MB) with a comment; it is stored under the private prefix (never served at /files) and read back only through
// GET /api/deals/{id}/documents/{docId} by the deal's parties. The agent hears of it.
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { DEAL_LIMITS, DEAL_STAGES, type TDealStage } from '#shared/deals.ts';
import type { TDealFull } from '#shared/schemas/deals.ts';
import { dealTexts } from '#shared/texts/deals.ts';
import { fill } from '#shared/texts/ru.ts';
import { dealDocuments, dealEvents, deals, type UserRow } from '../../db/schema/index.ts';
import { conflict, ValidationFailed } from '../../errors.ts';
import { PRIVATE_KEY_PREFIX, type Storage } from '../../storage/storage.ts';
import { builderDeal } from './access.ts';
import { notifyDeal } from './notify-deal.ts';
import type { DealDeps } from './open-deal.ts';
import { presentDeal } from './present-deal.ts';

const e = dealTexts.errors;

export interface DocumentForm {
  file: { fileName: string; data: Buffer } | null;
  stage: string | undefined;
  comment: string | undefined;
}

/** The type by content: the name's extension proves nothing. */
export function documentMime(data: Buffer): string | null {
  if (data.length >= 5 && data.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (
    data.length >= 12 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'image/webp';
  return null;
}

const EXTENSION: Record<string, string> = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
};

/** A file name safe to keep and to send back: no path, no control characters, the content's extension. */
function cleanName(fileName: string, mime: string): string {
  const base = (fileName.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}"]/gu, '')
    .trim()
    .slice(0, 120);
  const ext = EXTENSION[mime]!;
  const stem = base.replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'document';
  return `${stem}${ext}`;
}

export function readDocumentInput(form: DocumentForm, current: TDealStage) {
  const errors: Record<string, string[]> = {};
  const stage = (form.stage || current) as TDealStage;
  if (!DEAL_STAGES.includes(stage) || stage === 'cancelled') errors.stage = [e.stage];
  const comment = form.comment?.trim() ?? '';
  if (comment.length > DEAL_LIMITS.comment || comment.includes('\u0000'))
    errors.comment = [`Не длиннее ${DEAL_LIMITS.comment} символов`];
  let mime: string | null = null;
  if (!form.file || form.file.data.length === 0) errors.file = [e.file];
  else if (form.file.data.length > DEAL_LIMITS.documentBytes)
    errors.file = [fill(e.fileSize, DEAL_LIMITS.documentBytes / 1024 / 1024)];
  else if (!(mime = documentMime(form.file.data))) errors.file = [e.fileType];
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return { stage, comment: comment || null, mime: mime!, file: form.file! };
}

export async function addDealDocument(
  deps: DealDeps & { storage: Storage },
  caller: UserRow,
  id: number,
  form: DocumentForm,
): Promise<TDealFull> {
  const { db, now, storage } = deps;
  // The file is checked and stored before the transaction (a slow store holds no lock) and removed if it fails.
  const found = await builderDeal(db, caller, id);
  const input = readDocumentInput(form, found.deal.stage);
  const name = cleanName(input.file.fileName, input.mime);
  const key = `${PRIVATE_KEY_PREFIX}deals/${id}/${randomBytes(12).toString('hex')}${EXTENSION[input.mime]}`;
  await storage.put(key, input.file.data);
  const written = db.transaction(async (tx) => {
    const { deal } = await builderDeal(tx, caller, id, { forUpdate: true });
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(dealDocuments)
      .where(eq(dealDocuments.dealId, deal.id));
    if (n >= DEAL_LIMITS.documentsPerDeal) throw conflict(e.tooManyDocuments);
    await tx.insert(dealDocuments).values({
      dealId: deal.id,
      stage: input.stage,
      key,
      name,
      mime: input.mime,
      size: input.file.data.length,
      comment: input.comment,
      uploadedById: caller.id,
      createdAt: now,
    });
    await tx.insert(dealEvents).values({
      dealId: deal.id,
      at: now,
      byUserId: caller.id,
      kind: 'document',
      fromValue: null,
      toValue: input.stage,
      data: { name, comment: input.comment },
    });
    const [updated] = await tx
      .update(deals)
      .set({ version: deal.version + 1, updatedAt: now })
      .where(eq(deals.id, deal.id))
      .returning();
    const pushes = await notifyDeal(
      tx,
      deps.realtime,
      updated!,
      [{ userId: deal.agentId, type: 'DealDocument' }],
      caller.id,
      now,
    );
    return { deal: await presentDeal(tx, updated!, { commission: true, canEdit: true }), pushes };
  });
  const { deal, pushes } = await written.catch(async (error: unknown) => {
    await storage.remove(key).catch(() => undefined);
    throw error;
  });
  for (const push of pushes) push();
  return deal;
}
