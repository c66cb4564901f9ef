// POST and DELETE /api/companies/{id}/logo: the logo is one square WebP under its own storage key; a new upload
// replaces the old file, which goes once the row no longer names it.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { mediaTexts } from '#shared/texts/media.ts';
import type { Db } from '../../db/client.ts';
import { companies, type UserRow } from '../../db/schema/index.ts';
import { ValidationFailed } from '../../errors.ts';
import { detectImageFormat } from '../../storage/images.ts';
import type { Storage } from '../../storage/storage.ts';
import { UPLOAD_LIMITS } from '../../uploads.ts';
import { openCompany } from './company-access.ts';
import { logoUrl } from './present-company.ts';

/** The side of the square logo: sharp on a retina card, small on the wire. */
export const LOGO_SIZE = 256;

async function squareLogo(input: Buffer): Promise<Buffer> {
  if (!detectImageFormat(input)) throw new ValidationFailed({ image: [mediaTexts.imageUnsupported] });
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(input, { limitInputPixels: UPLOAD_LIMITS.imageMaxInputPixels, autoOrient: true })
      .resize({ width: LOGO_SIZE, height: LOGO_SIZE, fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .webp({ quality: 86 })
      .toBuffer();
  } catch (error) {
    const text = /pixel limit/i.test(String(error)) ? mediaTexts.imageTooLarge : mediaTexts.imageBroken;
    throw new ValidationFailed({ image: [text] });
  }
}

export async function setCompanyLogo(
  db: Db,
  storage: Storage,
  user: UserRow,
  companyId: number,
  input: Buffer,
  now: Date,
): Promise<{ logoUrl: string | null }> {
  await openCompany(db, user, companyId, 'settings');
  const data = await squareLogo(input);
  const key = `logos/company-${companyId}-${randomBytes(8).toString('hex')}.webp`;
  await storage.put(key, data);
  const old = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ logo: companies.logo })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    await tx.update(companies).set({ logo: key, updatedAt: now }).where(eq(companies.id, companyId));
    return before?.logo ?? null;
  });
  if (old) await storage.remove(old);
  return { logoUrl: logoUrl(storage, key) };
}

export async function removeCompanyLogo(
  db: Db,
  storage: Storage,
  user: UserRow,
  companyId: number,
  now: Date,
): Promise<{ logoUrl: null }> {
  const { company } = await openCompany(db, user, companyId, 'settings');
  await db.update(companies).set({ logo: null, updatedAt: now }).where(eq(companies.id, companyId));
  if (company.logo) await storage.remove(company.logo);
  return { logoUrl: null };
}
