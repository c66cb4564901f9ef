// A panel that slides in from the left edge: the phone's main menu. Focus stays inside while it is open.
import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './use-focus-trap.ts';
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
  const panel = useRef<HTMLDivElement>(null);
  const active = open && mounted;
  useEffect(() => {
    if (!active) return;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = '';
    };
  }, [active]);
  useFocusTrap(panel, active, { onEscape: onClose });
  if (!mounted) return null;
  return createPortal(
    <div className={styles.root} data-state={state}>
      <div className={styles.backdrop} onClick={onClose} />
      <div
        ref={panel}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
