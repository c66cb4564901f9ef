// Asks yes or no. Closing it any other way (Escape, the backdrop, ×) is a no.
import type { ReactNode } from 'react';
import { appTexts } from '#shared/texts/app.ts';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';
import styles from './dialog.module.css';

export interface ConfirmModalProps {
  open: boolean;
  title: ReactNode;
  text?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive action gets the red button. */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmModal({
  open,
  title,
  text,
  confirmLabel = appTexts.ui.confirm,
  cancelLabel = appTexts.ui.cancel,
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      hideClose
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={busy} data-autofocus>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {text && <div className={styles.text}>{text}</div>}
    </Modal>
  );
}
