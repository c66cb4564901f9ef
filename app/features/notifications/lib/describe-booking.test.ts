import { describe, expect, it } from 'vitest';
import type { TBooking } from '#shared/schemas/bookings.ts';
import { describeBooking } from './describe-booking.ts';

const booking = {
  id: 5,
  kind: 'booking',
  state: 'confirmed',
  unit: { number: '15', floor: 3, area: 40, cntApart: 2 },
  objectTitle: 'ЖК «Бриз»',
  agent: { id: 4, name: 'Екатерина', phone: '+79000000004' },
  expiresAt: '2026-11-28T12:00:00.000Z',
  events: [{ at: '', by: null, from: 'requested', to: 'declined', reason: 'Нет предоплаты' }],
} as unknown as TBooking;
const notice = (type: string, over: Partial<TBooking> = {}) => ({
  type,
  data: { payload: { ...booking, ...over } },
});

describe('[notifications-app] the deals loop’s notifications', () => {
  it('[notifications-app] reads each type in Russian with the unit and complex', () => {
    expect(describeBooking(notice('BookingRequested'), 3)!.text).toBe('Новая бронь: кв. 15, ЖК «Бриз»');
    expect(describeBooking(notice('BookingRequested', { kind: 'request' }), 3)!.text).toBe(
      'Новая заявка: кв. 15, ЖК «Бриз»',
    );
    expect(describeBooking(notice('BookingConfirmed'), 4)!.text).toMatch(
      /^Бронь подтверждена: кв\. 15, ЖК «Бриз», до \d\d\.11, \d\d:\d\d$/,
    );
    expect(describeBooking(notice('BookingDeclined'), 4)!.text).toBe(
      'Бронь отклонена: кв. 15, ЖК «Бриз». Причина: Нет предоплаты',
    );
    expect(describeBooking(notice('BookingExpired'), 4)!).toMatchObject({
      text: 'Бронь кв. 15, ЖК «Бриз» истекла',
      tone: 'warning',
    });
    expect(describeBooking(notice('BookingClosed', { state: 'sold' }), 4)!.text).toBe(
      'Бронь кв. 15, ЖК «Бриз»: Продано',
    );
  });

  it('[notifications-app] leads the agent to «Мои брони» and the builder to «Брони и заявки»', () => {
    expect(describeBooking(notice('BookingExpired'), 4)!.link).toEqual({
      to: '/cabinet/bookings',
      label: 'Мои брони',
    });
    expect(describeBooking(notice('BookingExpired'), 3)!.link).toEqual({
      to: '/builder_cabinet/bookings',
      label: 'Брони и заявки',
    });
    expect(describeBooking({ type: 'OfferArchived', data: { payload: {} } }, 4)).toBeNull();
  });
});
