// The offer editor's values as the inputs hold them (strings for text and numbers, SPEC §5), what a save sends
// (only the fields that changed, PUT is partial), the client's checks and the price per м².
import { ContactSource } from '#shared/enums.ts';
import { formatPhone, formatPrice } from '#shared/format.ts';
import type { TOfferFull } from '#shared/schemas/offer.ts';
import { fill } from '#shared/texts/ru.ts';
import { userOfferTexts } from '#shared/texts/user-offers.ts';

const rules = userOfferTexts.rules;

export interface OfferValues {
  address: string;
  latitude: number | null;
  longitude: number | null;
  subregionId: number | null;
  roomType: number | null;
  cntApart: number | null;
  interior: number | null;
  area: string;
  floor: string;
  floorsTotal: string;
  price: string;
  description: string;
  isAction: boolean;
  contactSource: number;
  contactName: string;
  /** The complete masked phone or ''. */
  contactPhone: string;
  commissionType: number | null;
  commissionPrice: string;
}

export type OfferErrors = Partial<Record<keyof OfferValues, string>>;

const text = (value: number | string | null | undefined) => (value == null ? '' : String(value));

export function toValues(offer: TOfferFull): OfferValues {
  const fromAd = offer.contact.source === ContactSource.ads;
  return {
    address: offer.address ?? '',
    latitude: offer.latitude,
    longitude: offer.longitude,
    subregionId: offer.subregion?.id ?? null,
    roomType: offer.roomType,
    cntApart: offer.cntApart,
    interior: offer.interior,
    area: text(offer.area),
    floor: text(offer.floor),
    floorsTotal: text(offer.floorsTotal),
    price: text(offer.price),
    description: offer.description ?? '',
    isAction: offer.isAction,
    contactSource: offer.contact.source ?? ContactSource.profile,
    contactName: fromAd ? (offer.contact.name ?? '') : '',
    contactPhone: fromAd && offer.contact.phone ? formatPhone(offer.contact.phone) : '',
    commissionType: offer.commission?.type ?? null,
    commissionPrice: text(offer.commission?.price),
  };
}

const num = (value: string): number | null => {
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

const same = (a: OfferValues, b: OfferValues, keys: (keyof OfferValues)[]) =>
  keys.every((k) => a[k] === b[k]);

/** The PUT body: the fields that differ from what was loaded; "" and null clear a field. */
export function toPatch(values: OfferValues, initial: OfferValues): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  const plain = [
    'address',
    'description',
    'isAction',
    'roomType',
    'cntApart',
    'interior',
    'subregionId',
  ] as const;
  for (const key of plain) if (values[key] !== initial[key]) patch[key] = values[key];
  if (!same(values, initial, ['latitude', 'longitude'])) {
    patch.latitude = values.latitude;
    patch.longitude = values.longitude;
  }
  for (const key of ['area', 'floor', 'floorsTotal', 'price'] as const) {
    if (values[key] !== initial[key]) patch[key] = num(values[key]);
  }
  if (!same(values, initial, ['contactSource', 'contactName', 'contactPhone'])) {
    const fromAd = values.contactSource === ContactSource.ads;
    patch.contact = {
      source: values.contactSource,
      name: fromAd ? values.contactName.trim() : null,
      phone: fromAd ? values.contactPhone : null,
    };
  }
  if (!same(values, initial, ['commissionType', 'commissionPrice'])) {
    patch.commission =
      values.commissionType == null && values.commissionPrice === ''
        ? null
        : { type: values.commissionType, price: num(values.commissionPrice) };
  }
  return patch;
}

export const isDirty = (values: OfferValues, initial: OfferValues) =>
  Object.keys(toPatch(values, initial)).length > 0;

/**
 * The client's checks. Always: numbers make sense (whole floors, positive area and price, floor within the house).
 * For publishing also what activation needs: price, area, an address or a complex, the ad's own phone.
 */
export function validate(values: OfferValues, options: { publish: boolean; tied: boolean }): OfferErrors {
  const errors: OfferErrors = {};
  const area = num(values.area);
  const price = num(values.price);
  const floor = num(values.floor);
  const floorsTotal = num(values.floorsTotal);
  if (area !== null && area <= 0) errors.area = rules.positive;
  if (price !== null && price <= 0) errors.price = rules.positive;
  if (floor !== null && !Number.isInteger(floor)) errors.floor = rules.wholeNumber;
  if (floorsTotal !== null && (!Number.isInteger(floorsTotal) || floorsTotal <= 0)) {
    errors.floorsTotal = Number.isInteger(floorsTotal) ? rules.positive : rules.wholeNumber;
  }
  if (!errors.floor && !errors.floorsTotal && floor !== null && floorsTotal !== null && floor > floorsTotal) {
    errors.floor = rules.floorAboveTotal;
  }
  if (options.publish) {
    if (price === null) errors.price = rules.priceRequired;
    if (area === null) errors.area = rules.areaRequired;
    if (!values.address.trim() && !options.tied) errors.address = rules.addressRequired;
    if (values.contactSource === ContactSource.ads && !values.contactPhone) {
      errors.contactPhone = rules.contactPhoneRequired;
    }
  }
  return errors;
}

/** «152 340 ₽ за м²», or null while price or area is missing. */
export function perMeter(values: Pick<OfferValues, 'price' | 'area'>): string | null {
  const price = num(values.price);
  const area = num(values.area);
  if (price === null || area === null || price <= 0 || area <= 0) return null;
  return fill(userOfferTexts.form.perMeter, formatPrice(Math.round(price / area)));
}

/** Server field names (422) → the editor's. */
export function fieldOf(serverField: string): keyof OfferValues | null {
  const map: Record<string, keyof OfferValues> = {
    'contact.phone': 'contactPhone',
    'contact.name': 'contactName',
    'contact.source': 'contactSource',
    commission: 'commissionType',
    'commission.type': 'commissionType',
    'commission.price': 'commissionPrice',
    objectId: 'address',
    sectionId: 'address',
    cellId: 'address',
  };
  if (serverField in map) return map[serverField]!;
  const own = [
    'address',
    'latitude',
    'longitude',
    'subregionId',
    'roomType',
    'cntApart',
    'interior',
    'area',
    'floor',
    'floorsTotal',
    'price',
    'description',
    'isAction',
  ];
  return own.includes(serverField) ? (serverField as keyof OfferValues) : null;
}

/** A 422's field errors as the editor's, first text each. */
export function serverErrors(fieldErrors: Record<string, string[]> | undefined): OfferErrors {
  const errors: OfferErrors = {};
  for (const [field, texts] of Object.entries(fieldErrors ?? {})) {
    const key = fieldOf(field);
    if (key && texts[0] && !errors[key]) errors[key] = texts[0];
  }
  return errors;
}
