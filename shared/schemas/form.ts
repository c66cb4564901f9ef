// The client sends booleans as 1/0 and null as "" (PRODUCT §5), JSON or multipart alike; these readers accept that form.
import { z } from 'zod';
import { plainText } from '../plain-text.ts';
import { apiTexts } from '../texts/api.ts';

const isBlank = (v: unknown) => v === '' || v === null || v === undefined;

const REQUIRED = 'Обязательное поле';

/** A union's own text when no form fits, instead of a general «Неверные входные данные». */
const unionText = (text: string) => (issue: { input?: unknown }) => (isBlank(issue.input) ? REQUIRED : text);

/** A number sent as a number or a numeric string. */
export const zNumber = z.union(
  [
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ],
  { error: unionText('Должно быть числом') },
);

/** A whole number, also from a string. */
export const zInt = zNumber.pipe(z.number().int('Должно быть целым числом'));

/** A positive id; ids are int4 columns, so a larger number is refused here rather than by the database. */
export const zId = zInt.pipe(
  z.number().positive('Неверный идентификатор').max(2_147_483_647, 'Неверный идентификатор'),
);

/** 1/0, "1"/"0", true/false, "true"/"false". */
export const zBool = z.union(
  [
    z.boolean(),
    z.literal(1).transform(() => true),
    z.literal(0).transform(() => false),
    z.enum(['1', 'true', 'on']).transform(() => true),
    z.enum(['0', 'false', 'off']).transform(() => false),
  ],
  { error: unionText('Должно быть да или нет') },
);

/** Turns "" (the client's null) into null, then reads with the given schema. */
export function zNullable<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (isBlank(v) ? null : v), schema.nullable());
}

/** Optional in the client's form: "" or absent become undefined. */
export function zOptional<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (isBlank(v) ? undefined : v), schema.optional());
}

/** A list that may arrive as an array, as one value, or as "" for an empty list. */
export function zList<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (v) =>
      isBlank(v) ? [] : Array.isArray(v) ? v : typeof v === 'string' && v.includes(',') ? v.split(',') : [v],
    z.array(item),
  );
}

/** PostgreSQL cannot store the character U+0000 in text, so a text holding it is refused as input. */
export const hasNul = (text: string) => text.includes('\u0000');

/** Trimmed text; empty text is refused when required. */
export const zText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Не длиннее ${max} символов`)
    .refine((text) => !hasNul(text), apiTexts.nulCharacter);

export const zRequiredText = (max: number) => zText(max).min(1, REQUIRED);

/**
 * A name or comment a person types, read as plain text: markup and invisible characters go before the length and
 * the required check, so `<b></b>` is an empty name.
 */
export const zPlainText = (
  max: number,
  { multiline = true, required }: { multiline?: boolean; required?: string } = {},
) =>
  z
    .string()
    .refine((text) => !hasNul(text), apiTexts.nulCharacter)
    .transform((text) => plainText(text, { multiline }))
    .pipe(
      required
        ? z.string().min(1, required).max(max, `Не длиннее ${max} символов`)
        : z.string().max(max, `Не длиннее ${max} символов`),
    );

/** A required one-line name (a complex's title): plain text, so `<b></b>` is an empty name and refused. */
export const zRequiredName = (max: number) => zPlainText(max, { multiline: false, required: REQUIRED });
