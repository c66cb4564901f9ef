// Renders the toasts of toast-store.ts at the top of the content, clear of the bottom's primary actions (the «+»,
// save bars); a new page dismisses the toasts of the pages before it.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { appTexts } from '#shared/texts/app.ts';
import { dismissStaleToasts, dismissToast, getToasts, subscribeToasts } from '../../lib/toast-store.ts';
import { CloseIcon } from './icons.tsx';
import styles from './toaster.module.css';

export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    dismissStaleToasts();
  }, [pathname]);
  return (
    <div className={styles.region} role="region" aria-label={appTexts.ui.notifications} data-focus-outside>
      {toasts.map((t) => (
        <div
          key={t.id}
          className={styles.toast}
          data-tone={t.tone}
          role={t.tone === 'error' ? 'alert' : 'status'}
        >
          <span className={styles.text}>{t.text}</span>
          {t.action && (
            <button
              type="button"
              className={styles.action}
              onClick={() => {
                t.action!.onClick();
                dismissToast(t.id);
              }}
            >
              {t.action.label}
            </button>
          )}
          <button
            type="button"
            className={styles.close}
            aria-label={appTexts.ui.close}
            onClick={() => dismissToast(t.id)}
          >
            <CloseIcon size={18} />
          </button>
        </div>
      ))}
    </div>
  );
}
