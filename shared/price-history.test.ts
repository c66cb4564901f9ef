import { describe, expect, it } from 'vitest';
import { monthsBetween, priceChange, spanText } from './price-history.ts';

const at = (iso: string) => `${iso}T12:00:00Z`;
const now = new Date(at('2026-11-21'));

describe('[price-history] the change label', () => {
  it('[price-history] words a fall since the first record over whole months: «−4,2 % за 3 месяца»', () => {
    const change = priceChange(
      [
        { at: at('2026-08-20'), price: 10_000_000 },
        { at: at('2026-09-15'), price: 10_300_000 },
        { at: at('2026-11-01'), price: 9_580_000 },
      ],
      now,
    );
    expect(change).toEqual({ percent: -4.2, trend: 'down', label: '\u22124,2\u00a0% за 3 месяца' });
  });

  it('[price-history] a rise has a plus; no change says so; a price-less record is skipped', () => {
    expect(
      priceChange(
        [
          { at: at('2025-11-10'), price: null },
          { at: at('2025-11-21'), price: 8_000_000 },
          { at: at('2026-06-01'), price: 8_400_000 },
        ],
        now,
      )?.label,
    ).toBe('+5,0\u00a0% за 12 месяцев');
    expect(
      priceChange(
        [
          { at: at('2026-10-10'), price: 8_000_000 },
          { at: at('2026-11-01'), price: 8_000_000 },
        ],
        now,
      ),
    ).toEqual({ percent: 0, trend: 'flat', label: 'без изменений за 1 месяц' });
    expect(priceChange([{ at: at('2026-10-10'), price: 8_000_000 }], now)).toBeNull();
    expect(priceChange([], now)).toBeNull();
  });

  it('[price-history] plurals of months and days, and today', () => {
    const span = (iso: string) => spanText(new Date(at(iso)), now);
    expect(span('2026-10-21')).toBe('за 1 месяц');
    expect(span('2026-09-21')).toBe('за 2 месяца');
    expect(span('2026-06-21')).toBe('за 5 месяцев');
    expect(span('2024-10-21')).toBe('за 25 месяцев');
    expect(span('2024-09-21')).toBe('за 26 месяцев');
    expect(span('2026-11-20')).toBe('за 1 день');
    expect(span('2026-11-18')).toBe('за 3 дня');
    expect(span('2026-10-22')).toBe('за 30 дней');
    expect(spanText(now, now)).toBe('сегодня');
    expect(monthsBetween(new Date(at('2026-08-31')), new Date(at('2026-09-30')))).toBe(0);
  });
});
