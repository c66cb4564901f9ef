// The unit's card beside the board on a wide screen: it stays in view while the page scrolls, and until a unit is
// picked it says what will appear here. The same card content as the phone's bottom sheet.
import { useEffect, type ReactNode } from 'react';
import { appTexts } from '#shared/texts/app.ts';
import { realtyTexts } from '#shared/texts/realty.ts';
import { IconButton } from '#app/components/ui/button.tsx';
import { topDialog } from '#app/lib/dialog-stack.ts';
import { CloseIcon } from '#app/components/ui/icons.tsx';
import styles from './cell-side-panel.module.css';

export function CellSidePanel({
  title,
  cellId,
  onClose,
  children,
}: {
  title: string;
  /** The unit shown; null shows the hint instead. */
  cellId: number | null;
  onClose: () => void;
  children: ReactNode;
}) {
  useEscapeToClose(cellId != null, onClose);
  if (cellId == null) {
    return (
      <aside className={styles.panel} aria-label={realtyTexts.chess.pickTitle} data-empty="">
        <div className={styles.hint}>
          <span className={styles.hintIcon} aria-hidden="true" />
          <h2 className={styles.hintTitle}>{realtyTexts.chess.pickTitle}</h2>
          <p className={styles.hintText}>{realtyTexts.chess.pickHint}</p>
        </div>
      </aside>
    );
  }
  return (
    <aside className={styles.panel} aria-label={title} data-cell-card={cellId}>
      <header className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        <IconButton label={appTexts.ui.close} className={styles.close} onClick={onClose}>
          <CloseIcon size={20} />
        </IconButton>
      </header>
      <div className={styles.body}>{children}</div>
    </aside>
  );
}

/**
 * Escape closes the panel wherever focus is on the page. A modal dialog over the board (a booking, a confirm) takes
 * that Escape itself through its `cancel` event, and the panel stays.
 */
function useEscapeToClose(active: boolean, onClose: () => void) {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && !topDialog()) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, onClose]);
}
