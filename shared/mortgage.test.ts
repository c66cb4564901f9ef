import { describe, expect, it } from 'vitest';
import { Payment } from './enums.ts';
import {
  annuityPayment,
  bestMortgage,
  downPaymentFor,
  mortgageFigures,
  toKopecks,
  type MortgageProgramTerms,
} from './mortgage.ts';

const program = (patch: Partial<MortgageProgramTerms>): MortgageProgramTerms => ({
  payment: Payment.mortgage,
  rate: 21.5,
  minDownPercent: 20,
  maxYears: 30,
  maxLoan: null,
  active: true,
  resale: true,
  ...patch,
});

describe('[mortgage] the annuity payment', () => {
  it('matches the banks’ published worked examples to the kopeck', () => {
    // 1 000 000 ₽ for 5 years at 12 %: 22 244,45 ₽ a month (the textbook example of bank calculators).
    expect(annuityPayment(1_000_000, 12, 60)).toBe(22_244.45);
    // 3 000 000 ₽ for 20 years at 10 %: 28 950,65 ₽.
    expect(annuityPayment(3_000_000, 10, 240)).toBe(28_950.65);
  });

  it('splits the loan evenly at a zero rate and answers 0 for nothing to repay', () => {
    expect(annuityPayment(1_200_000, 0, 12)).toBe(100_000);
    expect(annuityPayment(0, 12, 12)).toBe(0);
    expect(annuityPayment(1_000_000, 12, 0)).toBe(0);
  });

  it('rounds half up to kopecks, also where binary fractions sit just below the half', () => {
    expect(toKopecks(1.005)).toBe(1.01);
    expect(toKopecks(38_540.444)).toBe(38_540.44);
    expect(toKopecks(38_540.445)).toBe(38_540.45);
  });
});

describe('[mortgage] the figures of a calculation', () => {
  it('gives the loan, payment, overpayment and the income at a 50 % payment-to-income ratio', () => {
    const figures = mortgageFigures({ price: 1_250_000, down: 250_000, years: 5, rate: 12 });
    expect(figures).toEqual({
      loan: 1_000_000,
      monthly: 22_244.45,
      overpayment: 334_667,
      income: 44_489,
    });
  });

  it('never gives NaN or a negative loan when the down payment covers the price', () => {
    const figures = mortgageFigures({ price: 1_000_000, down: 1_000_000, years: 10, rate: 6 });
    expect(figures).toEqual({ loan: 0, monthly: 0, overpayment: 0, income: 0 });
  });

  it('rounds the least down payment up to whole roubles', () => {
    expect(downPaymentFor(7_500_000, 20)).toBe(1_500_000);
    expect(downPaymentFor(7_500_001, 20)).toBe(1_500_001);
    expect(downPaymentFor(1_000_003, 15)).toBe(150_001);
  });
});

describe('[mortgage] the best program', () => {
  const programs = [
    program({ payment: Payment.mortgage, rate: 21.5 }),
    program({ payment: Payment.familyMortgage, rate: 6, maxLoan: 6_000_000, resale: false }),
    program({ payment: Payment.itMortgage, rate: 6, minDownPercent: 20, maxLoan: 9_000_000, resale: false }),
    program({ payment: Payment.preferenceMortgage, rate: 8, active: false }),
  ];

  it('takes the lowest payment among the programs the complex accepts, at least down payment and longest term', () => {
    const best = bestMortgage(7_000_000, programs, [Payment.mortgage, Payment.familyMortgage, Payment.cash]);
    expect(best?.program.payment).toBe(Payment.familyMortgage);
    expect(best?.down).toBe(1_400_000);
    expect(best?.years).toBe(30);
    expect(best?.figures.monthly).toBe(annuityPayment(5_600_000, 6, 360));
  });

  it('skips a program whose loan limit the price exceeds, and closed programs', () => {
    const accepts = [
      Payment.mortgage,
      Payment.familyMortgage,
      Payment.itMortgage,
      Payment.preferenceMortgage,
    ];
    // 10 млн: the family loan (8 млн) is over its 6 млн; the IT one fits under 9 млн.
    expect(bestMortgage(10_000_000, programs, accepts)?.program.payment).toBe(Payment.itMortgage);
    // 20 млн: only the market mortgage is left (the closed preference program never counts).
    expect(bestMortgage(20_000_000, programs, accepts)?.program.payment).toBe(Payment.mortgage);
  });

  it('offers resale flats only the programs marked for resale', () => {
    expect(bestMortgage(5_000_000, programs, 'resale')?.program.payment).toBe(Payment.mortgage);
  });

  it('answers null without a price, for a complex taking no mortgage, or an absurd price', () => {
    expect(bestMortgage(null, programs, [Payment.mortgage])).toBeNull();
    expect(bestMortgage(0, programs, [Payment.mortgage])).toBeNull();
    expect(bestMortgage(-5, programs, [Payment.mortgage])).toBeNull();
    expect(bestMortgage(5_000_000, programs, [Payment.cash, Payment.installment])).toBeNull();
    expect(bestMortgage(1e15, programs, [Payment.mortgage])).toBeNull();
  });
});
