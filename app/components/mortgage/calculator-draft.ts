// The open calculator and the buyer's figures in it, kept outside the components: a window resized across the
// wide-screen breakpoint moves a unit's card between the bottom sheet and the panel beside the board, which remounts
// the card and the calculator it opened (the booking sheet keeps its draft the same way:
// app/features/bookings/lib/booking-draft.ts). One at a time; gone when the buyer closes the calculator.
import type { TMortgageForm } from '#shared/schemas/mortgage.ts';

interface CalculatorDraft {
  key: string;
  values: TMortgageForm | null;
}

let current: CalculatorDraft | null = null;

/** The draft of the calculator opened from this place (`key`: the unit), if it is open. */
export const readCalculatorDraft = (key: string): CalculatorDraft | null =>
  current?.key === key ? current : null;

export function openCalculatorDraft(key: string): void {
  if (current?.key !== key) current = { key, values: null };
}

export function keepCalculatorValues(key: string, values: TMortgageForm): void {
  if (current?.key === key) current = { key, values: { ...values } };
}

export function dropCalculatorDraft(key: string): void {
  if (current?.key === key) current = null;
}
