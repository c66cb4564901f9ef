import { describe, expect, it } from 'vitest';
import { viewsLine } from './views-line.ts';

const now = new Date(2026, 10, 25, 18, 30);
const at = (day: number, hours: number, minutes: number) =>
  new Date(2026, 10, day, hours, minutes).toISOString();

describe('[collections-live] the line about the openings of a collection’s links', () => {
  it('[collections-live] counts openings in Russian and says when the last one was', () => {
    expect(viewsLine({ total: 3, unique: 2, lastAt: at(25, 14, 5) }, now)).toBe(
      'Открыта 3 раза, последний раз сегодня в 14:05',
    );
    expect(viewsLine({ total: 1, unique: 1, lastAt: at(24, 9, 0) }, now)).toBe(
      'Открыта 1 раз, последний раз вчера в 09:00',
    );
    expect(viewsLine({ total: 5, unique: 1, lastAt: at(20, 21, 15) }, now)).toBe(
      'Открыта 5 раз, последний раз 20 ноября в 21:15',
    );
    expect(viewsLine({ total: 0, unique: 0, lastAt: null }, now)).toBe('Клиент ещё не открывал ссылку');
  });
});
