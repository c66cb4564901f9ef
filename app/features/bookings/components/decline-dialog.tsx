// Declining asks why: the reason is required (the agent reads it), up to the server's limit.
import { BOOKING_LIMITS } from '#shared/bookings.ts';
import { bookingTexts } from '#shared/texts/bookings.ts';
import { ReasonDialog, type ReasonAskProps } from '#app/components/forms/reason-dialog.tsx';

const TEXTS = {
  label: bookingTexts.act.reason,
  placeholder: bookingTexts.act.reasonPlaceholder,
  required: bookingTexts.act.reasonRequired,
  cancel: bookingTexts.sheet.cancel,
  confirm: bookingTexts.action.decline,
};

export const DeclineDialog = (props: ReasonAskProps) => (
  <ReasonDialog {...props} texts={TEXTS} maxLength={BOOKING_LIMITS.reason} />
);
