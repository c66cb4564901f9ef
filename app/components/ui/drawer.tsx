// A panel that slides in from the left edge: the phone's main menu. A native <dialog> opened with showModal()
// (use-modal-dialog.ts): the page behind is inert, Escape and the backdrop close it, focus comes back to the opener.
import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DialogParentContext, useModalDialog } from './use-modal-dialog.ts';
import { usePresence } from './use-presence.ts';
import styles from './drawer.module.css';

export function Drawer({
  open,
  onClose,
  label,
  children,
}: {
  open: boolean;
  onClose: () => void;
  label: string;
  children: ReactNode;
}) {
  const { mounted, state } = usePresence(open);
  const dialog = useRef<HTMLDialogElement>(null);
  const handle = useModalDialog(dialog, open && mounted, { onCancel: onClose });
  if (!mounted) return null;
  return createPortal(
    <DialogParentContext value={handle}>
      <dialog
        ref={dialog}
        className={styles.root}
        data-state={state}
        role="dialog"
        aria-label={label}
        tabIndex={-1}
      >
        <div className={styles.backdrop} onClick={onClose} />
        <div className={styles.panel}>{children}</div>
      </dialog>
    </DialogParentContext>,
    document.body,
  );
}
