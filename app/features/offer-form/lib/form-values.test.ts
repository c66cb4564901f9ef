import { describe, expect, it } from 'vitest';
import { ContactSource } from '#shared/enums.ts';
import type { TOfferFull } from '#shared/schemas/offer.ts';
import { ApiError } from '#app/lib/api-error.ts';
import { applyServerErrors } from '#app/lib/form-errors.ts';
import { offerServerErrors, perMeter, toPatch, toValues, validate, type OfferValues } from './form-values.ts';

/** Where applyServerErrors lays a 422's texts with the editor's options. */
function serverErrors(fieldErrors: Record<string, string[]>): Record<string, string> {
  const placed: Record<string, string> = {};
  const error = new ApiError({
    type: 'ValidationFailed',
    status: 422,
    message: 'Ошибка',
    body: { message: 'Ошибка', errors: fieldErrors },
  });
  applyServerErrors((name, { message }) => (placed[name] = message!), error, offerServerErrors);
  return placed;
}

const blank = {
  id: 0,
  status: 1,
  address: null,
  latitude: null,
  longitude: null,
  subregion: null,
  roomType: null,
  cntApart: null,
  interior: null,
  area: null,
  floor: null,
  floorsTotal: null,
  price: null,
  description: null,
  isAction: false,
  contact: { source: 1, name: 'Анна', phone: '+79000000004' },
  commission: null,
} as unknown as TOfferFull;

const values = (over: Partial<OfferValues> = {}): OfferValues => ({ ...toValues(blank), ...over });

describe('[offer-form] rules of the offer editor', () => {
  it('[offer-form] publishing needs a price, an area and an address or a complex', () => {
    expect(validate(values(), { publish: true, tied: false })).toEqual({
      price: 'Укажите цену',
      area: 'Укажите площадь',
      address: 'Укажите адрес или выберите жилой комплекс',
    });
    expect(validate(values(), { publish: true, tied: true })).not.toHaveProperty('address');
    // A save of a draft asks for nothing.
    expect(validate(values(), { publish: false, tied: false })).toEqual({});
  });

  it('[offer-form] numbers make sense: whole floors, positive amounts, the floor within the house', () => {
    expect(
      validate(values({ floor: '2.5', area: '0', price: '0' }), { publish: false, tied: false }),
    ).toEqual({
      floor: 'Только целое число',
      area: 'Число больше нуля',
      price: 'Число больше нуля',
    });
    expect(validate(values({ floor: '12', floorsTotal: '9' }), { publish: false, tied: false })).toEqual({
      floor: 'Этаж больше этажности дома',
    });
    expect(validate(values({ floor: '-1', floorsTotal: '9' }), { publish: false, tied: false })).toEqual({});
  });

  it('[offer-form] the ad’s own contact needs a phone to publish', () => {
    const errors = validate(
      values({ contactSource: ContactSource.ads, price: '1', area: '1', address: 'Сочи' }),
      {
        publish: true,
        tied: false,
      },
    );
    expect(errors).toEqual({ contactPhone: 'Укажите телефон для связи' });
  });

  it('[offer-form] the price per м² is the price over the area, rounded, shown once both are given', () => {
    expect(perMeter({ price: '10900000', area: '54.5' })).toMatch(/^200\s000\s₽ за м²$/);
    expect(perMeter({ price: '10900000', area: '' })).toBeNull();
    expect(perMeter({ price: '0', area: '10' })).toBeNull();
  });

  it('[offer-form] a save sends only what changed; an emptied field is cleared', () => {
    const initial = values({ price: '5000000', address: 'Сочи' });
    expect(toPatch(initial, initial)).toEqual({});
    expect(toPatch({ ...initial, price: '', area: '40.5', cntApart: 3 }, initial)).toEqual({
      price: null,
      area: 40.5,
      cntApart: 3,
    });
    expect(
      toPatch({ ...initial, contactSource: ContactSource.ads, contactPhone: '+7(900)111-22-33' }, initial),
    ).toEqual({
      contact: { source: ContactSource.ads, name: '', phone: '+7(900)111-22-33' },
    });
  });

  it('[offer-form] the server’s 422 fields land under the editor’s fields', () => {
    expect(
      serverErrors({ 'contact.phone': ['Неверный номер'], price: ['Укажите цену'], cellId: ['Занято'] }),
    ).toEqual({
      contactPhone: 'Неверный номер',
      price: 'Укажите цену',
      address: 'Занято',
    });
  });
});
