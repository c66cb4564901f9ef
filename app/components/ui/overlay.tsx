// The base of modals and bottom sheets: a portal with a backdrop, fade and slide in/out, Escape and backdrop to
// close, focus moved in and given back, Tab kept inside, page scroll locked while open.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { appTexts } from '#shared/texts/app.ts';
import { IconButton } from './button.tsx';
import { CloseIcon } from './icons.tsx';
import { usePresence } from './use-presence.ts';
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

let locks = 0;
function lockScroll(): () => void {
  if (locks++ === 0) document.body.style.overflow = 'hidden';
  return () => {
    if (--locks === 0) document.body.style.overflow = '';
  };
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

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
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    // An overlay kept rendered while closed mounts its panel one render after `open`: wait for the panel.
    if (!open || !mounted) return;
    const unlock = lockScroll();
    const previous = document.activeElement as HTMLElement | null;
    const node = panel.current;
    // The panel itself takes focus unless a control asks for it: no ring on × for a pointer user, Tab goes inside.
    const wanted = node?.querySelector<HTMLElement>('[data-autofocus]');
    (wanted ?? node)?.focus({ preventScroll: true });
    return () => {
      unlock();
      previous?.focus?.({ preventScroll: true });
    };
  }, [open, mounted]);

  if (!mounted) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && dismissible) {
      event.stopPropagation();
      onClose();
    }
    if (event.key === 'Tab' && panel.current) {
      const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) return;
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    }
  };

  return createPortal(
    <div
      className={styles.root}
      data-variant={variant}
      data-state={state}
      data-full={fullSize || undefined}
      onKeyDown={onKeyDown}
    >
      <div className={styles.backdrop} onClick={dismissible ? () => onClose() : undefined} />
      <div
        ref={panel}
        className={styles.panel}
        role={role}
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : ariaLabel}
        tabIndex={-1}
      >
        {variant === 'sheet' && <span className={styles.grip} aria-hidden="true" />}
        {(title || !hideClose) && (
          <header className={styles.header}>
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
        {children ? <div className={styles.body}>{children}</div> : null}
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}
