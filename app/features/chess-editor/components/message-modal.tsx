// A message with one button: PRODUCT §5's merge alert, a refused save's problems.
import type { ReactNode } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Modal } from '#app/components/ui/modal.tsx';
import styles from './sheets.module.css';

export function MessageModal({
  open,
  title,
  children,
  button,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  button: string;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      role="alertdialog"
      hideClose
      footer={
        <Button onClick={onClose} data-autofocus>
          {button}
        </Button>
      }
    >
      <div className={styles.message}>{children}</div>
    </Modal>
  );
}
