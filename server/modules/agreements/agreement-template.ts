// The complex's booking agreement template (back-office «Бронирование» tab): a DOCX of at most 10 MB whose
// placeholders are all known, stored as it came (objects.agreement_template, the name people gave it). Members of the
// complex's builder company read it; changing it takes the `settings` permission. Signed agreements keep their files.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AGREEMENT_PLACEHOLDERS } from '#shared/deals.ts';
import type { TAgreementTemplate } from '#shared/schemas/agreements.ts';
import { agreementTexts } from '#shared/texts/agreements.ts';
import { fill } from '#shared/texts/ru.ts';
import type { Db } from '../../db/client.ts';
import { objects, type UserRow } from '../../db/schema/index.ts';
import { ValidationFailed } from '../../errors.ts';
import { requireObjectPermission } from '../../policies/object-permissions.ts';
import { detectDocumentType, documentDisplayName } from '../../storage/documents.ts';
import type { Storage } from '../../storage/storage.ts';
import { ownObject } from '../backoffice/access.ts';
import { inspectTemplate } from './docx-template.ts';

export const TEMPLATE_MAX_BYTES = 10 * 1024 * 1024;

const placeholders = AGREEMENT_PLACEHOLDERS.map((name) => ({
  name,
  title: agreementTexts.placeholders[name],
}));

export const presentTemplate = (name: string | null): TAgreementTemplate => ({ name, placeholders });

export async function readTemplate(db: Db, user: UserRow, objectId: number): Promise<TAgreementTemplate> {
  const object = await ownObject(db, user, objectId);
  return presentTemplate(object.agreementTemplate ? object.agreementTemplateName : null);
}

export async function templateFile(
  db: Db,
  storage: Storage,
  user: UserRow,
  objectId: number,
): Promise<{ name: string; data: Buffer } | null> {
  const object = await ownObject(db, user, objectId);
  if (!object.agreementTemplate) return null;
  const data = await storage.get(object.agreementTemplate);
  return data ? { name: object.agreementTemplateName ?? 'template.docx', data } : null;
}

/** 422 for anything but a DOCX with known placeholders; the file is read only after the caller was let in. */
export function checkTemplate(data: Buffer, fileName: string): string {
  const refuse = (text: string) => new ValidationFailed({ file: [text] });
  if (data.length === 0) throw refuse(agreementTexts.errors.templateMissing);
  if (data.length > TEMPLATE_MAX_BYTES)
    throw refuse(fill(agreementTexts.errors.templateTooLarge, TEMPLATE_MAX_BYTES / 1024 / 1024));
  if (detectDocumentType(data, fileName) !== 'docx') throw refuse(agreementTexts.errors.notDocx);
  inspectTemplate(data);
  return documentDisplayName(fileName, 'docx');
}

/** The complex's template (or none), by whoever may change its settings; the complex locked meanwhile. */
async function writeTemplate(
  db: Db,
  user: UserRow,
  objectId: number,
  template: { agreementTemplate: string | null; agreementTemplateName: string | null },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await ownObject(tx, user, objectId, { lock: true });
    await requireObjectPermission(tx, user, objectId, 'settings');
    await tx
      .update(objects)
      .set({ ...template, updatedAt: now })
      .where(eq(objects.id, objectId));
  });
}

export async function setTemplate(
  db: Db,
  storage: Storage,
  user: UserRow,
  objectId: number,
  file: { data: Buffer; fileName: string },
  now: Date,
): Promise<TAgreementTemplate> {
  const name = checkTemplate(file.data, file.fileName);
  const key = `agreement-templates/object-${objectId}-${randomBytes(8).toString('hex')}.docx`;
  await storage.put(key, file.data);
  // The old file stays: unsigned drafts made from it are renewed from the new one when next opened.
  await writeTemplate(db, user, objectId, { agreementTemplate: key, agreementTemplateName: name }, now);
  return presentTemplate(name);
}

export async function removeTemplate(
  db: Db,
  user: UserRow,
  objectId: number,
  now: Date,
): Promise<TAgreementTemplate> {
  await writeTemplate(db, user, objectId, { agreementTemplate: null, agreementTemplateName: null }, now);
  return presentTemplate(null);
}
