// What a stage move must carry and the checks of its fields: the date (not in the future, not before the booking,
// not before the previous stage's date — Moscow days), the contract's and registration's numbers, the payment's
// amount (1 … price). Returns the deal's columns to set, or the Russian refusals per field.
import { DEAL_LIMITS, type TDealStage } from '#shared/deals.ts';
import { formatPrice } from '#shared/format.ts';
import type { TDealChange } from '#shared/schemas/deals.ts';
import { dealTexts } from '#shared/texts/deals.ts';
import { fill } from '#shared/texts/ru.ts';
import type { DealRow } from '../../db/schema/index.ts';
import { russianDay } from '../../core/moscow-day.ts';

const e = dealTexts.errors;

export interface StageContext {
  deal: DealRow;
  to: TDealStage;
  /** Today and the booking's day, Moscow, YYYY-MM-DD. */
  today: string;
  bookedOn: string;
  /** The price the amount is held to (a price edited in the same change counts). */
  price: number;
}

/** The latest date any earlier stage carries. */
const previousDate = (deal: DealRow) =>
  [
    deal.agreementDate,
    deal.contractDate,
    deal.registrationSubmittedDate,
    deal.registrationDate,
    deal.paymentDate,
  ]
    .filter((d): d is string => d != null)
    .sort()
    .at(-1) ?? null;

export function stageFields(
  input: TDealChange,
  ctx: StageContext,
): { set: Partial<DealRow>; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const set: Partial<DealRow> = {};
  const add = (field: string, text: string) => (errors[field] ??= []).push(text);
  const { deal, to } = ctx;

  if (to === 'cancelled') {
    if (!input.reason) add('reason', e.reason);
    else Object.assign(set, { cancelReason: input.reason, cancelledFrom: deal.stage });
    return { set, errors };
  }

  const date = input.date;
  if (!date) add('date', e.date);
  else if (date > ctx.today) add('date', e.future);
  else if (date < ctx.bookedOn) add('date', fill(e.beforeBooking, russianDay(ctx.bookedOn)));
  else {
    const previous = previousDate(deal);
    if (previous && date < previous) add('date', fill(e.beforePrevious, russianDay(previous)));
  }

  const number = input.number?.trim() ?? '';
  switch (to) {
    case 'agreement':
      set.agreementDate = date;
      break;
    case 'contract':
      if (!DEAL_LIMITS.contractNumber.test(number)) add('number', e.contractNumber);
      Object.assign(set, { contractNumber: number, contractDate: date });
      break;
    case 'registration':
      // The first step is the submission; the second (the deal already at registration) the record's number.
      if (deal.stage === 'registration') {
        if (!DEAL_LIMITS.registrationNumber.test(number)) add('number', e.registrationNumber);
        Object.assign(set, { registrationNumber: number, registrationDate: date });
      } else set.registrationSubmittedDate = date;
      break;
    case 'payment':
      if (input.amount === undefined || input.amount < 1) add('amount', e.amount);
      else if (input.amount > ctx.price) add('amount', fill(e.amountAbovePrice, formatPrice(ctx.price)));
      Object.assign(set, { paymentAmount: input.amount, paymentDate: date });
      break;
    case 'closed':
      set.closedDate = date;
      break;
    case 'booking':
      break;
  }
  return { set, errors };
}
