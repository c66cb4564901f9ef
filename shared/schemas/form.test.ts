import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formEntries, toClientForm } from '../client-form.ts';
import { apiTexts } from '../texts/api.ts';
import { zBool, zId, zInt, zList, zNullable, zNumber, zOptional, zRequiredText, zText } from './form.ts';

const ok = <T extends z.ZodType>(schema: T, input: unknown) => schema.parse(input);
const fails = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  expect(result.success, `${JSON.stringify(input)} should be refused`).toBe(false);
  return result.error!.issues[0]!.message;
};

describe('[form] readers of the client form (PRODUCT §5: booleans 1/0, null "")', () => {
  it('zBool reads 1/0 in every form the client and a multipart post send', () => {
    for (const yes of [true, 1, '1', 'true', 'on']) expect(ok(zBool, yes), String(yes)).toBe(true);
    for (const no of [false, 0, '0', 'false', 'off']) expect(ok(zBool, no), String(no)).toBe(false);
    for (const bad of [2, -1, 'yes', 'да', [1]]) expect(fails(zBool, bad)).toBe('Должно быть да или нет');
    for (const blank of ['', null, undefined]) expect(fails(zBool, blank)).toBe('Обязательное поле');
  });

  it('zNumber and zInt read numbers and numeric strings, nothing looser', () => {
    expect(ok(zNumber, 12.5)).toBe(12.5);
    expect(ok(zNumber, ' 12.5 ')).toBe(12.5);
    expect(ok(zNumber, '-3')).toBe(-3);
    for (const bad of ['1e3', '12,5', '0x10', 'abc', '1.', true])
      expect(fails(zNumber, bad)).toBe('Должно быть числом');
    for (const blank of ['', null, undefined]) expect(fails(zNumber, blank)).toBe('Обязательное поле');
    expect(ok(zInt, '42')).toBe(42);
    expect(fails(zInt, '42.5')).toBe('Должно быть целым числом');
  });

  it('zId takes a positive int4 and refuses 0, negatives, fractions and anything past 2 147 483 647', () => {
    expect(ok(zId, 1)).toBe(1);
    expect(ok(zId, '2147483647')).toBe(2_147_483_647);
    expect(fails(zId, 0)).toBe('Неверный идентификатор');
    expect(fails(zId, '-5')).toBe('Неверный идентификатор');
    expect(fails(zId, 2_147_483_648)).toBe('Неверный идентификатор');
    expect(fails(zId, '99999999999')).toBe('Неверный идентификатор');
    expect(fails(zId, 1.5)).toBe('Должно быть целым числом');
    expect(fails(zId, 'draft')).toBe('Должно быть числом');
  });

  it('zNullable turns "" (the client’s null), null and a missing value into null', () => {
    const schema = zNullable(zInt);
    expect(ok(schema, '')).toBeNull();
    expect(ok(schema, null)).toBeNull();
    expect(ok(schema, undefined)).toBeNull();
    expect(ok(schema, '7')).toBe(7);
    fails(schema, 'seven');
    expect(ok(z.object({ floor: schema }), {})).toEqual({ floor: null });
  });

  it('zOptional turns "", null and a missing value into undefined', () => {
    const schema = z.object({ name: zOptional(zText(10)), age: zOptional(zInt) });
    expect(ok(schema, { name: '', age: '' })).toEqual({ name: undefined, age: undefined });
    expect(ok(schema, { name: null })).toEqual({ name: undefined, age: undefined });
    expect(ok(schema, {})).toEqual({});
    expect(ok(schema, { name: ' Анна ', age: '30' })).toEqual({ name: 'Анна', age: 30 });
  });

  it('zList reads an array, one value, a comma list or "" for an empty list', () => {
    const ids = zList(zId);
    expect(ok(ids, [1, '2'])).toEqual([1, 2]);
    expect(ok(ids, '')).toEqual([]);
    expect(ok(ids, null)).toEqual([]);
    expect(ok(ids, undefined)).toEqual([]);
    expect(ok(ids, '4')).toEqual([4]);
    expect(ok(ids, 4)).toEqual([4]);
    expect(ok(ids, '1,2,3')).toEqual([1, 2, 3]);
    fails(ids, '1,x');
    fails(ids, [1, 0]);
  });

  it('zText trims and caps; zRequiredText refuses blank text', () => {
    expect(ok(zText(5), '  дом  ')).toBe('дом');
    expect(fails(zText(5), 'шесть6')).toBe('Не длиннее 5 символов');
    expect(fails(zRequiredText(5), '   ')).toBe('Обязательное поле');
  });

  it('zText and zRequiredText refuse the character U+0000, which PostgreSQL cannot store', () => {
    for (const schema of [zText(20), zRequiredText(20), zNullable(zText(20)), zOptional(zText(20))]) {
      expect(fails(schema, 'дом\u0000')).toBe(apiTexts.nulCharacter);
      expect(fails(schema, '\u0000')).toBe(apiTexts.nulCharacter);
    }
    expect(ok(zText(20), 'дом\u0001')).toBe('дом\u0001');
  });

  it('reads back what the client sends: a JSON body and a multipart form alike', () => {
    const schema = z.object({
      published: zBool,
      site: zNullable(zText(100)),
      floor: zOptional(zInt),
      parking: zList(zId),
      price: zNumber,
    });
    const value = { published: true, site: null, floor: undefined, parking: [1, 3], price: 7_500_000.5 };
    expect(ok(schema, toClientForm(value))).toEqual({ ...value, floor: undefined });

    // Multipart: every field a string, a list as repeated bracketed keys.
    const form = Object.fromEntries(
      formEntries({ published: false, site: null, parking: [2], price: 10 }).map(([k, v]) => [k, v]),
    );
    expect(form).toMatchObject({ published: '0', site: '', price: '10' });
    expect(ok(schema, { ...form, parking: form['parking[0]'] })).toEqual({
      published: false,
      site: null,
      floor: undefined,
      parking: [2],
      price: 10,
    });
  });
});
