// A company as the public sees it: its name and logo, on a complex's page («Застройщик: …») and on the links its
// agents send. The logo is a storage key; its address comes from the storage like every other file's.
import { eq } from 'drizzle-orm';
import type { TPublicCompany } from '#shared/schemas/object.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import type { Storage } from '../../storage/storage.ts';

/** A company made from an owner with neither a join request nor a name is named by their phone: never shown. */
const looksLikePhone = (name: string) => /^\+?[\d\s()-]+$/.test(name);

export function presentPublicCompany(
  storage: Storage,
  row: { id: number; name: string; logo: string | null },
): TPublicCompany | null {
  const name = row.name.trim();
  if (!name || looksLikePhone(name)) return null;
  return { id: row.id, name, logoUrl: row.logo ? storage.url(row.logo) : null };
}

export async function loadPublicCompany(
  db: DbOrTx,
  storage: Storage,
  companyId: number | null,
): Promise<TPublicCompany | null> {
  if (companyId == null) return null;
  const [row] = await db
    .select({ id: companies.id, name: companies.name, logo: companies.logo })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ? presentPublicCompany(storage, row) : null;
}
