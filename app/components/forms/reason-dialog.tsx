// A refusal that asks why (declining a booking, rejecting a fixation): the reason is required, the other side reads it,
// up to the server's limit. The words are the caller's.
import { useState, type FormEvent } from 'react';
import { FormActions } from '../ui/form-actions.tsx';
import { Modal } from '../ui/modal.tsx';
import { TextInput } from '../ui/text-input.tsx';
import layout from '#app/styles/layout.module.css';

export interface ReasonTexts {
  label: string;
  hint?: string;
  placeholder?: string;
  /** Said when the reason is left empty. */
  required: string;
  cancel: string;
  confirm: string;
}

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  texts: ReasonTexts;
  maxLength: number;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

/** What a dialog with its own fixed words and limit is given. */
export type ReasonAskProps = Omit<ReasonDialogProps, 'texts' | 'maxLength'>;

export function ReasonDialog({ open, ...props }: ReasonDialogProps) {
  return (
    <Modal open={open} onClose={props.onCancel} title={props.title}>
      {open && <ReasonForm {...props} />}
    </Modal>
  );
}

function ReasonForm({
  texts,
  maxLength,
  busy,
  onSubmit,
  onCancel,
}: Omit<ReasonDialogProps, 'open' | 'title'>) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) setError(texts.required);
    else onSubmit(text);
  };
  return (
    <form onSubmit={submit} className={layout.stack} noValidate>
      <TextInput
        label={texts.label}
        hint={texts.hint}
        value={reason}
        onChange={(value) => {
          setReason(value);
          if (value.trim()) setError(undefined);
        }}
        placeholder={texts.placeholder}
        maxLength={maxLength}
        multiline
        rows={3}
        required
        error={error}
        showError={!!error}
        autoFocus
        data-autofocus
      />
      <FormActions cancel={texts.cancel} onCancel={onCancel} submit={texts.confirm} pending={busy} danger />
    </form>
  );
}
