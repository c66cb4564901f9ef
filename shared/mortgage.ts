// Mortgage maths (decision 025): the annuity payment as Russian banks compute it, the figures of one calculation and
// the best program for a price. Pure and Zod-free: the unit card, the calculator and the tests share it, and the
// search's SQL (server/modules/mortgage/payment-sql.ts) mirrors `downPaymentFor` and `annuityPayment` step by step.
import { Payment, type TPayment } from './enums.ts';

/** The payment programs of the enumeration that are mortgages, in the order the calculator lists them. */
export const MORTGAGE_PAYMENTS: readonly TPayment[] = [
  Payment.familyMortgage,
  Payment.itMortgage,
  Payment.subsideMortgage,
  Payment.trancheMortgage,
  Payment.military,
  Payment.stateSupportMortgage,
  Payment.preferenceMortgage,
  Payment.mortgage,
];
export const isMortgagePayment = (value: number): value is TPayment =>
  (MORTGAGE_PAYMENTS as readonly number[]).includes(value);

/** The highest share of income the payment may take (Russian banks' ПДН rule of thumb for approval). */
export const MAX_PAYMENT_TO_INCOME = 0.5;

/** What the calculator and the programs accept. */
export const MORTGAGE_LIMITS = {
  /** A unit's or an offer's price, whole ₽ (offers stop at 10¹¹). */
  maxPrice: 100_000_000_000,
  minYears: 1,
  maxYears: 30,
  maxRate: 40,
  maxDownPercent: 90,
  minLoan: 100_000,
} as const;

/** A program as the admin sets it (GET /api/mortgage/programs). */
export interface MortgageProgramTerms {
  payment: TPayment;
  /** Annual, percent. */
  rate: number;
  /** Whole percent of the price. */
  minDownPercent: number;
  maxYears: number;
  /** The largest loan the program gives, ₽; null: no limit. */
  maxLoan: number | null;
  /** Open to new loans; a closed program is listed but never offered. */
  active: boolean;
  /** Also finances resale flats (secondary market), not only new buildings bought from the builder. */
  resale: boolean;
}

/** Rounds to kopecks half up, as banks round a payment (the tiny offset undoes binary fractions like 0.005). */
export const toKopecks = (rub: number): number => Math.round((rub + Number.EPSILON * rub) * 100) / 100;

/** The least down payment of a program in whole ₽: its percent of the price, rounded up. */
export const downPaymentFor = (price: number, percent: number): number => Math.ceil((price * percent) / 100);

/**
 * The monthly annuity payment: loan · i / (1 − (1 + i)^−n), i the annual rate / 12, n months; rounded to kopecks.
 * At a zero rate the loan is split evenly.
 */
export function annuityPayment(loan: number, ratePercent: number, months: number): number {
  if (loan <= 0 || months <= 0) return 0;
  if (ratePercent === 0) return toKopecks(loan / months);
  const i = ratePercent / 1200;
  return toKopecks((loan * i) / (1 - Math.pow(1 + i, -months)));
}

export interface MortgageFigures {
  loan: number;
  /** ₽ with kopecks. */
  monthly: number;
  /** All payments less the loan, ₽ with kopecks. */
  overpayment: number;
  /** The income at which the payment is MAX_PAYMENT_TO_INCOME of it, whole ₽ rounded up. */
  income: number;
}

export function mortgageFigures(input: {
  price: number;
  down: number;
  years: number;
  rate: number;
}): MortgageFigures {
  const loan = Math.max(0, input.price - input.down);
  const months = input.years * 12;
  const monthly = annuityPayment(loan, input.rate, months);
  return {
    loan,
    monthly,
    overpayment: Math.max(0, toKopecks(monthly * months - loan)),
    income: Math.ceil(monthly / MAX_PAYMENT_TO_INCOME),
  };
}

/** Which programs a purchase may use: a complex's accepted payments, or a resale offer's (programs marked resale). */
export type MortgageAccepts = readonly number[] | 'resale';

export function programsFor(programs: readonly MortgageProgramTerms[], accepts: MortgageAccepts) {
  return programs.filter((p) => p.active && (accepts === 'resale' ? p.resale : accepts.includes(p.payment)));
}

export interface BestMortgage {
  program: MortgageProgramTerms;
  down: number;
  years: number;
  figures: MortgageFigures;
}

/** The program's terms at its least down payment and longest term; null when its loan limit is too small. */
export function programAtBest(price: number, program: MortgageProgramTerms): BestMortgage | null {
  const down = downPaymentFor(price, program.minDownPercent);
  const loan = price - down;
  if (loan <= 0 || (program.maxLoan != null && loan > program.maxLoan)) return null;
  const years = program.maxYears;
  return { program, down, years, figures: mortgageFigures({ price, down, years, rate: program.rate }) };
}

/**
 * «Ипотека от …»: the lowest monthly payment among the open programs the purchase may use, each at its least down
 * payment and longest term (ties: the lower rate, then the list order). Null without a price or a fitting program.
 */
export function bestMortgage(
  price: number | null | undefined,
  programs: readonly MortgageProgramTerms[],
  accepts: MortgageAccepts,
): BestMortgage | null {
  if (price == null || !(price > 0) || price > MORTGAGE_LIMITS.maxPrice) return null;
  let best: BestMortgage | null = null;
  for (const program of programsFor(programs, accepts)) {
    const option = programAtBest(price, program);
    if (!option) continue;
    if (
      !best ||
      option.figures.monthly < best.figures.monthly ||
      (option.figures.monthly === best.figures.monthly && option.program.rate < best.program.rate)
    ) {
      best = option;
    }
  }
  return best;
}

/** The payment shown on screen and compared with the search's «Платёж в месяц до»: whole roubles. */
export const wholeRoubles = (rub: number): number => Math.round(rub);
