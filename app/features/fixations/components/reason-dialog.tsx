// Rejecting a fixation (or refusing its extension) asks why: the reason is required, the agent reads it.
import { useState, type FormEvent } from 'react';
import { FIXATION_LIMITS } from '#shared/companies.ts';
import { fixationTexts } from '#shared/texts/fixations.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Modal } from '#app/components/ui/modal.tsx';
import { TextInput } from '#app/components/ui/text-input.tsx';
import styles from './fixations.module.css';

const t = fixationTexts.screen;

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

export function ReasonDialog({ open, ...props }: ReasonDialogProps) {
  return (
    <Modal open={open} onClose={props.onCancel} title={props.title}>
      {open && <ReasonForm {...props} />}
    </Modal>
  );
}

function ReasonForm({ busy, onSubmit, onCancel }: Omit<ReasonDialogProps, 'open' | 'title'>) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) setError(fixationTexts.fields.reason);
    else onSubmit(text);
  };
  return (
    <form onSubmit={submit} className={styles.form} noValidate>
      <TextInput
        label={t.reasonLabel}
        hint={t.reasonHint}
        value={reason}
        onChange={(value) => {
          setReason(value);
          if (value.trim()) setError(undefined);
        }}
        maxLength={FIXATION_LIMITS.reason}
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
          {t.cancel}
        </Button>
        <Button type="submit" variant="danger" loading={busy}>
          {t.confirm}
        </Button>
      </div>
    </form>
  );
}
