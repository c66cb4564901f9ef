// Renders the toasts of toast-store.ts at the bottom of the screen.
import { useSyncExternalStore } from 'react';
import { appTexts } from '#shared/texts/app.ts';
import { dismissToast, getToasts, subscribeToasts } from '../../lib/toast-store.ts';
import { CloseIcon } from './icons.tsx';
import styles from './toaster.module.css';

export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <div className={styles.region} role="region" aria-label={appTexts.ui.notifications}>
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
