// Rejecting a fixation (or refusing its extension) asks why: the reason is required, the agent reads it.
import { FIXATION_LIMITS } from '#shared/companies.ts';
import { fixationTexts } from '#shared/texts/fixations.ts';
import { ReasonDialog as AskReason, type ReasonAskProps } from '#app/components/forms/reason-dialog.tsx';

const t = fixationTexts.screen;
const TEXTS = {
  label: t.reasonLabel,
  hint: t.reasonHint,
  required: fixationTexts.fields.reason,
  cancel: t.cancel,
  confirm: t.confirm,
};

export const ReasonDialog = (props: ReasonAskProps) => (
  <AskReason {...props} texts={TEXTS} maxLength={FIXATION_LIMITS.reason} />
);
