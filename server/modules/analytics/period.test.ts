// A report's period in Moscow days and the views' sources, without a database.
import { describe, expect, it } from 'vitest';
import { ValidationFailed } from '../../errors.ts';
import { periodOf, previousOf } from './period.ts';
import { isBot } from './view-source.ts';

describe('[analytics] periods and view sources', () => {
  it('[analytics] fills 90 days up to today (Moscow), and the previous period is as long and ends the day before', () => {
    // 21:30 UTC on the 4th is already the 5th in Moscow.
    const period = periodOf({}, new Date('2026-12-04T21:30:00Z'));
    expect(period).toMatchObject({ from: '2026-09-07', to: '2026-12-05', days: 90 });
    expect(period.start.toISOString()).toBe('2026-09-06T21:00:00.000Z');
    expect(period.end.toISOString()).toBe('2026-12-05T21:00:00.000Z');
    expect(previousOf(period)).toMatchObject({ from: '2026-06-09', to: '2026-09-06', days: 90 });
  });

  it('[analytics] refuses a period over five years or ending before it starts, in Russian', () => {
    const now = new Date('2026-12-05T09:00:00Z');
    expect(() => periodOf({ from: '2020-01-01', to: '2026-01-01' }, now)).toThrow(ValidationFailed);
    expect(() => periodOf({ from: '2026-02-01', to: '2026-01-01' }, now)).toThrow(ValidationFailed);
    expect(periodOf({ from: '2021-12-06', to: '2026-12-05' }, now).days).toBe(1826);
  });

  it('[analytics] tells bots and headless browsers from people', () => {
    expect(isBot('Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)')).toBe(true);
    expect(
      isBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/126.0 Safari/537.36'),
    ).toBe(true);
    expect(isBot('TelegramBot (like TwitterBot)')).toBe(true);
    expect(isBot(undefined)).toBe(true);
    expect(
      isBot(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(false);
    expect(
      isBot('Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36'),
    ).toBe(false);
  });
});
