// What is being typed in the booking sheet, kept outside the components: a window resized across the wide-screen
// breakpoint moves the unit's card between the bottom sheet and the panel beside the board, which remounts the
// card and the sheet it opened, and a reload keeps it too (this tab's sessionStorage; the unit is in the address, so
// its card and sheet open again). One draft at a time (one sheet is open at a time); gone when sent, closed or at
// logout.
import type { TBookingKind } from '#shared/bookings.ts';
import { readTabValue, TAB_KEYS, writeTabValue } from '#app/lib/storage.ts';

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

const isDraft = (value: unknown): value is BookingDraft => {
  const d = value as BookingDraft | null;
  return (
    typeof d?.cellId === 'number' &&
    (d.kind === 'booking' || d.kind === 'request') &&
    typeof d.values?.clientName === 'string' &&
    typeof d.values.clientPhone === 'string' &&
    typeof d.values.comment === 'string'
  );
};

const kept = readTabValue<unknown>(TAB_KEYS.bookingDraft);
let current: BookingDraft | null = isDraft(kept) ? kept : null;

function keep(draft: BookingDraft | null): void {
  current = draft;
  writeTabValue(TAB_KEYS.bookingDraft, draft);
}

/** The open sheet's draft for this unit, if its sheet was open. */
export const readBookingDraft = (cellId: number): BookingDraft | null =>
  current?.cellId === cellId ? current : null;

export function startBookingDraft(cellId: number, kind: TBookingKind): void {
  const values = current?.cellId === cellId && current.kind === kind ? current.values : EMPTY_BOOKING_VALUES;
  keep({ cellId, kind, values });
}

export function keepBookingValues(cellId: number, kind: TBookingKind, values: BookingDraftValues): void {
  if (current?.cellId === cellId && current.kind === kind) keep({ ...current, values });
}

export function dropBookingDraft(): void {
  keep(null);
}
