// The offer editor's values as the inputs hold them (strings for text and numbers, PRODUCT §5), what a save sends
// (only the fields that changed, PUT is partial), the checks (shared/schemas/offer-form.ts), where a 422's texts land
// and the price per м².
import { ContactSource } from '#shared/enums.ts';
import { formatPhone, formatPrice } from '#shared/format.ts';
import type { TOfferFull } from '#shared/schemas/offer.ts';
import {
  offerFormSchema,
  typedNumber as num,
  ZOfferFormValues,
  type TOfferFormValues,
} from '#shared/schemas/offer-form.ts';
import type { TOwnOfferUpdateInput } from '#shared/schemas/user-offers.ts';
import { fill } from '#shared/texts/ru.ts';
import { userOfferTexts } from '#shared/texts/user-offers.ts';
import type { ServerErrorOptions } from '#app/lib/form-errors.ts';

export type OfferValues = TOfferFormValues;
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

const same = (a: OfferValues, b: OfferValues, keys: (keyof OfferValues)[]) =>
  keys.every((k) => a[k] === b[k]);

/** The PUT body: the fields that differ from what was loaded; "" and null clear a field. */
export function toPatch(values: OfferValues, initial: OfferValues): TOwnOfferUpdateInput {
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

/** The form's checks as its resolver makes them (shared/schemas/offer-form.ts): each field's first text. */
export function validate(values: OfferValues, options: { publish: boolean; tied: boolean }): OfferErrors {
  const errors: OfferErrors = {};
  for (const issue of offerFormSchema(options).safeParse(values).error?.issues ?? []) {
    const key = issue.path[0] as keyof OfferValues;
    errors[key] ??= issue.message;
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

/** Where a 422's texts land (applyServerErrors): the request's nested and tie fields under the editor's. */
export const offerServerErrors: ServerErrorOptions<OfferValues> = {
  rename: {
    'contact.phone': 'contactPhone',
    'contact.name': 'contactName',
    'contact.source': 'contactSource',
    commission: 'commissionType',
    'commission.type': 'commissionType',
    'commission.price': 'commissionPrice',
    objectId: 'address',
    sectionId: 'address',
    cellId: 'address',
  },
  fields: ZOfferFormValues.keyof().options,
};
