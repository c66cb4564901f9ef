// Asks for a line of text (PRODUCT §5): only non-empty text is accepted; submitting it empty counts as cancel.
import { useState, type FormEvent } from 'react';
import { appTexts } from '#shared/texts/app.ts';
import { FormActions } from './form-actions.tsx';
import { Modal } from './modal.tsx';
import { TextInput } from './text-input.tsx';
import layout from '#app/styles/layout.module.css';
import styles from './dialog.module.css';

export interface PromptModalProps {
  open: boolean;
  title: string;
  label?: string;
  initialValue?: string;
  placeholder?: string;
  maxLength?: number;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Called with the trimmed, non-empty text. */
  onSubmit: (text: string) => void;
  onCancel: () => void;
}

export function PromptModal({ open, ...props }: PromptModalProps) {
  // The form remounts on every opening so it starts from initialValue.
  return (
    <Modal open={open} onClose={props.onCancel} title={props.title} hideClose>
      {open && <PromptForm {...props} />}
    </Modal>
  );
}

function PromptForm({
  label,
  initialValue = '',
  placeholder,
  maxLength,
  confirmLabel = appTexts.ui.ok,
  cancelLabel = appTexts.ui.cancel,
  onSubmit,
  onCancel,
}: Omit<PromptModalProps, 'open' | 'title'>) {
  const [value, setValue] = useState(initialValue);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    if (text) onSubmit(text);
    else onCancel();
  };
  return (
    <form onSubmit={submit} className={layout.stackLg}>
      <TextInput
        label={label}
        value={value}
        onChange={setValue}
        maxLength={maxLength}
        placeholder={placeholder}
        autoFocus
        data-autofocus
      />
      <FormActions
        cancel={cancelLabel}
        onCancel={onCancel}
        submit={confirmLabel}
        className={styles.actions}
      />
    </form>
  );
}
