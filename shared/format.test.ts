import { describe, expect, it } from 'vitest';
import {
  applyMask,
  countOf,
  formatArea,
  formatDate,
  formatDateLong,
  formatDateTime,
  formatDayTime,
  formatMonth,
  formatDistance,
  formatPhone,
  formatPrice,
  formatPriceCompact,
  formatPriceShort,
  formatQuarter,
  isMaskComplete,
  normalizePhone,
  PHONE_MASK,
  plural,
} from './format.ts';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('[format] Russian formatting', () => {
  it('prints roubles without kopecks', () => {
    expect(nbsp(formatPrice(12_500_000.4))).toBe('12 500 000 ₽');
    expect(formatPrice(null)).toBe('');
    expect(nbsp(formatPriceShort(12_450_000))).toBe('12,5 млн ₽');
    expect(nbsp(formatPriceShort(950_000))).toBe('950 тыс. ₽');
  });
  it('prints a unit’s price in three significant digits, rounded half up', () => {
    expect(nbsp(formatPriceCompact(14_500_000))).toBe('14,5 млн');
    expect(nbsp(formatPriceCompact(9_990_000))).toBe('9,99 млн');
    expect(nbsp(formatPriceCompact(850_000))).toBe('850 тыс.');
    expect(nbsp(formatPriceCompact(12_345_678))).toBe('12,3 млн');
    expect(nbsp(formatPriceCompact(12_350_000))).toBe('12,4 млн');
    expect(nbsp(formatPriceCompact(125_340_000))).toBe('125 млн');
    expect(nbsp(formatPriceCompact(1_250_000_000))).toBe('1,25 млрд');
    expect(nbsp(formatPriceCompact(7_000_000))).toBe('7 млн');
    // Rounding up carries into the next unit instead of «1 000 тыс.» or «10,0 млн».
    expect(nbsp(formatPriceCompact(9_995_000))).toBe('10 млн');
    expect(nbsp(formatPriceCompact(999_500))).toBe('1 млн');
    expect(nbsp(formatPriceCompact(999_400))).toBe('999 тыс.');
    expect(nbsp(formatPriceCompact(950))).toBe('950 ₽');
    expect(formatPriceCompact(null)).toBe('');
  });
  it('prints areas and distances', () => {
    expect(formatArea(45.5)).toBe('45,5 м²');
    expect(formatDistance(350.4)).toBe('350 м');
  });
  it('picks Russian plural forms', () => {
    const forms = ['объект', 'объекта', 'объектов'] as const;
    expect(plural(1, forms)).toBe('объект');
    expect(plural(3, forms)).toBe('объекта');
    expect(plural(11, forms)).toBe('объектов');
    expect(plural(21, forms)).toBe('объект');
    expect(nbsp(countOf(1250, forms))).toBe('1 250 объектов');
  });
  it('prints dates in ru-RU and quarters', () => {
    expect(formatDate('2026-11-21T10:00:00Z')).toBe('21.11.2026');
    expect(formatQuarter('2027-06-01')).toBe('II кв. 2027');
    expect(formatQuarter('2026-12-01')).toBe('IV кв. 2026');
  });
  it('says dates as toLocale*String does, with one formatter per style kept between calls', () => {
    for (const at of ['2026-01-05T09:07:00', '2026-11-21T23:59:00', '2027-06-30T00:00:00']) {
      const d = new Date(at);
      for (let round = 0; round < 2; round++) {
        expect(formatDate(d)).toBe(d.toLocaleDateString('ru-RU'));
        expect(formatDateLong(d)).toBe(
          d.toLocaleDateString('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' }),
        );
        expect(formatDateTime(d)).toBe(d.toLocaleString('ru-RU', { dateStyle: 'short', timeStyle: 'short' }));
        expect(formatMonth(d)).toBe(d.toLocaleDateString('ru-RU', { month: 'long', year: 'numeric' }));
      }
    }
    expect(formatDayTime(new Date('2026-11-28T15:00:00'))).toBe('28.11, 15:00');
    expect(formatMonth(new Date('2026-03-01T00:00:00'))).toBe('март 2026 г.');
    // A bad value says what toLocaleDateString says instead of throwing.
    expect(formatDate('not a date')).toBe('Invalid Date');
    expect(formatDate(null)).toBe('');
  });
});

describe('[format] phones', () => {
  it('normalizes the ways people type a Russian mobile', () => {
    for (const input of ['+7(900)000-00-01', '79000000001', '+79000000001', '89000000001', '9000000001']) {
      expect(normalizePhone(input)).toBe('+79000000001');
    }
    expect(normalizePhone('12345')).toBeNull();
    expect(normalizePhone('+74950000000')).toBeNull();
    expect(normalizePhone('')).toBeNull();
  });
  it('formats E.164 with the mask', () => {
    expect(formatPhone('+79000000001')).toBe('+7(900)000-00-01');
  });
  it('applies the mask as digits are typed', () => {
    expect(applyMask(PHONE_MASK, '')).toBe('');
    expect(applyMask(PHONE_MASK, '9')).toBe('+7(9');
    expect(applyMask(PHONE_MASK, '900')).toBe('+7(900');
    expect(applyMask(PHONE_MASK, '9001')).toBe('+7(900)1');
    expect(applyMask(PHONE_MASK, '+7(900)000-00-01')).toBe('+7(900)000-00-01');
    expect(applyMask(PHONE_MASK, '89000000001')).toBe('+7(900)000-00-01');
    expect(applyMask(PHONE_MASK, '9000000001999')).toBe('+7(900)000-00-01');
    expect(isMaskComplete(PHONE_MASK, applyMask(PHONE_MASK, '9000000001'))).toBe(true);
    expect(isMaskComplete(PHONE_MASK, applyMask(PHONE_MASK, '900000000'))).toBe(false);
  });
});
