import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installZodLocale } from './zod-locale.ts';

// The locale is global to Zod; Vitest runs each test file in its own module graph, so it stays in this file.
beforeAll(() => installZodLocale());

const messageOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe('[zod-locale] Russian validation texts', () => {
  it('a missing value is «Обязательное поле», a wrong type says what is expected', () => {
    expect(messageOf(z.string(), undefined)).toBe('Обязательное поле');
    expect(messageOf(z.number(), null)).toBe('Обязательное поле');
    expect(messageOf(z.number(), 'пять')).toBe('Должно быть числом');
    expect(messageOf(z.number().int(), 'пять')).toBe('Должно быть числом');
    expect(messageOf(z.string(), 5)).toBe('Должно быть строкой');
    expect(messageOf(z.boolean(), 'да')).toBe('Должно быть да или нет');
    expect(messageOf(z.array(z.number()), 5)).toBe('Должно быть списком');
    expect(messageOf(z.object({}), 5)).toBe('Неверный формат');
  });

  it('lengths with Russian plurals; an empty required string is «Обязательное поле»', () => {
    expect(messageOf(z.string().min(1), '')).toBe('Обязательное поле');
    expect(messageOf(z.string().min(2), 'а')).toBe('Не короче 2 символов');
    expect(messageOf(z.string().min(21), 'а')).toBe('Не короче 21 символа');
    expect(messageOf(z.string().min(11), 'а')).toBe('Не короче 11 символов');
    expect(messageOf(z.string().max(1), 'аб')).toBe('Не длиннее 1 символа');
    expect(messageOf(z.string().max(5), 'абвгде')).toBe('Не длиннее 5 символов');
  });

  it('number and list bounds', () => {
    expect(messageOf(z.number().min(1), 0)).toBe('Не меньше 1');
    expect(messageOf(z.number().max(10), 11)).toBe('Не больше 10');
    expect(messageOf(z.array(z.number()).min(1), [])).toBe('Выберите хотя бы 1');
    expect(messageOf(z.array(z.number()).max(2), [1, 2, 3])).toBe('Не больше 2 элементов');
  });

  it('a value outside a list and unknown fields', () => {
    expect(messageOf(z.enum(['a', 'b']), 'c')).toBe('Недопустимое значение');
    expect(messageOf(z.literal(1), 2)).toBe('Недопустимое значение');
    expect(messageOf(z.strictObject({ a: z.number() }), { a: 1, b: 2, c: 3 })).toBe('Неизвестные поля: b, c');
  });

  it('anything else falls back to Zod’s Russian locale, never English', () => {
    const email = messageOf(z.email(), 'not-an-email')!;
    expect(email).toMatch(/[а-яё]/i);
    expect(email).not.toMatch(/invalid/i);
  });

  it('a schema’s own text wins over the locale', () => {
    expect(messageOf(z.string().min(1, 'Введите номер телефона'), '')).toBe('Введите номер телефона');
  });
});
