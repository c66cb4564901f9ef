// Turns the editor's fields (ZOwnOfferUpdate) into a row patch: absent fields stay, a new tie brings the unit's facts.
import { eq } from 'drizzle-orm';
import { ContactSource } from '#shared/enums.ts';
import { formatPhone } from '#shared/format.ts';
import type { TOwnOfferUpdate } from '#shared/schemas/user-offers.ts';
import { workflowTexts } from '#shared/texts/workflows.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { offers } from '../../db/schema/index.ts';
import { subregions, type OfferRow, type UserRow } from '../../db/schema/index.ts';
import { invalid } from '../../errors.ts';
import { canWatchCommission } from '../../policies.ts';
import { readPhone } from '../auth/phone.ts';
import { resolveTie, TIE_KEYS } from './unit-tie.ts';

export type OfferPatch = Partial<typeof offers.$inferInsert>;

const t = workflowTexts.offers;

/** Plain fields copied as they come (null clears). */
const PLAIN = [
  'latitude',
  'longitude',
  'roomType',
  'cntApart',
  'area',
  'floor',
  'floorsTotal',
  'price',
  'interior',
  'isAction',
] as const;

const blankToNull = (text: string | null | undefined) => (text == null ? text : text === '' ? null : text);

export async function offerPatch(
  db: DbOrTx,
  user: UserRow,
  row: OfferRow | null,
  input: TOwnOfferUpdate,
): Promise<OfferPatch> {
  const patch: OfferPatch = {};

  if (TIE_KEYS.some((key) => input[key] !== undefined)) {
    const { tie, facts } = await resolveTie(db, user, input, row?.id ?? null);
    Object.assign(patch, tie);
    // A new unit: its facts fill what this request leaves out; the owner's own price is never replaced.
    if (!row || TIE_KEYS.some((key) => row[key] !== tie[key])) {
      const given = input as Record<string, unknown>;
      const filled = patch as Record<string, unknown>;
      for (const [key, value] of Object.entries(facts)) {
        const ownPrice = key === 'price' && row?.price != null;
        if (given[key] === undefined && !ownPrice) filled[key] = value;
      }
    }
  }

  for (const key of PLAIN) {
    if (input[key] !== undefined) (patch as Record<string, unknown>)[key] = input[key];
  }
  if (input.address !== undefined) patch.address = blankToNull(input.address);
  if (input.description !== undefined) patch.description = blankToNull(input.description);

  if (input.subregionId != null) {
    const [found] = await db
      .select({ id: subregions.id })
      .from(subregions)
      .where(eq(subregions.id, input.subregionId));
    if (!found) throw invalid('subregionId', t.subregionNotFound);
  }
  if (input.subregionId !== undefined) patch.subregionId = input.subregionId;

  if (input.commission !== undefined) {
    const type = input.commission?.type ?? null;
    const price = input.commission?.price ?? null;
    // PRODUCT §6: commission is the agents' business.
    if (!canWatchCommission(user) && (type !== null || price !== null)) {
      throw invalid('commission', t.commissionAgentsOnly);
    }
    patch.commissionType = type;
    patch.commissionPrice = price;
  }

  if (input.contact) {
    const { source, name, phone } = input.contact;
    const fromAd = source === ContactSource.ads;
    patch.contactSource = source;
    patch.contactName = fromAd ? blankToNull(name) : null;
    patch.contactPhone = fromAd && phone ? formatPhone(readPhone(phone, 'contact.phone')) : null;
  }

  const floor = patch.floor !== undefined ? patch.floor : (row?.floor ?? null);
  const floorsTotal = patch.floorsTotal !== undefined ? patch.floorsTotal : (row?.floorsTotal ?? null);
  if (floor != null && floorsTotal != null && floor > floorsTotal) throw invalid('floor', t.floorAboveTotal);

  return patch;
}
