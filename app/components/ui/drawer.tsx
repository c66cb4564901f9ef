// A panel that slides in from an edge: the phone's main menu from the left (this file's look), or a screen's own
// panel with its own look (the filter's, from the right). A native <dialog> opened with showModal()
// (use-modal-dialog.ts): the page behind is inert, Escape and the backdrop close it, focus comes back to the opener.
import { useRef, type ReactNode } from 'react';
import { DialogPortal } from './dialog-portal.tsx';
import { useModalDialog } from './use-modal-dialog.ts';
import { usePresence } from './use-presence.ts';
import styles from './drawer.module.css';

export interface DrawerLook {
  root?: string;
  backdrop?: string;
  panel?: string;
}

const MENU_LOOK: DrawerLook = { root: styles.root, backdrop: styles.backdrop, panel: styles.panel };

export function Drawer({
  open,
  onClose,
  label,
  look = MENU_LOOK,
  children,
}: {
  open: boolean;
  onClose: () => void;
  label: string;
  /** The classes of the dialog, its backdrop and the panel; the left-hand menu's by default. */
  look?: DrawerLook;
  children: ReactNode;
}) {
  const { mounted, state } = usePresence(open);
  const dialog = useRef<HTMLDialogElement>(null);
  const handle = useModalDialog(dialog, open && mounted, { onCancel: onClose });
  if (!mounted) return null;
  return (
    <DialogPortal handle={handle}>
      <dialog
        ref={dialog}
        className={look.root}
        data-state={state}
        role="dialog"
        aria-label={label}
        tabIndex={-1}
      >
        <div className={look.backdrop} onClick={onClose} />
        <div className={look.panel}>{children}</div>
      </dialog>
    </DialogPortal>
  );
}
