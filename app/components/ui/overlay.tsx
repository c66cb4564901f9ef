// The base of modals and bottom sheets: a portal with a backdrop, fade and slide in/out, Escape and backdrop to
// close, focus kept inside and given back (use-focus-trap.ts), page scroll locked while open.
import { createContext, useContext, useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { appTexts } from '#shared/texts/app.ts';
import { IconButton } from './button.tsx';
import { CloseIcon } from './icons.tsx';
import { useFocusTrap } from './use-focus-trap.ts';
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

/** How many overlays this one is opened from inside: a nested one stays above its parent whatever mounted first. */
const OverlayDepth = createContext(0);

let locks = 0;
function lockScroll(): () => void {
  if (locks++ === 0) document.body.style.overflow = 'hidden';
  return () => {
    if (--locks === 0) document.body.style.overflow = '';
  };
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
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const depth = useContext(OverlayDepth);

  // An overlay kept rendered while closed mounts its panel one render after `open`: wait for the panel.
  const active = open && mounted;
  useEffect(() => {
    if (!active) return;
    return lockScroll();
  }, [active]);
  // The panel itself takes focus unless a control asks for it: no ring on × for a pointer user, Tab goes inside.
  useFocusTrap(panel, active, {
    onEscape: dismissible ? onClose : undefined,
    initial: () => panel.current?.querySelector<HTMLElement>('[data-autofocus]'),
    depth,
  });

  if (!mounted) return null;

  return createPortal(
    <OverlayDepth.Provider value={depth + 1}>
      <div
        className={styles.root}
        data-variant={variant}
        data-state={state}
        data-full={fullSize || undefined}
        data-depth={depth || undefined}
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
      </div>
    </OverlayDepth.Provider>,
    document.body,
  );
}
