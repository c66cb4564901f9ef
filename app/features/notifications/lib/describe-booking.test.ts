import { describe, expect, it } from 'vitest';
import type { TBooking } from '#shared/schemas/bookings.ts';
import { describeBooking } from './describe-booking.ts';

const booking = {
  id: 5,
  kind: 'booking',
  state: 'confirmed',
  unit: { number: '15', floor: 3, area: 40, cntApart: 2, kind: 'flat' },
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

  it('[notifications-app] a request has its own words in every state, never a booking’s', () => {
    const request = (type: string, over: Partial<TBooking> = {}) =>
      describeBooking(notice(type, { kind: 'request', expiresAt: null, ...over }), 4)!.text;
    expect(request('BookingConfirmed')).toBe('Заявка взята в работу: кв. 15, ЖК «Бриз»');
    expect(request('BookingDeclined')).toBe('Заявка отклонена: кв. 15, ЖК «Бриз». Причина: Нет предоплаты');
    expect(request('BookingCancelled')).toBe('Заявка отменена: кв. 15, ЖК «Бриз»');
    expect(request('BookingClosed', { state: 'released' })).toBe('Заявка на кв. 15, ЖК «Бриз»: Закрыта');
    expect(request('BookingClosed', { state: 'sold' })).toBe('Заявка на кв. 15, ЖК «Бриз»: Сделка');
    for (const type of ['BookingConfirmed', 'BookingDeclined', 'BookingClosed'])
      expect(request(type)).not.toMatch(/Бронь|до $/);
  });

  it('[notifications-app] an extension says «Бронь продлена до …», not «подтверждена» again', () => {
    const extended = notice('BookingConfirmed', {
      extended: true,
      events: [
        { at: '', by: null, from: 'requested', to: 'confirmed', reason: null },
        { at: '', by: null, from: 'confirmed', to: 'confirmed', reason: null },
      ],
    });
    expect(describeBooking(extended, 4)!.text).toMatch(
      /^Бронь продлена до \d\d\.11, \d\d:\d\d: кв\. 15, ЖК «Бриз»$/,
    );
  });

  it('[notifications-app] the unit’s kind gives its noun: a parking place and premises are never «кв.»', () => {
    const parking = { number: 'М-5', floor: null, area: 15, cntApart: null, kind: 'parking' } as const;
    const premises = { number: 'Н-2', floor: 1, area: 80, cntApart: null, kind: 'premises' } as const;
    expect(describeBooking(notice('BookingRequested', { unit: parking }), 3)!.text).toBe(
      'Новая бронь: машино-место М-5, ЖК «Бриз»',
    );
    expect(describeBooking(notice('BookingExpired', { unit: parking }), 4)!.text).toBe(
      'Бронь машино-места М-5, ЖК «Бриз» истекла',
    );
    expect(
      describeBooking(notice('BookingClosed', { kind: 'request', state: 'released', unit: premises }), 4)!
        .text,
    ).toBe('Заявка на помещение Н-2, ЖК «Бриз»: Закрыта');
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
    expect(describeBooking(notice('BookingConfirmed', { kind: 'request' }), 4)!.link).toEqual({
      to: '/cabinet/bookings',
      label: 'Мои заявки',
    });
    expect(describeBooking({ type: 'OfferArchived', data: { payload: {} } }, 4)).toBeNull();
  });
});

describe('[notifications-app] assignment and escalation', () => {
  it('[notifications-app] tells the manager and the owner, and opens the builder’s list', () => {
    const assigned = describeBooking(notice('BookingAssigned', { kind: 'request' }), 4)!;
    expect(assigned.text).toBe('Вам назначена заявка: кв. 15, ЖК «Бриз»');
    expect(assigned.link?.label).toBe('Брони и заявки');
    expect(describeBooking(notice('BookingEscalated', { kind: 'request' }), 3)!.text).toBe(
      'Заявка не разобрана дольше срока: кв. 15, ЖК «Бриз»',
    );
  });
});
