// Declining asks why: the reason is required (the agent reads it), up to the server's limit.
import { useState, type FormEvent } from 'react';
import { BOOKING_LIMITS } from '#shared/bookings.ts';
import { bookingTexts } from '#shared/texts/bookings.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Modal } from '#app/components/ui/modal.tsx';
import { TextInput } from '#app/components/ui/text-input.tsx';
import styles from './booking-sheet.module.css';

const t = bookingTexts.act;

export interface DeclineDialogProps {
  open: boolean;
  title: string;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

export function DeclineDialog({ open, ...props }: DeclineDialogProps) {
  return (
    <Modal open={open} onClose={props.onCancel} title={props.title}>
      {open && <DeclineForm {...props} />}
    </Modal>
  );
}

function DeclineForm({ busy, onSubmit, onCancel }: Omit<DeclineDialogProps, 'open' | 'title'>) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) setError(t.reasonRequired);
    else onSubmit(text);
  };
  return (
    <form onSubmit={submit} className={styles.form} noValidate>
      <TextInput
        label={t.reason}
        value={reason}
        onChange={(value) => {
          setReason(value);
          if (value.trim()) setError(undefined);
        }}
        placeholder={t.reasonPlaceholder}
        maxLength={BOOKING_LIMITS.reason}
        multiline
        rows={3}
        required
        error={error}
        showError={!!error}
        autoFocus
        data-autofocus
      />
      <div className={styles.buttons}>
        <Button variant="ghost" onClick={onCancel}>
          {bookingTexts.sheet.cancel}
        </Button>
        <Button type="submit" variant="danger" loading={busy}>
          {bookingTexts.action.decline}
        </Button>
      </div>
    </form>
  );
}
