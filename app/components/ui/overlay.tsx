// The base of modals and bottom sheets: a native <dialog> opened with showModal() (use-modal-dialog.ts: the page
// behind inert, Escape, focus in and back, the one scroll lock), with a backdrop, fade and slide in/out, and the
// sheet's swipe down (use-sheet-swipe.ts).
import { useId, useRef, type ReactNode } from 'react';
import { appTexts } from '#shared/texts/app.ts';
import { IconButton } from './button.tsx';
import { CloseIcon } from './icons.tsx';
import { DialogPortal } from './dialog-portal.tsx';
import { useModalDialog } from './use-modal-dialog.ts';
import { usePresence } from './use-presence.ts';
import { useSheetSwipe } from './use-sheet-swipe.ts';
import styles from './overlay.module.css';

export interface OverlayProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Full screen on phones, a tall wide panel on desktop. */
  fullSize?: boolean;
  /** Backdrop clicks and Escape close it (default). */
  dismissible?: boolean;
  /** Hide the × in the header. */
  hideClose?: boolean;
  /** The accessible name when there is no visible title. */
  ariaLabel?: string;
  role?: 'dialog' | 'alertdialog';
}

export function Overlay({
  variant,
  open,
  onClose,
  title,
  children,
  footer,
  fullSize = false,
  dismissible = true,
  hideClose = false,
  ariaLabel,
  role = 'dialog',
}: OverlayProps & { variant: 'modal' | 'sheet' }) {
  const { mounted, state } = usePresence(open);
  const dialog = useRef<HTMLDialogElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  // An overlay kept rendered while closed mounts its dialog one render after `open`: wait for it.
  const active = open && mounted;
  // The dialog itself takes focus unless a control asks for it: no ring on × for a pointer user, Tab goes inside.
  const handle = useModalDialog(dialog, active, {
    onCancel: dismissible ? onClose : undefined,
    initial: () => dialog.current?.querySelector<HTMLElement>('[data-autofocus]'),
  });
  const swipe = useSheetSwipe(panel, variant === 'sheet' && dismissible && active, onClose);

  if (!mounted) return null;

  return (
    <DialogPortal handle={handle}>
      <dialog
        ref={dialog}
        className={styles.root}
        data-variant={variant}
        data-state={state}
        data-full={fullSize || undefined}
        role={role}
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : ariaLabel}
        tabIndex={-1}
      >
        <div className={styles.backdrop} onClick={dismissible ? () => onClose() : undefined} />
        <div ref={panel} className={styles.panel}>
          {variant === 'sheet' && <span className={styles.grip} aria-hidden="true" {...swipe.handle} />}
          {(title || !hideClose) && (
            <header className={styles.header} {...(variant === 'sheet' ? swipe.handle : {})}>
              {title ? (
                <h2 id={titleId} className={styles.title}>
                  {title}
                </h2>
              ) : (
                <span />
              )}
              {!hideClose && (
                <IconButton label={appTexts.ui.close} className={styles.close} onClick={() => onClose()}>
                  <CloseIcon size={22} />
                </IconButton>
              )}
            </header>
          )}
          {children ? (
            <div className={styles.body} data-swipe-body>
              {children}
            </div>
          ) : null}
          {footer && <footer className={styles.footer}>{footer}</footer>}
        </div>
      </dialog>
    </DialogPortal>
  );
}
