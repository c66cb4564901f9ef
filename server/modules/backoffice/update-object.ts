// PUT /api/backoffice/objects/{id}: writes only the fields sent (PRODUCT §7: the update carries partial fields).
import { eq } from 'drizzle-orm';
import type { TObjectUpdate } from '#shared/schemas/backoffice.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { bookingTexts } from '#shared/texts/bookings.ts';
import { commissionTexts } from '#shared/texts/commissions.ts';
import type { DbOrTx } from '../../db/client.ts';
import { objects, subregions, type NewObjectRow, type ObjectRow } from '../../db/schema/index.ts';
import { invalid } from '../../errors.ts';
import { mayHoldBookings } from '../bookings/assignment.ts';
import { refreshNearby } from '../nearby/refresh-nearby.ts';

type Changes = Partial<NewObjectRow>;

/** Copies the keys that were sent (undefined means "not sent"), renaming them to columns. */
function pick<S extends object>(
  source: S | undefined,
  columns: { [K in keyof S]?: keyof NewObjectRow },
): Changes {
  const out: Record<string, unknown> = {};
  if (!source) return out;
  for (const [key, column] of Object.entries(columns) as [keyof S, keyof NewObjectRow][]) {
    const value = source[key];
    if (value !== undefined) out[column] = value;
  }
  return out as Changes;
}

export function objectChanges(input: TObjectUpdate): Changes {
  return {
    ...pick(input, {
      title: 'title',
      description: 'description',
      site: 'site',
      requestManagerId: 'requestManagerId',
    }),
    ...pick(input.commission, {
      percent: 'commission',
      text: 'commissionText',
      kind: 'commissionKind',
      fixed: 'commissionFixed',
      overrides: 'commissionOverrides',
    }),
    ...pick(input.booking, {
      enabled: 'bookingEnabled',
      holdHours: 'bookingHoldHours',
      extensionHours: 'bookingExtensionHours',
      queueHours: 'queueHours',
    }),
    ...pick(input.fixation, { mode: 'fixationMode', days: 'fixationDays' }),
    ...pick(input.deals, { soldFrom: 'dealSoldFrom', stallDays: 'dealStallDays' }),
    ...pick(input.characteristics, {
      type: 'houseType',
      class: 'houseClass',
      material: 'material',
      territory: 'territory',
      houseRoad: 'houseRoad',
      parking: 'parking',
      ceilingHeight: 'ceilingHeight',
      distanceSea: 'distanceSea',
    }),
    ...pick(input.communications, {
      electricity: 'electricity',
      gas: 'gas',
      sewage: 'sewage',
      water: 'water',
      heating: 'heating',
    }),
    ...pick(input.checkout, {
      checkout: 'checkout',
      agreement: 'agreement',
      payments: 'payments',
      roomTypes: 'roomTypes',
      contractTotal: 'contractTotal',
      installmentConditions: 'installmentConditions',
      docsSurchargePrice: 'docsSurchargePrice',
      serviceCost: 'serviceCost',
      gasSurchargePrice: 'gasSurchargePrice',
      trashSurchargePrice: 'trashSurchargePrice',
      communicationsSurchargePrice: 'communicationsSurchargePrice',
      balconySurchargePrice: 'balconySurchargePrice',
    }),
    ...pick(input.address, {
      address: 'address',
      latitude: 'latitude',
      longitude: 'longitude',
      subregion: 'subregionId',
    }),
  };
}

export async function updateObject(
  db: DbOrTx,
  object: ObjectRow,
  input: TObjectUpdate,
  now: Date,
): Promise<ObjectRow> {
  const changes = objectChanges(input);
  // The complex's request manager must be one of its company's who answer bookings.
  const manager = changes.requestManagerId;
  if (
    manager != null &&
    (object.companyId == null || !(await mayHoldBookings(db, object.companyId, manager)))
  ) {
    throw invalid('requestManagerId', bookingTexts.requestManager.notMember);
  }
  // Fixed terms need their sum, in force or sent with them (decision 040).
  const kind = changes.commissionKind ?? object.commissionKind;
  const fixed = changes.commissionFixed !== undefined ? changes.commissionFixed : object.commissionFixed;
  if (kind === 'fixed' && fixed == null)
    throw invalid('commission.fixed', commissionTexts.fields.fixedRequired);
  if (changes.subregionId != null) {
    const found = await db.$count(subregions, eq(subregions.id, changes.subregionId));
    if (found === 0) throw invalid('address.subregion', backofficeTexts.errors.subregionNotFound);
  }
  const [row] = await db
    .update(objects)
    .set({ ...changes, updatedAt: now })
    .where(eq(objects.id, object.id))
    .returning();
  // A complex that moved measures its «Рядом» again, in the same transaction (issue 28).
  if (row!.latitude !== object.latitude || row!.longitude !== object.longitude) {
    await refreshNearby(db, [object.id]);
  }
  return row!;
}
