// What is being typed in the booking sheet, kept outside the components: a window resized across the wide-screen
// breakpoint moves the unit's card between the bottom sheet and the panel beside the board, which remounts the
// card and the sheet it opened. One draft at a time (one sheet is open at a time); gone when sent or closed.
import type { TBookingKind } from '#shared/bookings.ts';

export interface BookingDraftValues {
  clientName: string;
  clientPhone: string;
  comment: string;
}

export interface BookingDraft {
  cellId: number;
  kind: TBookingKind;
  values: BookingDraftValues;
}

export const EMPTY_BOOKING_VALUES: BookingDraftValues = { clientName: '', clientPhone: '', comment: '' };

let current: BookingDraft | null = null;

/** The open sheet's draft for this unit, if its sheet was open. */
export const readBookingDraft = (cellId: number): BookingDraft | null =>
  current?.cellId === cellId ? current : null;

export function startBookingDraft(cellId: number, kind: TBookingKind): void {
  const kept = current?.cellId === cellId && current.kind === kind ? current.values : EMPTY_BOOKING_VALUES;
  current = { cellId, kind, values: kept };
}

export function keepBookingValues(cellId: number, kind: TBookingKind, values: BookingDraftValues): void {
  if (current?.cellId === cellId && current.kind === kind) current = { ...current, values };
}

export function dropBookingDraft(): void {
  current = null;
}
