// Declining asks why: the reason is required (the agent reads it), up to the server's limit.
import { BOOKING_LIMITS } from '#shared/bookings.ts';
import { bookingTexts } from '#shared/texts/bookings.ts';
import { ReasonDialog } from '#app/components/forms/reason-dialog.tsx';

const TEXTS = {
  label: bookingTexts.act.reason,
  placeholder: bookingTexts.act.reasonPlaceholder,
  required: bookingTexts.act.reasonRequired,
  cancel: bookingTexts.sheet.cancel,
  confirm: bookingTexts.action.decline,
};

export interface DeclineDialogProps {
  open: boolean;
  title: string;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

export const DeclineDialog = (props: DeclineDialogProps) => (
  <ReasonDialog {...props} texts={TEXTS} maxLength={BOOKING_LIMITS.reason} />
);
