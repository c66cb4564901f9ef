// Partner companies keyed by id (GET /api/partners, PRODUCT §3: a map keyed by number), with their logos.
import { asc, eq } from 'drizzle-orm';
import type { TPartner } from '#shared/schemas/object.ts';
import type { DbOrTx } from '../../db/client.ts';
import { images, partners } from '../../db/schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { presentImage } from '../../storage/images.ts';

export async function listPartners(db: DbOrTx, storage: Storage): Promise<Record<string, TPartner>> {
  const rows = await db
    .select({ p: partners, logo: images })
    .from(partners)
    .leftJoin(images, eq(images.id, partners.logoImageId))
    .orderBy(asc(partners.sort), asc(partners.id));
  const result: Record<string, TPartner> = {};
  for (const { p, logo } of rows) {
    result[String(p.id)] = {
      id: p.id,
      name: p.name,
      site: p.site,
      logo: logo ? presentImage(storage, logo) : null,
      builderId: p.builderId,
    };
  }
  return result;
}
