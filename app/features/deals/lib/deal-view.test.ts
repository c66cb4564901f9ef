import { describe, expect, it } from 'vitest';
import type { TDeal } from '#shared/schemas/deals.ts';
import { isoDay, needsNumber, nextStages, stageDate, unitTitle } from './deal-view.ts';

const deal = (over: Partial<TDeal> = {}): TDeal =>
  ({
    id: 1,
    stage: 'booking',
    unit: { cellId: 5, number: '15', floor: 3, area: 54.2, cntApart: 2 },
    bookingCreatedAt: '2026-12-01T09:00:00.000Z',
    createdAt: '2026-12-02T09:00:00.000Z',
    agreementDate: null,
    contractDate: null,
    registrationSubmittedDate: null,
    registrationNumber: null,
    paymentDate: null,
    closedDate: null,
    ...over,
  }) as TDeal;

describe('[deals] what the deal screens read off a deal', () => {
  it('[deals] the next stages go forward only; registration takes its second step once', () => {
    expect(nextStages(deal())).toEqual(['agreement', 'contract', 'registration', 'payment', 'closed']);
    expect(nextStages(deal({ stage: 'registration' }))).toEqual(['registration', 'payment', 'closed']);
    expect(
      nextStages(deal({ stage: 'registration', registrationNumber: '23:49:0402024:1-23/050/2026-5' })),
    ).toEqual(['payment', 'closed']);
    expect(nextStages(deal({ stage: 'closed' }))).toEqual([]);
    expect(nextStages(deal({ stage: 'cancelled' }))).toEqual([]);
  });

  it('[deals] the contract and the registration’s second step ask for a number', () => {
    expect(needsNumber(deal(), 'contract')).toBe(true);
    expect(needsNumber(deal({ stage: 'contract' }), 'registration')).toBe(false);
    expect(needsNumber(deal({ stage: 'registration' }), 'registration')).toBe(true);
    expect(needsNumber(deal(), 'payment')).toBe(false);
  });

  it('[deals] dates: the field’s day to the API’s, each stage’s date, the unit’s name', () => {
    expect(isoDay('05.12.2026')).toBe('2026-12-05');
    expect(isoDay('')).toBe('');
    expect(stageDate(deal(), 'booking')).toBe('2026-12-01T09:00:00.000Z');
    expect(stageDate(deal({ contractDate: '2026-12-04' }), 'contract')).toBe('2026-12-04');
    expect(unitTitle(deal())).toBe('кв. 15');
  });
});
