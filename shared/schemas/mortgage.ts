// Mortgage programs (GET/PUT /api/mortgage/programs) and the calculator's form (decision 025).
import { z } from 'zod';
import { Payment } from '../enums.ts';
import { formatNumber, formatPrice, countOf } from '../format.ts';
import {
  MORTGAGE_LIMITS,
  downPaymentFor,
  isMortgagePayment,
  type MortgageProgramTerms,
} from '../mortgage.ts';
import { mortgageTexts } from '../texts/mortgage.ts';
import { fill } from '../texts/ru.ts';
import { zEnum } from './enum.ts';
import { zBool, zInt, zNullable, zNumber, zOptional } from './form.ts';

const v = mortgageTexts.validation;
const L = MORTGAGE_LIMITS;

/** A program as everyone reads it: the calculator, the «Ипотека от …» line and the admin's screen. */
export const ZMortgageProgram = z.object({
  payment: zEnum(Payment),
  rate: z.number(),
  minDownPercent: z.number().int(),
  maxYears: z.number().int(),
  maxLoan: z.number().nullable(),
  active: z.boolean(),
  resale: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type TMortgageProgram = z.infer<typeof ZMortgageProgram>;

export const ZMortgagePrograms = z.object({ data: z.array(ZMortgageProgram) });
export type TMortgagePrograms = z.infer<typeof ZMortgagePrograms>;

/** One program's new terms; `version` is the one the admin's screen loaded (decision 018). */
export const ZMortgageProgramUpdate = z.object({
  payment: zEnum(Payment).refine(isMortgagePayment, v.notMortgage),
  rate: zNumber.pipe(z.number().min(0, v.rate).max(L.maxRate, v.rate)),
  minDownPercent: zNumber.pipe(
    z.number().int(v.minDownWhole).min(0, v.minDown).max(L.maxDownPercent, v.minDown),
  ),
  maxYears: zNumber.pipe(
    z.number().int(v.maxYearsWhole).min(L.minYears, v.maxYears).max(L.maxYears, v.maxYears),
  ),
  maxLoan: zNullable(zNumber.pipe(z.number().min(L.minLoan, v.maxLoan).max(L.maxPrice, v.maxLoan))),
  active: zBool,
  resale: zBool,
  version: zOptional(zInt),
});
export type TMortgageProgramUpdate = z.input<typeof ZMortgageProgramUpdate>;

/** PUT /api/mortgage/programs (admin): the programs to change, each at most once. */
export const ZMortgageProgramsUpdate = z.object({
  programs: z
    .array(ZMortgageProgramUpdate)
    .min(1, v.empty)
    .max(20)
    .superRefine((list, ctx) => {
      const seen = new Set<number>();
      list.forEach((p, i) => {
        if (seen.has(p.payment)) ctx.addIssue({ code: 'custom', path: [i, 'payment'], message: v.duplicate });
        seen.add(p.payment);
      });
    }),
});
export type TMortgageProgramsUpdate = z.input<typeof ZMortgageProgramsUpdate>;

// The calculator's form: the texts as typed, read into numbers with Russian errors under each field.
const e = mortgageTexts.errors;
const percent = (n: number) => `${formatNumber(n)} %`;
export const yearsText = (n: number) => countOf(n, mortgageTexts.years);

/** What the calculator's fields hold. */
export interface TMortgageForm {
  price: string;
  down: string;
  downUnit: 'rub' | 'percent';
  years: string;
  payment: string;
}
type Field = keyof TMortgageForm;

/** The calculation the form's values stand for. */
export interface TMortgageInput {
  price: number;
  down: number;
  years: number;
  program: MortgageProgramTerms;
}

/** A typed number; undefined when blank, NaN when not a number. */
function readNumber(text: string): number | undefined {
  const clean = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return clean === '' ? undefined : Number(clean);
}

/** The first error of a field, or the value read. */
function readField(text: string, rules: [(n: number) => boolean, string][]): number | string {
  const n = readNumber(text);
  if (n === undefined) return e.required;
  if (!Number.isFinite(n)) return e.number;
  return rules.find(([ok]) => !ok(n))?.[1] ?? n;
}

/** The form's errors by field (the first one each), or the calculation. */
export function readMortgageForm(
  form: TMortgageForm,
  programs: readonly MortgageProgramTerms[],
): { errors: Partial<Record<Field, string>>; input: TMortgageInput | null } {
  const errors: Partial<Record<Field, string>> = {};
  const program = programs.find((p) => String(p.payment) === form.payment);
  if (!program) errors.payment = e.programRequired;
  const price = readField(form.price, [
    [(n) => n > 0, e.pricePositive],
    [(n) => n <= L.maxPrice, e.priceTooHigh],
  ]);
  const years = readField(form.years, [
    [Number.isInteger, e.yearsWhole],
    [(n) => n >= L.minYears && n <= L.maxYears, e.yearsRange],
    [(n) => !program || n <= program.maxYears, fill(e.yearsOverProgram, yearsText(program?.maxYears ?? 0))],
  ]);
  const downRead = readField(form.down, [
    [(n) => n >= 0, e.downNegative],
    [(n) => form.downUnit === 'rub' || n <= 100, e.downPercentOver],
  ]);
  if (typeof price === 'string') errors.price = price;
  if (typeof years === 'string') errors.years = years;
  if (typeof downRead === 'string') errors.down = downRead;
  if (typeof price === 'string' || typeof downRead === 'string') return { errors, input: null };
  const down = form.downUnit === 'percent' ? downPaymentFor(price, downRead) : Math.round(downRead);
  const loan = price - down;
  if (down > price) errors.down = e.downOverPrice;
  else if (program && down < downPaymentFor(price, program.minDownPercent))
    errors.down = fill(e.downBelowMin, percent(program.minDownPercent));
  else if (program?.maxLoan != null && loan > program.maxLoan)
    errors.down = fill(e.loanOverLimit, formatPrice(program.maxLoan));
  else if (loan > 0 && loan < L.minLoan) errors.down = e.loanTooSmall;
  if (!program || typeof years === 'string' || Object.keys(errors).length) return { errors, input: null };
  return { errors, input: { price, down, years, program } };
}

/** The same as the form's resolver schema (react-hook-form with zodResolver): errors land under their fields. */
export function mortgageFormSchema(programs: readonly MortgageProgramTerms[]) {
  return z
    .object({
      price: z.string(),
      down: z.string(),
      downUnit: z.enum(['rub', 'percent']),
      years: z.string(),
      payment: z.string(),
    })
    .transform((form, ctx): TMortgageInput => {
      const { errors, input } = readMortgageForm(form, programs);
      for (const [path, message] of Object.entries(errors))
        ctx.addIssue({ code: 'custom', path: [path], message });
      return input ?? z.NEVER;
    });
}
